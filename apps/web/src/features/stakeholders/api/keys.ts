/** Query keys of the stakeholders feature; every answer depends on the current organisation (X-Organization-Id). */
export const stakeholderKeys = {
  all: ['stakeholders'] as const,
  list: (params: object) => ['stakeholders', 'list', params] as const,
  assigned: (id: string) => ['stakeholders', 'assigned', id] as const,
  item: (type: string, id: string) => ['stakeholders', 'item', type, id] as const,
  pending: (type: string, id: string) => ['stakeholders', 'pending', type, id] as const,
  myInvites: ['stakeholders', 'my-invites'] as const,
  myStaffInvitations: ['stakeholders', 'my-staff-invitations'] as const,
  staffInvitations: ['stakeholders', 'staff-invitations'] as const,
  roles: ['stakeholders', 'roles'] as const,
  departments: ['stakeholders', 'departments'] as const,
  subUsers: (query: string) => ['stakeholders', 'sub-users', query] as const,
  search: (kind: string, query: string) => ['stakeholders', 'search', kind, query] as const,
};
