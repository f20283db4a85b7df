import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.js';
import { tenants } from './tenants.js';

/**
 * A form (spec "Survey/form"): owned by one organisation, shared with stakeholders by grants (content type 'form').
 * Its sections, questions and responses belong to a later issue; these columns are its core and its life cycle
 * (spec section 4: a new form is unpublished and accepting responses).
 */
export const surveys = pgTable(
  'surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    publicId: uuid('public_id').notNull().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(false),
    publishDate: timestamp('publish_date', { withTimezone: true }),
    expireDate: timestamp('expire_date', { withTimezone: true }),
    acceptingResponses: boolean('accepting_responses').notNull().default(true),
    archived: boolean('archived').notNull().default(false),
    surveyType: text('survey_type').notNull().default('survey'),
    isTemplate: boolean('is_template').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('surveys_public_id_uq').on(t.publicId),
    // The organisation's list, newest first.
    index('surveys_org_created_idx').on(t.organizationId, t.createdAt),
    index('surveys_tenant_idx').on(t.tenantId),
  ],
);

/** A named set of an organisation's forms (spec "collections (survey groups)"); a form may sit in several. */
export const surveyGroups = pgTable(
  'survey_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_groups_org_name_uq').on(t.organizationId, sql`lower(${t.name})`),
    index('survey_groups_org_created_idx').on(t.organizationId, t.createdAt),
  ],
);

export const surveyGroupMembers = pgTable(
  'survey_group_members',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    groupId: uuid('group_id')
      .notNull()
      .references(() => surveyGroups.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.surveyId] }), index('survey_group_members_survey_idx').on(t.surveyId)],
);
