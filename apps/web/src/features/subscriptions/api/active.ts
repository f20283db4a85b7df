import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** GET /subscriptions/active/: plan, subscription, usage, plans on offer and any notice (silent: the page says why). */
export const activeSubscriptionQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.active,
    queryFn: ({ signal }) => api.get('GET /subscriptions/active/', { signal, silent: true }),
  });
