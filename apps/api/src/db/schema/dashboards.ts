import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.js';
import { tenants } from './tenants.js';

/** An organisation's dashboard (spec "Dashboards"); stakeholders reach it through grants (content type 'dashboard'). */
export const dashboards = pgTable(
  'dashboards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    modifiedBy: uuid('modified_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dashboards_org_name_uq').on(t.organizationId, sql`lower(${t.name})`),
    index('dashboards_org_modified_idx').on(t.organizationId, t.modifiedAt),
    index('dashboards_org_created_idx').on(t.organizationId, t.createdAt),
    index('dashboards_tenant_idx').on(t.tenantId),
  ],
);
