import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.js';
import { plans } from './plans.js';
import { surveys, xid8 } from './surveys.js';
import { createdAtColumn, modifiedAtColumn, tenantColumn } from './columns.js';

/** An organisation's dashboard (spec "Dashboards"); stakeholders reach it through grants (content type 'dashboard'). */
export const dashboards = pgTable(
  'dashboards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    modifiedBy: uuid('modified_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    modifiedAt: modifiedAtColumn(),
  },
  (t) => [
    uniqueIndex('dashboards_org_name_uq').on(t.organizationId, sql`lower(${t.name})`),
    index('dashboards_org_modified_idx').on(t.organizationId, t.modifiedAt),
    index('dashboards_org_created_idx').on(t.organizationId, t.createdAt),
    index('dashboards_tenant_idx').on(t.tenantId),
  ],
);

/**
 * A chart on a dashboard: the owning organisation's projects grouped by one field (status, state, sector, start
 * year) and measured by an aggregation (count, or sum/average of a money field).
 */
export const dashboardVisualizations = pgTable(
  'dashboard_visualizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    dashboardId: uuid('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    visualizationType: text('visualization_type').notNull(),
    groupBy: text('group_by').notNull(),
    aggregationFunction: text('aggregation_function').notNull(),
    valueField: text('value_field'),
    /** Null: the owner's projects grouped by group_by (the first charts); else its column mappings say what to draw. */
    dataSourceId: uuid('data_source_id').references((): AnyPgColumn => dashboardDataSources.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    modifiedAt: modifiedAtColumn(),
  },
  (t) => [
    index('dashboard_visualizations_dashboard_idx').on(t.dashboardId, t.position, t.createdAt),
    index('dashboard_visualizations_data_source_idx').on(t.dataSourceId),
  ],
);

/**
 * Where a dashboard's charts draw from: the organisation's projects, a form's responses, a plan's indicators, or an
 * uploaded dataset (its typed columns here, its rows in dashboard_dataset_rows). Access is checked per viewer.
 */
export const dashboardDataSources = pgTable(
  'dashboard_data_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    dashboardId: uuid('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    surveyId: uuid('survey_id').references(() => surveys.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'cascade' }),
    /** Datasets: [{key, label, type}]; keys are ours (c1, c2, ...), never the file's headers. */
    columns: jsonb('columns').notNull().default([]),
    rowsCount: integer('rows_count').notNull().default(0),
    fileName: text('file_name'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    modifiedAt: modifiedAtColumn(),
  },
  (t) => [
    index('dashboard_data_sources_dashboard_idx').on(t.dashboardId, t.createdAt),
    index('dashboard_data_sources_survey_idx').on(t.surveyId),
    index('dashboard_data_sources_plan_idx').on(t.planId),
    check('dashboard_data_sources_kind_known', sql`${t.kind} IN ('projects', 'form', 'plan', 'dataset')`),
  ],
);

/** An uploaded dataset's rows: cells keyed by the column keys, normalised text (numbers plain, dates ISO, states by key). */
export const dashboardDatasetRows = pgTable(
  'dashboard_dataset_rows',
  {
    dataSourceId: uuid('data_source_id')
      .notNull()
      .references(() => dashboardDataSources.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    cells: jsonb('cells').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dataSourceId, t.rowNumber] })],
);

/** Which field of the chart's data source plays which part: x, series, region, a measure (with its aggregation), a filter. */
export const dashboardColumnMappings = pgTable(
  'dashboard_column_mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    visualizationId: uuid('visualization_id')
      .notNull()
      .references(() => dashboardVisualizations.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    role: text('role').notNull(),
    aggregation: text('aggregation'),
    filterValue: text('filter_value'),
    label: text('label').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('dashboard_column_mappings_visualization_idx').on(t.visualizationId, t.position),
    check(
      'dashboard_column_mappings_role_known',
      sql`${t.role} IN ('x', 'series', 'region', 'measure', 'filter')`,
    ),
  ],
);

/** A dashboard's public link: anyone with the token reads it (no sign-in); deleting the row revokes it. */
export const dashboardPublicLinks = pgTable(
  'dashboard_public_links',
  {
    dashboardId: uuid('dashboard_id')
      .primaryKey()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    tenantId: tenantColumn(),
    token: text('token').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('dashboard_public_links_token_uq').on(t.token)],
);

/**
 * The data stamps of the dashboards' kept chart answers (modules/dashboards/chart-cache.ts). Triggers (migration
 * 0041) add a row for a key (`projects:<tenant>`, `access:<tenant>`, `plans:<tenant>`, `form:<survey>`,
 * `dataset:<data source>`) in every transaction that writes what charts read; rows are only added, so concurrent
 * writers never wait for each other. A key's stamp is the sum of its weights: it grows with every committed write.
 * Readers fold a key's rows into one (the same sum) once there are many.
 */
export const dashboardDataChanges = pgTable(
  'dashboard_data_changes',
  {
    key: text('key').notNull(),
    weight: bigint('weight', { mode: 'number' }).notNull().default(1),
  },
  (t) => [index('dashboard_data_changes_key_idx').on(t.key, t.weight)],
);

/**
 * A form's answers summed per day (modules/dashboards/form-rollups.ts): the charts of one question, or of none, by
 * the submission day or month, counted or measured by a number, read these few rows instead of every response. Built
 * in one snapshot (`snapshot`) with the form's stamps it saw; a chart reads them, with the responses submitted since
 * that snapshot, only while the form's edits stamp is still `edits`, else the answers themselves, so it never shows a
 * number the answers do not give. While nothing is edited, a build only adds the new responses' rows.
 */
export const surveyRollups = pgTable('survey_rollups', {
  surveyId: uuid('survey_id')
    .primaryKey()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  /** The form's data stamp (sum of its dashboard_data_changes weights) in the build's snapshot. */
  stamp: bigint('stamp', { mode: 'number' }).notNull(),
  /** The form's edits stamp (`form-edits:<survey>`: updates and deletes of its responses) in that snapshot. */
  edits: bigint('edits', { mode: 'number' }).notNull().default(0),
  /** The snapshot the rows were read in (pg_snapshot as text): responses it did not see are added by readers. */
  snapshot: text('snapshot'),
  /**
   * A change taken away a number that was its day's least or greatest since the last whole build: those are not known
   * again until the next (charts of them read the answers meanwhile).
   */
  extremesStale: boolean('extremes_stale').notNull().default(false),
  /** Questions with a row per answered value (choices, yes/no, places; numbers only have the day's sums). */
  valueQuestions: text('value_questions').array().notNull(),
  /** Lists (a multiple choice): a row per value, and the day's responses that chose any counted apart. */
  listQuestions: text('list_questions').array().notNull(),
  /** Pairs of value or list questions that charts count together (`first` and `second` joined by a newline). */
  pairs: text('pairs')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
  buildMs: integer('build_ms').notNull(),
});

/** Submitted responses per submission day. */
export const surveyRollupDays = pgTable(
  'survey_rollup_days',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    responses: integer('responses').notNull(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.day] })],
);

/**
 * Per question and day: the whole day (value NULL: the responses that answered, the numbers' sum, count, least and
 * greatest) and, for the value questions, each value's answers.
 */
export const surveyRollupAnswers = pgTable(
  'survey_rollup_answers',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    day: date('day').notNull(),
    value: text('value'),
    answers: integer('answers').notNull(),
    responses: integer('responses'),
    numberSum: numeric('number_sum'),
    numberCount: integer('number_count'),
    numberMin: numeric('number_min'),
    numberMax: numeric('number_max'),
  },
  // One row per question, day and value (the whole day's too): a build adds to it.
  (t) => [unique('survey_rollup_answers_key').on(t.surveyId, t.question, t.day, t.value).nullsNotDistinct()],
);

/**
 * Per pair of questions a chart counts together (`survey_rollups.pairs`), per day: the responses' answers to both,
 * a NULL value for a question a response did not answer (a list gives every pair of its values with the other's).
 */
export const surveyRollupPairs = pgTable(
  'survey_rollup_pairs',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    first: text('first').notNull(),
    second: text('second').notNull(),
    day: date('day').notNull(),
    firstValue: text('first_value'),
    secondValue: text('second_value'),
    answers: integer('answers').notNull(),
  },
  (t) => [
    unique('survey_rollup_pairs_key')
      .on(t.surveyId, t.first, t.second, t.day, t.firstValue, t.secondValue)
      .nullsNotDistinct(),
  ],
);

/**
 * A response of a form with a rollup as it was before an edit, a delete or a draft's submission changed it (one row
 * per response per transaction, written by the API beside the change: form-rollups.ts logResponseChange). A
 * rollup read while such a change is newer than its snapshot takes the response out as it was (these rows) and adds
 * it as it is; a build does the same to its rows, then drops those its snapshot saw.
 */
export const surveyRollupEdits = pgTable(
  'survey_rollup_edits',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    responseId: uuid('response_id').notNull(),
    /** The changing transaction, and the one that stored the response (its `arrival`). */
    edit: xid8('edit')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    responseArrival: xid8('response_arrival'),
    /** Its submission day then; NULL for a draft (not counted). */
    day: date('day'),
    /** Its indexed answers then (survey_answer_values' rows, side by side). */
    questions: text('questions').array().notNull(),
    answerValues: text('answer_values').array().notNull(),
    numbers: numeric('numbers').array().notNull(),
  },
  (t) => [index('survey_rollup_edits_idx').on(t.surveyId, t.edit)],
);
