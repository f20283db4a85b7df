import { index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.js';
import { createdAtColumn, tenantColumn } from './columns.js';

/**
 * A long task started from a spreadsheet (project import, yearly appropriation): its id is the task_id the client
 * polls. `rows` holds the sheet as read and checked at upload, so the worker never needs the file itself.
 */
export const spreadsheetTasks = pgTable(
  'spreadsheet_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('PENDING'),
    progress: smallint('progress').notNull().default(0),
    input: jsonb('input').$type<unknown>(),
    result: jsonb('result').$type<unknown>(),
    error: text('error'),
    createdAt: createdAtColumn(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('spreadsheet_tasks_org_idx').on(t.organizationId, t.createdAt)],
);
