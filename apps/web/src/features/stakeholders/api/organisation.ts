import type { Department, MemberBrief } from '@oversight/shared/collaboration/departments.schemas';
import type { Role } from '@oversight/shared/collaboration/roles.schemas';
import type { AddSubUsersResponse, SubUser } from '@oversight/shared/collaboration/staff.schemas';
import type { OrganizationCard, PublicUser, QuickSearch } from '@oversight/shared/projects/projects.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { stakeholderKeys } from './keys';
import type { Page } from './stakeholders';

/** GET /users/roles/ (organisation and stakeholder roles of the current organisation). */
export const rolesQuery = () =>
  queryOptions({
    queryKey: stakeholderKeys.roles,
    queryFn: ({ signal }) => api.get<Page<Role>>('/users/roles/', { signal, params: { limit: 100 } }),
  });

export type RoleInput = { name: string; role_type: 'organization' | 'stakeholder'; permissions: number[] };
export const createRole = (role: RoleInput) => api.post<Role>('/users/roles/', role);
export const updateRole = (id: string, role: Partial<RoleInput>) =>
  api.patch<Role>(`/users/roles/${id}/`, role);
export const deleteRole = (id: string) => api.delete<undefined>(`/users/roles/${id}/`);

export const departmentsQuery = () =>
  queryOptions({
    queryKey: stakeholderKeys.departments,
    queryFn: ({ signal }) =>
      api.get<Page<Department>>('/users/departments/', { signal, params: { limit: 100 } }),
  });
export const createDepartment = (name: string) => api.post<Department>('/users/departments/', { name });
export const deleteDepartment = (id: string) => api.delete<undefined>(`/users/departments/${id}/`);
/** PATCH member_ids: the list replaces the department's members. */
export const setDepartmentMembers = (id: string, memberIds: string[]) =>
  api.patch<Department>(`/users/departments/${id}/`, { member_ids: memberIds });

/** GET /users/departments/member-options/: the organisation's people who can be placed in a department. */
export const departmentMemberOptionsQuery = (query: string) =>
  queryOptions({
    queryKey: [...stakeholderKeys.departments, 'member-options', query] as const,
    queryFn: ({ signal }) =>
      api.get<Page<MemberBrief>>('/users/departments/member-options/', {
        signal,
        params: { query, limit: 10 },
      }),
  });

export const subUsersQuery = (query: string) =>
  queryOptions({
    queryKey: stakeholderKeys.subUsers(query),
    queryFn: ({ signal }) =>
      api.get<Page<SubUser>>('/users/staff/sub-users/', { signal, params: { query, limit: 100 } }),
  });
/** Sends an invitation: nobody joins until they accept it (`invitations` holds it; `results` stays empty). */
export const addSubUser = (entry: { email: string; role_id: string; department_ids: string[] }) =>
  api.post<AddSubUsersResponse>('/users/staff/add-sub-users/', { users: [entry] });
export const removeSubUser = (userId: string) =>
  api.post('/users/staff/remove-sub-users/', { user_ids: [userId] });
export const updateSubUser = (userId: string, roleId: string) =>
  api.post('/users/staff/update-sub-user/', { user_id: userId, role_id: roleId });

/** People (citizens, civil society) and organisations (MDAs, contractors) to share with. */
export const peopleSearchQuery = (query: string) =>
  queryOptions({
    queryKey: stakeholderKeys.search('people', query),
    queryFn: ({ signal }) =>
      api.get<Page<PublicUser>>('/users/search/', { signal, params: { query, limit: 5 } }),
    enabled: query.trim().length >= 2,
  });
export const organisationSearchQuery = (query: string) =>
  queryOptions({
    queryKey: stakeholderKeys.search('organisations', query),
    queryFn: ({ signal }) => api.get<QuickSearch>('/users/qs/', { signal, params: { query } }),
    enabled: query.trim().length >= 2,
    select: (answer): OrganizationCard[] => [...answer.mdas, ...answer.contractors].slice(0, 6),
  });

/** GET /users/subordinate/: the ministries and agencies under the organisation (for limiting a sub-user). */
export const subordinatesQuery = () =>
  queryOptions({
    queryKey: ['stakeholders', 'subordinates'] as const,
    queryFn: ({ signal }) =>
      api.get<Page<{ public_id: string; display_name: string; account_type: string }>>(
        '/users/subordinate/',
        { signal, params: { limit: 100 }, silent: true },
      ),
  });
export const assignMdas = (userId: string, mdaIds: string[]) =>
  api.post(`/users/staff/${userId}/assign-mdas/`, { mda_ids: mdaIds });
