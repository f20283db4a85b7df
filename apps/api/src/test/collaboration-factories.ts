import { normalizeRolePermissions } from '@oversight/shared/access/permissions';
import type { ContentType } from '@oversight/shared/collaboration/content';
import { memberships, roles, stakeholderGrants } from '../db/schema/index.js';
import type { TestApp } from './build-app.js';
import { createTestUser, type TestUser } from './factories.js';

export type TestStaff = TestUser & { roleId: string; headers: Record<string, string> };

/** A role of the organisation, written directly (the roles API has its own tests). */
export async function createTestRole(
  t: TestApp,
  owner: TestUser,
  permissions: number[],
  name = `Role ${Math.random().toString(36).slice(2, 8)}`,
) {
  const [role] = await t.app.db
    .insert(roles)
    .values({
      tenantId: owner.user.tenantId,
      organizationId: owner.organization.id,
      name,
      roleType: 'organization',
      permissions: normalizeRolePermissions(permissions),
    })
    .returning();
  return role!;
}

/**
 * A citizen who is staff of the owner's organisation with a role holding `permissions` (plus the view permissions);
 * `headers` act in that organisation.
 */
export async function createTestStaff(
  t: TestApp,
  owner: TestUser,
  permissions: number[],
  options: { roleId?: string } = {},
): Promise<TestStaff> {
  const person = await createTestUser(t, { tenantId: owner.user.tenantId });
  const roleId = options.roleId ?? (await createTestRole(t, owner, permissions)).id;
  await t.app.db.insert(memberships).values({
    tenantId: owner.user.tenantId,
    userId: person.user.id,
    organizationId: owner.organization.id,
    roleId,
    isStaff: true,
  });
  return { ...person, roleId, headers: { ...person.headers, 'x-organization-id': owner.organization.id } };
}

type Grantee = { userId: string } | { organizationId: string } | { departmentId: string };

/** A stakeholder grant written directly (the stakeholders API has its own tests). */
export async function createTestGrant(
  t: TestApp,
  grant: {
    organizationId: string;
    contentType: ContentType;
    contentId: string;
    roleId: string;
    grantee: Grantee;
    stakeholderType?: number;
  },
) {
  const [row] = await t.app.db
    .insert(stakeholderGrants)
    .values({
      tenantId: t.tenantId,
      organizationId: grant.organizationId,
      contentType: grant.contentType,
      contentId: grant.contentId,
      roleId: grant.roleId,
      stakeholderType: grant.stakeholderType ?? 1,
      granteeUserId: 'userId' in grant.grantee ? grant.grantee.userId : null,
      granteeOrganizationId: 'organizationId' in grant.grantee ? grant.grantee.organizationId : null,
      granteeDepartmentId: 'departmentId' in grant.grantee ? grant.grantee.departmentId : null,
    })
    .returning();
  return row!;
}
