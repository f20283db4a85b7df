import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, smallint, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.js';
import { tenants } from './tenants.js';

/**
 * Development plans (issue 6 makes them shareable items): a plan of one organisation, its outcomes, and the
 * indicators that measure each outcome. Outcomes and indicators repeat the plan's owner (organization_id) so lists
 * scope by one indexed column; indicators keep plan_id for the same reason.
 */
export const plans = pgTable(
  'plans',
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
    startYear: integer('start_year'),
    endYear: integer('end_year'),
    /** Index into PLAN_FRAMEWORKS (0 MTNDP, 1 ERGP); null when the plan follows neither. */
    framework: smallint('framework'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('plans_framework_known', sql`${t.framework} IS NULL OR ${t.framework} IN (0, 1)`),
    check('plans_years_order', sql`${t.startYear} IS NULL OR ${t.endYear} IS NULL OR ${t.endYear} >= ${t.startYear}`),
    index('plans_org_created_idx').on(t.tenantId, t.organizationId, t.createdAt),
  ],
);

export const outcomes = pgTable(
  'outcomes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The item one level up in the same plan (a Pillar above an Outcome); null at the top level. */
    parentId: uuid('parent_id').references((): AnyPgColumn => outcomes.id, { onDelete: 'cascade' }),
    /** Depth in the plan tree: index into the organisation's plan_levels (0 = the first level). */
    level: integer('level').notNull().default(0),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('outcomes_level_positive', sql`${t.level} >= 0`),
    index('outcomes_plan_created_idx').on(t.planId, t.createdAt),
    index('outcomes_parent_idx').on(t.parentId),
    index('outcomes_org_level_idx').on(t.tenantId, t.organizationId, t.level),
    index('outcomes_org_created_idx').on(t.tenantId, t.organizationId, t.createdAt),
  ],
);

export const indicators = pgTable(
  'indicators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    outcomeId: uuid('outcome_id')
      .notNull()
      .references(() => outcomes.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** What is measured, e.g. "Share of children fully immunised". */
    description: text('description').notNull(),
    /** Free text until plan units land (e.g. "%", "km", "schools"). */
    unit: text('unit').notNull().default(''),
    baseline: doublePrecision('baseline'),
    baselineYear: integer('baseline_year'),
    target: doublePrecision('target'),
    targetYear: integer('target_year'),
    currentValue: doublePrecision('current_value'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('indicators_outcome_created_idx').on(t.outcomeId, t.createdAt),
    index('indicators_plan_created_idx').on(t.planId, t.createdAt),
    index('indicators_org_created_idx').on(t.tenantId, t.organizationId, t.createdAt),
  ],
);
