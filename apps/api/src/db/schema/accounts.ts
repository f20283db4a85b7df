import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AccountType } from '@oversight/shared/reference/enums';
import { createdAtColumn, modifiedAtColumn, tenantColumn } from './columns.js';

export type UserInterests = { locations: string[]; ministries: string[]; sdgs: string[]; sectors: string[] };

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    displayName: text('display_name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    bio: text('bio').notNull().default(''),
    avatarUrl: text('avatar_url'),
    accountType: text('account_type').$type<AccountType>().notNull(),
    stateOfResidence: text('state_of_residence'),
    gender: text('gender'),
    dateOfBirth: text('date_of_birth'),
    companyName: text('company_name'),
    rcNumber: text('rc_number'),
    contactNo: text('contact_no'),
    googleSub: text('google_sub'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    newlyRegistered: boolean('newly_registered').notNull().default(true),
    interests: jsonb('interests')
      .$type<UserInterests>()
      .notNull()
      .default({ locations: [], ministries: [], sdgs: [], sectors: [] }),
    privacy: jsonb('privacy')
      .$type<{ showEyemarks: boolean; showActivity: boolean }>()
      .notNull()
      .default({ showEyemarks: true, showActivity: true }),
    emailNotifications: text('email_notifications').notNull().default('instant'),
    // Pseudo-users stand for "general public" and "all organisation" grants; they never log in or show in lists.
    isPseudo: boolean('is_pseudo').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    modifiedAt: modifiedAtColumn(),
  },
  (t) => [
    uniqueIndex('users_tenant_email_uq').on(t.tenantId, sql`lower(${t.email})`),
    uniqueIndex('users_tenant_username_uq').on(t.tenantId, sql`lower(${t.username})`),
    uniqueIndex('users_tenant_google_uq').on(t.tenantId, t.googleSub),
    index('users_tenant_type_idx').on(t.tenantId, t.accountType),
  ],
);

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    email: text('email'),
    accountType: text('account_type').$type<AccountType>().notNull(),
    parentId: uuid('parent_id'),
    ownerId: uuid('owner_id').references(() => users.id),
    isPersonal: boolean('is_personal').notNull().default(false),
    description: text('description').notNull().default(''),
    avatarUrl: text('avatar_url'),
    rcNumber: text('rc_number'),
    contactNo: text('contact_no'),
    website: text('website'),
    stateCode: text('state_code'),
    maxSubUsers: integer('max_sub_users').notNull().default(5),
    isProUser: boolean('is_pro_user').notNull().default(false),
    isVisible: boolean('is_visible').notNull().default(true),
    planLevels: jsonb('plan_levels').$type<string[]>().notNull().default([]),
    // The KoboToolbox API token, AES-GCM encrypted (integrations/kobotoolbox/token-cipher.ts); never returned.
    koboToken: text('kobo_token'),
    koboTokenLast4: text('kobo_token_last4'),
    koboServerUrl: text('kobo_server_url'),
    createdAt: createdAtColumn(),
    modifiedAt: modifiedAtColumn(),
  },
  (t) => [
    uniqueIndex('organizations_tenant_username_uq').on(t.tenantId, sql`lower(${t.username})`),
    index('organizations_tenant_type_idx').on(t.tenantId, t.accountType),
    index('organizations_parent_idx').on(t.parentId),
    index('organizations_owner_idx').on(t.ownerId),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    roleType: text('role_type').notNull().default('organization'),
    permissions: integer('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    // The owner role of an organisation holds every permission and cannot be edited or deleted.
    isOwner: boolean('is_owner').notNull().default(false),
    createdAt: createdAtColumn(),
    modifiedAt: modifiedAtColumn(),
  },
  (t) => [index('roles_org_idx').on(t.organizationId, t.roleType)],
);

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    // Staff (sub-users) act for the organisation; an owner membership is the organisation's own account.
    isStaff: boolean('is_staff').notNull().default(false),
    assignedMdaIds: uuid('assigned_mda_ids').array(),
    // Staff over the plan's limit after a drop to Free keep their access to read only (never removed); upgrading lifts it.
    readOnlySince: timestamp('read_only_since', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('memberships_user_org_uq').on(t.userId, t.organizationId),
    index('memberships_org_idx').on(t.organizationId),
  ],
);

/**
 * An organisation's offer of a staff seat to an e-mail address: nobody becomes staff until the
 * account with that (verified) address accepts. Role, departments and MDAs are the organisation's choice, applied
 * on acceptance. Cancelling deletes the row; an answered row stays as history.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    // Deleting the role withdraws the offers that carry it.
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    departmentIds: uuid('department_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    assignedMdaIds: uuid('assigned_mda_ids').array(),
    /** pending, accepted, declined */
    status: text('status').notNull().default('pending'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    respondedBy: uuid('responded_by').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** After this it can no longer be accepted; a resend moves it on (STAKEHOLDER_INVITATION_DAYS, 14 by default). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('staff_invitations_pending_uq')
      .on(t.organizationId, t.email)
      .where(sql`${t.status} = 'pending'`),
    index('staff_invitations_email_idx').on(t.tenantId, t.email, t.status),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** One-time secrets: e-mail OTPs and password-reset tokens, stored hashed. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose)],
);
