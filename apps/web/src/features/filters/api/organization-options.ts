import type { OrganizationCard } from '@oversight/shared/projects/projects.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type OrganizationKind = 'MINISTRY' | 'AGENCY' | 'CONTRACTOR';

const OPTION_LIMIT = 20;

/** Ministries and agencies from GET /users/mda-search/; contractors from the contractors bucket of the search. */
export const organizationOptionsQuery = (kind: OrganizationKind, search: string) =>
  queryOptions({
    queryKey: ['filters', 'organisations', kind, search] as const,
    queryFn: async ({ signal }): Promise<OrganizationCard[]> => {
      if (kind === 'CONTRACTOR') {
        const found = await api.get('GET /projects/search/', {
          params: { query: search, limit: OPTION_LIMIT },
          signal,
          silent: true,
        });
        return found.contractors.data;
      }
      const page = await api.get('GET /users/mda-search/', {
        params: { query: search, account_type: kind, limit: OPTION_LIMIT },
        signal,
        silent: true,
      });
      return page.results;
    },
    placeholderData: keepPreviousData,
    staleTime: 10 * 60 * 1000,
  });
