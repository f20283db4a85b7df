import type { Department, MemberBrief } from '@oversight/shared/collaboration/departments.schemas';
import type { OrganizationCard } from '@oversight/shared/projects/projects.schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { stakeholderKeys } from './keys';

/** GET /users/roles/ (organisation and stakeholder roles of the current organisation). */
export const rolesQuery = () =>
  queryOptions({
    queryKey: stakeholderKeys.roles,
    queryFn: ({ signal }) => api.get('GET /users/roles/', { signal, params: { limit: 100 } }),
  });

export type RoleInput = { name: string; role_type: 'organization' | 'stakeholder'; permissions: number[] };
export const createRole = (role: RoleInput) => api.post('POST /users/roles/', role);
export const updateRole = (id: string, role: Partial<RoleInput>) =>
  api.patch('PATCH /users/roles/{id}/', role, { path: { id } });
export const deleteRole = (id: string) => api.delete('DELETE /users/roles/{id}/', { path: { id } });

export const departmentsQuery = () =>
  queryOptions({
    queryKey: stakeholderKeys.departments,
    queryFn: ({ signal }) => api.get('GET /users/departments/', { signal, params: { limit: 100 } }),
  });
export const createDepartment = (name: string) => api.post('POST /users/departments/', { name });
export const deleteDepartment = (id: string) =>
  api.delete('DELETE /users/departments/{id}/', { path: { id } });
/** PATCH member_ids: the list replaces the department's members. */
export const setDepartmentMembers = (id: string, memberIds: string[]) =>
  api.patch('PATCH /users/departments/{id}/', { member_ids: memberIds }, { path: { id } });

/** GET /users/departments/member-options/: the organisation's people who can be placed in a department. */
export const departmentMemberOptionsQuery = (query: string) =>
  queryOptions({
    queryKey: [...stakeholderKeys.departments, 'member-options', query] as const,
    queryFn: ({ signal }) =>
      api.get('GET /users/departments/member-options/', {
        signal,
        params: { query, limit: 10 },
      }),
  });

export const subUsersQuery = (query: string) =>
  queryOptions({
    queryKey: stakeholderKeys.subUsers(query),
    queryFn: ({ signal }) =>
      api.get('GET /users/staff/sub-users/', { signal, params: { query, limit: 100 } }),
  });
/** Sends an invitation: nobody joins until they accept it (`invitations` holds it; `results` stays empty). */
export const addSubUser = (entry: { email: string; role_id: string; department_ids: string[] }) =>
  api.post('POST /users/staff/add-sub-users/', { users: [entry] });
export const removeSubUser = (userId: string) =>
  api.post('POST /users/staff/remove-sub-users/', { user_ids: [userId] });
export const updateSubUser = (userId: string, roleId: string) =>
  api.post('POST /users/staff/update-sub-user/', { user_id: userId, role_id: roleId });

/** People (citizens, civil society) and organisations (MDAs, contractors) to share with. */
export const peopleSearchQuery = (query: string) =>
  queryOptions({
    queryKey: stakeholderKeys.search('people', query),
    queryFn: ({ signal }) => api.get('GET /users/search/', { signal, params: { query, limit: 5 } }),
    enabled: query.trim().length >= 2,
  });
export const organizationSearchQuery = (query: string) =>
  queryOptions({
    queryKey: stakeholderKeys.search('organisations', query),
    queryFn: ({ signal }) => api.get('GET /users/qs/', { signal, params: { query } }),
    enabled: query.trim().length >= 2,
    select: (answer): OrganizationCard[] => [...answer.mdas, ...answer.contractors].slice(0, 6),
  });

/** GET /users/subordinate/: the ministries and agencies under the organisation (for limiting a sub-user). */
export const subordinatesQuery = () =>
  queryOptions({
    queryKey: ['stakeholders', 'subordinates'] as const,
    queryFn: ({ signal }) =>
      api.get('GET /users/subordinate/', { signal, params: { limit: 100 }, silent: true }),
  });
export const assignMdas = (userId: string, mdaIds: string[]) =>
  api.post('POST /users/staff/{id}/assign-mdas/', { mda_ids: mdaIds }, { path: { id: userId } });

/** Creates a role, or edits the one with `id`; the roles are read again. */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: RoleInput }) =>
      id ? updateRole(id, body) : createRole(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: stakeholderKeys.roles }),
  });
}

/** Deletes a role (given whole, so the list can show which one is going); the roles are read again. */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: { public_id: string }) => deleteRole(role.public_id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: stakeholderKeys.roles }),
  });
}

/** A department write: the departments are read again in the background. */
export const useCreateDepartment = () =>
  useWrite(createDepartment, [stakeholderKeys.departments], { wait: false });
export const useDeleteDepartment = () =>
  useWrite(deleteDepartment, [stakeholderKeys.departments], { wait: false });
/** The member ids after adding or removing one person (the API replaces the whole list). */
export function nextMemberIds(
  members: Pick<MemberBrief, 'public_id'>[],
  change: { add: string } | { remove: string },
): string[] {
  const ids = members.map((member) => member.public_id);
  if ('add' in change) return ids.includes(change.add) ? ids : [...ids, change.add];
  return ids.filter((id) => id !== change.remove);
}

/**
 * Adds or removes one member of a department (the whole list is sent); the sub-users tab shows each person's
 * departments, so it is read again too.
 */
export const useChangeDepartmentMembers = (department: Pick<Department, 'public_id' | 'members'>) =>
  useWrite(
    (change: { add: MemberBrief } | { remove: MemberBrief }) =>
      setDepartmentMembers(
        department.public_id,
        nextMemberIds(
          department.members,
          'add' in change ? { add: change.add.public_id } : { remove: change.remove.public_id },
        ),
      ),
    [stakeholderKeys.departments, ['stakeholders', 'sub-users']],
    { wait: false },
  );

/** A staff write: everything of the stakeholders feature is read again in the background. */
const useStaffWrite = <TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) =>
  useWrite(mutationFn, [stakeholderKeys.all], { wait: false });
export const useAddSubUser = () => useStaffWrite(addSubUser);
export const useRemoveSubUser = () => useStaffWrite(removeSubUser);
export const useUpdateSubUser = () =>
  useStaffWrite(({ userId, role }: { userId: string; role: string }) => updateSubUser(userId, role));
export const useAssignMdas = () =>
  useStaffWrite(({ userId, mdaIds }: { userId: string; mdaIds: string[] }) => assignMdas(userId, mdaIds));
