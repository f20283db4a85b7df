import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.js';
import { createdAtColumn, modifiedAtColumn, tenantColumn } from './columns.js';

/**
 * A department of an organisation. It has its own public id so that a stakeholder grant can later name a
 * department as its grantee, the same way it names a user or an organisation.
 */
export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
    modifiedAt: modifiedAtColumn(),
  },
  (t) => [
    uniqueIndex('departments_org_name_uq').on(t.organizationId, sql`lower(${t.name})`),
    index('departments_tenant_idx').on(t.tenantId),
  ],
);

/**
 * Members of the organisation placed in a department. Reads join memberships, so a row left behind by a membership
 * that ended elsewhere (account deletion) is never shown; removing staff deletes theirs.
 */
export const departmentMembers = pgTable(
  'department_members',
  {
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: tenantColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.departmentId, t.userId] }),
    index('department_members_org_user_idx').on(t.organizationId, t.userId),
  ],
);

/** A contractor an organisation invited (POST /users/contractor/): the organisation's contractor list shows it. */
export const contractorInvitations = pgTable(
  'contractor_invitations',
  {
    tenantId: tenantColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.contractorId] }),
    index('contractor_invitations_contractor_idx').on(t.contractorId),
  ],
);
