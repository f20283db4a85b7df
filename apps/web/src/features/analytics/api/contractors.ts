import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, downloadFile, type ParamsOf } from '../../../lib/api-client';

type ContractorParams = ParamsOf<'GET /users/analytics/contractors/'>;

/** GET /users/analytics/contractors/: contractors of published projects, ranked, a page at a time. */
export const contractorAnalyticsQuery = (params: ContractorParams) =>
  queryOptions({
    queryKey: ['analytics', 'contractors', params] as const,
    queryFn: ({ signal }) => api.get('GET /users/analytics/contractors/', { params, signal }),
    placeholderData: keepPreviousData,
  });

export const downloadContractors = (params: ContractorParams) =>
  downloadFile('GET /users/analytics/contractors/', 'contractors.csv', {
    params: { ...params, format: 'csv', limit: undefined, offset: undefined },
  });
