import type { ContractorAnalytics } from '@oversight/shared/analytics/analytics.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, downloadFile, type QueryParams } from '../../../lib/api-client';

/** GET /users/analytics/contractors/: contractors of published projects, ranked, a page at a time. */
export const contractorAnalyticsQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: ['analytics', 'contractors', params] as const,
    queryFn: ({ signal }) =>
      api.get<ContractorAnalytics>('/users/analytics/contractors/', { params, signal }),
    placeholderData: keepPreviousData,
  });

export const downloadContractors = (params: QueryParams) =>
  downloadFile('/users/analytics/contractors/', 'contractors.csv', {
    params: { ...params, format: 'csv', limit: undefined, offset: undefined },
  });
