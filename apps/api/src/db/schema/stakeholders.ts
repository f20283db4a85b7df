import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, roles, users } from './accounts.js';
import { departments } from './collaboration.js';
import { createdAtColumn, modifiedAtColumn, tenantColumn } from './columns.js';

/**
 * A stakeholder grant: a role on one content item, given by the organisation that owns the item to exactly
 * one grantee (a user, an organisation, a department, or a pseudo-user standing for an access group).
 * Content is named by type + id without a foreign key, so items of modules built later (forms, plans, dashboards)
 * are granted the same way. platform/item-access.ts reads these on every request.
 */
export const stakeholderGrants = pgTable(
  'stakeholder_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    /** The organisation that gave the grant (owner of the item); the role is one of its roles. */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    granteeUserId: uuid('grantee_user_id').references(() => users.id, { onDelete: 'cascade' }),
    granteeOrganizationId: uuid('grantee_organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    granteeDepartmentId: uuid('grantee_department_id').references(() => departments.id, {
      onDelete: 'cascade',
    }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    /** 0 internal, 1 external (docs/spec/product-spec.md section 3). */
    stakeholderType: smallint('stakeholder_type').notNull().default(1),
    invitationId: uuid('invitation_id'),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    modifiedAt: modifiedAtColumn(),
  },
  (t) => [
    check(
      'stakeholder_grants_one_grantee',
      sql`num_nonnulls(${t.granteeUserId}, ${t.granteeOrganizationId}, ${t.granteeDepartmentId}) = 1`,
    ),
    // Grantee ids are UUIDs of different tables, so one coalesce names the grantee uniquely.
    uniqueIndex('stakeholder_grants_item_grantee_uq').on(
      t.contentType,
      t.contentId,
      sql`coalesce(${t.granteeUserId}, ${t.granteeOrganizationId}, ${t.granteeDepartmentId})`,
    ),
    index('stakeholder_grants_content_idx').on(t.tenantId, t.contentId),
    index('stakeholder_grants_org_idx').on(t.organizationId, t.contentType),
    index('stakeholder_grants_user_idx').on(t.granteeUserId),
    index('stakeholder_grants_grantee_org_idx').on(t.granteeOrganizationId),
    index('stakeholder_grants_department_idx').on(t.granteeDepartmentId),
    index('stakeholder_grants_role_idx').on(t.roleId),
  ],
);

/**
 * An invitation onto an item, waiting for the invitee's answer. The invitee is a user, an organisation (its owner or
 * a manager answers) or an e-mail address with no account yet (the account made with it later answers).
 */
export const stakeholderInvitations = pgTable(
  'stakeholder_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    inviteeUserId: uuid('invitee_user_id').references(() => users.id, { onDelete: 'cascade' }),
    inviteeOrganizationId: uuid('invitee_organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    /** Lower-cased; set only while no account had this address. */
    inviteeEmail: text('invitee_email'),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    stakeholderType: smallint('stakeholder_type').notNull().default(1),
    /** pending, accepted, declined */
    status: text('status').notNull().default('pending'),
    message: text('message').notNull().default(''),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    respondedBy: uuid('responded_by').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** After this a pending invitation can no longer be accepted; a resend moves it on (STAKEHOLDER_INVITATION_DAYS). */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '14 days'`),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check(
      'stakeholder_invitations_one_invitee',
      sql`num_nonnulls(${t.inviteeUserId}, ${t.inviteeOrganizationId}, ${t.inviteeEmail}) = 1`,
    ),
    uniqueIndex('stakeholder_invitations_pending_uq')
      .on(
        t.contentType,
        t.contentId,
        sql`coalesce(${t.inviteeUserId}::text, ${t.inviteeOrganizationId}::text, ${t.inviteeEmail})`,
      )
      .where(sql`${t.status} = 'pending'`),
    index('stakeholder_invitations_org_idx').on(t.organizationId, t.status, t.createdAt),
    index('stakeholder_invitations_user_idx').on(t.inviteeUserId, t.status),
    index('stakeholder_invitations_invitee_org_idx').on(t.inviteeOrganizationId, t.status),
    index('stakeholder_invitations_email_idx')
      .on(t.tenantId, t.inviteeEmail)
      .where(sql`${t.inviteeEmail} IS NOT NULL`),
    index('stakeholder_invitations_role_idx').on(t.roleId),
  ],
);

/** What happened to a stakeholder (invited, accepted, declined, role changed, removed): read by POST activities/. */
export const stakeholderEvents = pgTable(
  'stakeholder_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The user, organisation or department the event is about (no FK: it outlives a removed grant). */
    stakeholderId: uuid('stakeholder_id').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    contentType: text('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [index('stakeholder_events_subject_idx').on(t.organizationId, t.stakeholderId, t.createdAt)],
);
