import type { Department, MemberBrief } from '@oversight/shared/collaboration/departments.schemas';
import type { OrganizationContext } from '../../platform/access-control.js';
import { departmentAbilities } from './departments.policy.js';
import type { DepartmentWithCount, MemberRow } from './departments.repository.js';

export function presentMember(member: MemberRow): MemberBrief {
  return {
    public_id: member.id,
    username: member.username,
    display_name: member.displayName,
    email: member.email,
    avatar: member.avatarUrl ?? null,
    account_type: member.accountType,
  };
}

export function presentDepartment(
  department: DepartmentWithCount,
  members: MemberRow[],
  viewer: OrganizationContext,
): Department {
  return {
    public_id: department.id,
    name: department.name,
    members_count: department.membersCount,
    members: members.map(presentMember),
    created: department.createdAt.toISOString(),
    modified: department.modifiedAt.toISOString(),
    abilities: departmentAbilities(viewer),
  };
}
