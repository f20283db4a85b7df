import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useWorkspaceWrite, workspaceKeys } from './keys';

/** GET /projects/organization-project-groups/ */
export const projectGroupsQuery = (name = '') =>
  queryOptions({
    queryKey: workspaceKeys.groups({ name }),
    queryFn: ({ signal }) =>
      api.get('GET /projects/organization-project-groups/', {
        params: { name, ordering: 'name', limit: 100 },
        signal,
      }),
  });

export const createProjectGroup = (name: string, projects: string[]) =>
  api.post('POST /projects/groups/', { name, projects });
export const addToProjectGroup = (groupId: string, projects: string[]) =>
  api.post('POST /projects/groups/group-project/', { group_id: groupId, projects });

/** Puts projects into a group: the one with `group`, or a new one named `name`. */
export const useGroupProjects = () =>
  useWorkspaceWrite(
    ({ group, name, projects }: { group?: string | null; name: string; projects: string[] }) =>
      group ? addToProjectGroup(group, projects) : createProjectGroup(name, projects),
  );
