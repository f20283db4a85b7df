import type { OrganizationCard } from '@oversight/shared/projects/projects.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type OrganisationKind = 'MINISTRY' | 'AGENCY' | 'CONTRACTOR';

interface Page<T> {
  count: number;
  results: T[];
}

/** Ministries and agencies come from the MDA search, contractors from the user search; both filter by account type. */
export const organisationOptionsQuery = (kind: OrganisationKind, search: string) =>
  queryOptions({
    queryKey: ['filters', 'organisations', kind, search] as const,
    queryFn: async ({ signal }) => {
      const path = kind === 'CONTRACTOR' ? '/users/search/' : '/users/mda-search/';
      const data = await api.get<Page<OrganizationCard> | OrganizationCard[]>(path, {
        params: { query: search, account_type: kind, limit: 20 },
        signal,
        silent: true,
      });
      const list = Array.isArray(data) ? data : data.results;
      return list.filter((org) => org.account_type === kind);
    },
    placeholderData: keepPreviousData,
    staleTime: 10 * 60 * 1000,
  });
