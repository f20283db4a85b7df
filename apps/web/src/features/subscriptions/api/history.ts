import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PAYMENTS_PAGE_SIZE, subscriptionKeys } from './keys';

/** GET /subscriptions/: payments, newest first, one page. */
export const paymentHistoryQuery = (page: number) =>
  queryOptions({
    queryKey: subscriptionKeys.history(page),
    queryFn: ({ signal }) =>
      api.get('GET /subscriptions/', {
        params: { limit: PAYMENTS_PAGE_SIZE, offset: (page - 1) * PAYMENTS_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
