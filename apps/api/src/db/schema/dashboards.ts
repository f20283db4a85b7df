import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/**
 * A chart on a dashboard: the owning organisation's projects grouped by one field (status, state, sector, start
 * year) and measured by an aggregation (count, or sum/average of a money field).
 */
export const dashboardVisualizations = pgTable(
  'dashboard_visualizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    dashboardId: uuid('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    visualizationType: text('visualization_type').notNull(),
    groupBy: text('group_by').notNull(),
    aggregationFunction: text('aggregation_function').notNull(),
    valueField: text('value_field'),
    position: integer('position').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dashboard_visualizations_dashboard_idx').on(t.dashboardId, t.position, t.createdAt)],
);
