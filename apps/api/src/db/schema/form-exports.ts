import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.js';
import { surveys } from './surveys.js';
import { createdAtColumn, tenantColumn } from './columns.js';

/**
 * A form's responses exported to a file by a job: the row is also the task the web polls. The file is kept
 * a week (expires_at), then a job deletes it and the row.
 */
export const surveyExports = pgTable(
  'survey_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    format: text('format').notNull(),
    // How columns are written (choices as one column or one per choice, labels or values, language).
    options: jsonb('options').notNull(),
    // The responses table's filters, as its query string gives them.
    filters: jsonb('filters').notNull(),
    status: text('status').notNull().default('PENDING'),
    progress: integer('progress').notNull().default(0),
    totalResponses: integer('total_responses'),
    storageKey: text('storage_key'),
    filename: text('filename'),
    contentType: text('content_type'),
    bytes: bigint('bytes', { mode: 'number' }),
    error: text('error'),
    createdAt: createdAtColumn(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('survey_exports_survey_created_idx').on(t.surveyId, t.createdAt),
    index('survey_exports_expires_idx').on(t.expiresAt),
  ],
);

/** One import of a KoboToolbox form's submissions into one of our forms (a job; the row is the task). */
export const koboImports = pgTable(
  'kobo_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('PENDING'),
    progress: integer('progress').notNull().default(0),
    total: integer('total'),
    imported: integer('imported').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    // Submissions Kobo holds that our form refused, with why (at most a few, for the user to read).
    problems: jsonb('problems').notNull().default([]),
    error: text('error'),
    createdAt: createdAtColumn(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('kobo_imports_survey_created_idx').on(t.surveyId, t.createdAt)],
);
