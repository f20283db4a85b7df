import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.js';
import { createdAtColumn, modifiedAtColumn, tenantColumn } from './columns.js';

/**
 * A form (spec "Survey/form"): owned by one organisation, shared with stakeholders by grants (content type 'form').
 * Its structure lives in survey_versions (one JSON snapshot per version); its life cycle follows docs/spec/product-spec.md section 4 (a new
 * form is unpublished and accepting responses).
 */
export const surveys = pgTable(
  'surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
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
    // The structure's current version (survey_versions); raised when questions change after answers were given.
    version: integer('version').notNull().default(1),
    questionsCount: integer('questions_count').notNull().default(0),
    // Submitted responses, with the rows of survey_response_counts (the form's count is this plus their sum; see
    // there): lists never count 100,000 rows per form.
    responsesCount: integer('responses_count').notNull().default(0),
    // Made from a KoboToolbox form (asset uid on the organisation's server): refresh and response imports follow it.
    koboAssetUid: text('kobo_asset_uid'),
    koboSyncedAt: timestamp('kobo_synced_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    modifiedAt: modifiedAtColumn(),
  },
  (t) => [
    uniqueIndex('surveys_public_id_uq').on(t.publicId),
    // The organisation's list, newest first.
    index('surveys_org_created_idx').on(t.organizationId, t.createdAt),
    index('surveys_tenant_idx').on(t.tenantId),
    index('surveys_org_kobo_idx')
      .on(t.organizationId, t.koboAssetUid)
      .where(sql`${t.koboAssetUid} IS NOT NULL`),
  ],
);

/** A named set of an organisation's forms (spec "collections (survey groups)"); a form may sit in several. */
export const surveyGroups = pgTable(
  'survey_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    modifiedAt: modifiedAtColumn(),
  },
  (t) => [
    uniqueIndex('survey_groups_org_name_uq').on(t.organizationId, sql`lower(${t.name})`),
    index('survey_groups_org_created_idx').on(t.organizationId, t.createdAt),
  ],
);

export const surveyGroupMembers = pgTable(
  'survey_group_members',
  {
    tenantId: tenantColumn(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => surveyGroups.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.surveyId] }),
    index('survey_group_members_survey_idx').on(t.surveyId),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A full transaction id (pg_current_xact_id()), compared with snapshots (pg_visible_in_snapshot). */
export const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * The form's structure at each version: the sections with their questions and choices, exactly as answered by the
 * API. The current version's snapshot is the form; an older one explains the answers given to it.
 */
export const surveyVersions = pgTable(
  'survey_versions',
  {
    tenantId: tenantColumn(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    sections: jsonb('sections').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.version] })],
);

/** The current version's questions as rows: questions/, question-options/ and mda-form-questions read these. */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantColumn(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id').notNull(),
    name: text('name').notNull(),
    questionType: text('question_type').notNull(),
    text: text('text').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('survey_questions_survey_name_uq').on(t.surveyId, t.name),
    index('survey_questions_survey_position_idx').on(t.surveyId, t.position),
  ],
);

export const surveyQuestionOptions = pgTable(
  'survey_question_options',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantColumn(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    value: text('value').notNull(),
  },
  (t) => [index('survey_question_options_question_idx').on(t.questionId, t.position)],
);

/**
 * One response (or draft) to a form. Answers are one JSON object keyed by question name (GIN-indexed for filters),
 * its words in `search`; the list of a form's submitted responses is index-ordered by submission time.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    respondentId: uuid('respondent_id').references(() => users.id, { onDelete: 'set null' }),
    isDraft: boolean('is_draft').notNull().default(false),
    answers: jsonb('answers').notNull(),
    search: tsvector('search'),
    // Made once on the device: a retried offline send finds the response instead of storing it twice.
    clientId: uuid('client_id'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    edited: boolean('edited').notNull().default(false),
    createdAt: createdAtColumn(),
    modifiedAt: modifiedAtColumn(),
    // The transaction that stored the row (null for rows stored before this column): a kept cross-tab counted at a
    // snapshot finds the responses submitted since (those whose transaction it did not see) by this index, from the
    // snapshot's oldest running transaction on, instead of counting every response again.
    arrival: xid8('arrival').default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index('survey_responses_submitted_idx')
      .on(t.surveyId, t.submittedAt, t.id)
      .where(sql`NOT ${t.isDraft}`),
    // survey_responses_id_order_idx (survey, id, submitted time; migration 0052) is declared in SQL: Drizzle cannot
    // declare INCLUDE columns.
    index('survey_responses_arrival_idx')
      .on(t.surveyId, t.arrival)
      .where(sql`NOT ${t.isDraft} AND ${t.arrival} IS NOT NULL`),
    index('survey_responses_respondent_idx').on(t.respondentId, t.surveyId, t.modifiedAt),
    uniqueIndex('survey_responses_client_uq').on(t.surveyId, t.clientId),
    index('survey_responses_answers_idx').using('gin', sql`${t.answers} jsonb_path_ops`),
    index('survey_responses_search_idx').using('gin', t.search),
  ],
);

/** Who changed a submitted response's answers, when, and from what to what (like the project change log). */
export const surveyResponseChanges = pgTable(
  'survey_response_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantColumn(),
    responseId: uuid('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changes: jsonb('changes').notNull(),
  },
  (t) => [index('survey_response_changes_response_idx').on(t.responseId, t.changedAt)],
);

/** Files given as answers: uploaded first (response_id null), attached by the response that names them. */
export const surveyFiles = pgTable(
  'survey_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    responseId: uuid('response_id').references(() => surveyResponses.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    /** The address an answer file came from: files no answer uses yet are limited per address. */
    uploaderIp: text('uploader_ip'),
    question: text('question'),
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('survey_files_response_idx').on(t.responseId),
    index('survey_files_survey_created_idx').on(t.surveyId, t.createdAt),
    // Files no answer uses yet: counted for the upload quotas, removed by the cleanup job.
    index('survey_files_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.responseId} IS NULL`),
  ],
);

/** People asked to answer a form (POST /surveys/{id}/add-respondents/), beside stakeholders with "respond". */
export const surveyRespondents = pgTable(
  'survey_respondents',
  {
    tenantId: tenantColumn(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.userId] }), index('survey_respondents_user_idx').on(t.userId)],
);

/**
 * The choice and number answers of submitted responses, one row per value (a multiple choice gives several): filters
 * and counts by answer read these narrow rows index-only instead of every response's JSON. survey_id is always the
 * response's own form (copied from it on insert) and goes with the response, so it has no foreign key of its own: an
 * answer's 30-odd rows are not each checked against surveys.
 */
export const surveyAnswerValues = pgTable(
  'survey_answer_values',
  {
    surveyId: uuid('survey_id').notNull(),
    responseId: uuid('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    value: text('value'),
    number: numeric('number'),
  },
  (t) => [
    // Number ranges scan a question's entries index-only too (the number rides along), so one index serves both.
    index('survey_answer_values_value_idx').on(t.surveyId, t.question, t.value, t.responseId, t.number),
    // Only the response: its ~30 rows share one deduplicated entry (32 MB at 100,000 responses). With the question,
    // survey and number too (migration 0045) it served number-range pages from the index alone but grew to 209 MB,
    // and every answer writes ~30 entries into it.
    index('survey_answer_values_response_idx').on(t.responseId),
  ],
);

/**
 * The rest of a form's count of submitted responses (surveys.responses_count plus the sum of its rows here), in a
 * few slots: two batches of answers to one form, stored at once, each move their own slot and so do not wait for
 * each other's commit on one row (they did on the form's row: 22 % of the database's time answering at 32 clients).
 */
export const surveyResponseCounts = pgTable(
  'survey_response_counts',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    tenantId: tenantColumn(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.slot] })],
);
