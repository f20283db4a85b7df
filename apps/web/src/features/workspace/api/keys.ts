import type { QueryClient } from '@tanstack/react-query';
import { useWrite } from '../../../lib/use-write';

/** Query keys of the organisation workspace: writes invalidate 'workspace' and the public 'projects' lists. */
export const workspaceKeys = {
  all: ['workspace'] as const,
  projects: (params: object) => ['workspace', 'projects', params] as const,
  project: (id: string) => ['workspace', 'project', id] as const,
  dashboard: (year: number | null) => ['workspace', 'dashboard', year] as const,
  contractors: (params: object) => ['workspace', 'contractors', params] as const,
  updates: (params: object) => ['workspace', 'updates', params] as const,
  groups: (params: object) => ['workspace', 'groups', params] as const,
  subordinates: (params: object) => ['workspace', 'subordinates', params] as const,
  subordinate: (id: string, type: string, year: number | null) =>
    ['workspace', 'subordinate', id, type, year] as const,
  contractorSearch: (text: string) => ['workspace', 'contractor-search', text] as const,
};

/** A list page of the API (docs/design.md section 4), from the shared contract. */
export type { Page } from '@oversight/shared/pagination';

/** After a project write: the workspace's lists and the public ones ('projects') are read again. */
export const refreshProjectLists = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['projects'] }),
  ]);

/** A write of the workspace: its answers ('workspace') are read again before the caller's `mutateAsync` resolves. */
export const useWorkspaceWrite = <TVariables = void, TData = unknown>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  options?: { wait?: boolean },
) => useWrite(mutationFn, [workspaceKeys.all], options);
