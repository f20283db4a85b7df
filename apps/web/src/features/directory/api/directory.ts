import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const DIRECTORY_PAGE_SIZE = 50;

/** GET /users/mda-search/: ministries or agencies, by name. */
export const mdaDirectoryQuery = (accountType: 'MINISTRY' | 'AGENCY', text: string, offset = 0) =>
  queryOptions({
    queryKey: ['directory', accountType, text, offset] as const,
    queryFn: ({ signal }) =>
      api.get('GET /users/mda-search/', {
        params: { account_type: accountType, query: text, offset, limit: DIRECTORY_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Contractors: the contractors bucket of GET /projects/search/ (the API has no contractor list of its own). */
export const contractorDirectoryQuery = (text: string, offset = 0) =>
  queryOptions({
    queryKey: ['directory', 'CONTRACTOR', text, offset] as const,
    queryFn: async ({ signal }) => {
      const found = await api.get('GET /projects/search/', {
        params: { query: text, offset, limit: DIRECTORY_PAGE_SIZE },
        signal,
      });
      return { count: found.contractors.count, results: found.contractors.data };
    },
    placeholderData: keepPreviousData,
  });
