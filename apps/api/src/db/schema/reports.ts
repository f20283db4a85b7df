import { date, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.js';
import { surveys } from './surveys.js';
import { createdAtColumn, modifiedAtColumn, tenantColumn } from './columns.js';

/**
 * A form's report template: ordered blocks (heading, text with placeholders, chart, cross-tab, table of
 * responses, map) as JSON checked by the shared reportBlocksSchema. It belongs to the form whose questions it names.
 */
export const reportTemplates = pgTable(
  'report_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    blocks: jsonb('blocks').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    modifiedAt: modifiedAtColumn(),
  },
  (t) => [index('report_templates_survey_idx').on(t.surveyId, t.modifiedAt)],
);

/**
 * A form's report: generated from a template (its blocks copied, so later template edits leave it as it was), written
 * in the app (submit-report) or uploaded (a PDF or DOCX written elsewhere). Its id is the task_id a generation is
 * polled by; the files live in storage under pdf_key / docx_key and download through the API only.
 */
export const surveyReports = pgTable(
  'survey_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id').references(() => reportTemplates.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    reportType: text('report_type').notNull(),
    dateFrom: date('date_from'),
    dateTo: date('date_to'),
    blocks: jsonb('blocks'),
    status: text('status').notNull().default('PENDING'),
    progress: smallint('progress').notNull().default(0),
    error: text('error'),
    pdfKey: text('pdf_key'),
    pdfBytes: integer('pdf_bytes'),
    docxKey: text('docx_key'),
    docxBytes: integer('docx_bytes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('survey_reports_survey_idx').on(t.surveyId, t.createdAt)],
);
