import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { surveys } from './surveys.js';
import { createdAtColumn, tenantColumn } from './columns.js';

/**
 * A form's kept summary: every question's numbers as one JSON, computed by a job. `stale` is set when
 * responses arrive or change, and a debounced job computes it again.
 */
export const surveySummaries = pgTable('survey_summaries', {
  surveyId: uuid('survey_id')
    .primaryKey()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  tenantId: tenantColumn(),
  summary: jsonb('summary').notNull(),
  stale: boolean('stale').notNull().default(false),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  computingMs: integer('computing_ms').notNull().default(0),
});

/** One asked-for computation of a summary, polled by its id (GET /surveys/form-summary-status/). */
export const surveySummaryTasks = pgTable(
  'survey_summary_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('PENDING'),
    progress: smallint('progress').notNull().default(0),
    error: text('error'),
    createdAt: createdAtColumn(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('survey_summary_tasks_survey_idx').on(t.surveyId, t.createdAt)],
);

/** A saved chart of one question of a form (bar, pie, line over time, map, table). */
export const surveyCharts = pgTable(
  'survey_charts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    chartType: text('chart_type').notNull(),
    question: text('question').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [index('survey_charts_survey_idx').on(t.surveyId, t.position)],
);

/**
 * A form's results stamp: `generation` grows when submitted answers are edited or deleted after a kept
 * answer was read (`kept`), so kept cross-tabs of the older generation are not read again. New submissions change
 * the form's responses_count, which is in the stamp too.
 */
export const surveyResultStamps = pgTable('survey_result_stamps', {
  surveyId: uuid('survey_id')
    .primaryKey()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  tenantId: tenantColumn(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
  kept: boolean('kept').notNull().default(false),
});

/** A kept cross-tab answer of a form, per request (questions and filters, hashed) and the stamp it was counted at. */
export const surveyCrossTabs = pgTable(
  'survey_cross_tabs',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    tenantId: tenantColumn(),
    stamp: text('stamp').notNull(),
    answer: jsonb('answer').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.key] })],
);
