import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.js';
import { departments } from './collaboration.js';
import { projects } from './projects.js';
import { surveys } from './surveys.js';
import { createdAtColumn, modifiedAtColumn, tenantColumn } from './columns.js';

/**
 * Development plans (shareable items, like projects and forms): a plan of one organisation, its outcomes, and the
 * indicators that measure each outcome. Outcomes and indicators repeat the plan's owner (organization_id) so lists
 * scope by one indexed column; indicators keep plan_id for the same reason.
 */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
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
    createdAt: createdAtColumn(),
    modifiedAt: modifiedAtColumn(),
  },
  (t) => [
    check('plans_framework_known', sql`${t.framework} IS NULL OR ${t.framework} IN (0, 1)`),
    check(
      'plans_years_order',
      sql`${t.startYear} IS NULL OR ${t.endYear} IS NULL OR ${t.endYear} >= ${t.startYear}`,
    ),
    index('plans_org_created_idx').on(t.tenantId, t.organizationId, t.createdAt),
  ],
);

export const outcomes = pgTable(
  'outcomes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
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
    createdAt: createdAtColumn(),
    modifiedAt: modifiedAtColumn(),
  },
  (t) => [
    check('outcomes_level_positive', sql`${t.level} >= 0`),
    index('outcomes_plan_created_idx').on(t.planId, t.createdAt),
    index('outcomes_parent_idx').on(t.parentId),
    // Suggestions find alike titles by trigram similarity.
    index('outcomes_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('outcomes_org_level_idx').on(t.tenantId, t.organizationId, t.level),
    index('outcomes_org_created_idx').on(t.tenantId, t.organizationId, t.createdAt),
  ],
);

/** An organisation's units of measure (plan settings): "Percent" %, "Naira" ₦, "Schools". */
export const planUnits = pgTable(
  'plan_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    symbol: text('symbol').notNull().default(''),
    /** number, percent, currency or count (shared PLAN_UNIT_KINDS). */
    kind: text('kind').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('plan_units_kind_known', sql`${t.kind} IN ('number', 'percent', 'currency', 'count')`),
    uniqueIndex('plan_units_org_name_idx').on(t.organizationId, sql`lower(${t.name})`),
  ],
);

/** Groups an organisation sorts its indicators into (e.g. "Health outcomes", "SDG 3"). */
export const indicatorGroups = pgTable(
  'indicator_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('indicator_groups_org_name_idx').on(t.organizationId, sql`lower(${t.name})`)],
);

/** A way to split an indicator's values (Sex, Age, State), with its options. */
export const disaggregationCategories = pgTable(
  'disaggregation_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('disaggregation_categories_org_name_idx').on(t.organizationId, sql`lower(${t.name})`)],
);

export const disaggregationOptions = pgTable(
  'disaggregation_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => disaggregationCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('disaggregation_options_category_name_idx').on(t.categoryId, sql`lower(${t.name})`)],
);

export const indicators = pgTable(
  'indicators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
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
    unitId: uuid('unit_id').references(() => planUnits.id, { onDelete: 'set null' }),
    groupId: uuid('group_id').references(() => indicatorGroups.id, { onDelete: 'set null' }),
    /** The activity of its outcome it measures, if any (GET /plans/indicators/?activity_id=). */
    activityId: uuid('activity_id').references((): AnyPgColumn => planActivities.id, {
      onDelete: 'set null',
    }),
    baseline: doublePrecision('baseline'),
    baselineYear: integer('baseline_year'),
    baselineDate: date('baseline_date'),
    /** increase, decrease or maintain: which way is progress (shared INDICATOR_DIRECTIONS). */
    direction: text('direction').notNull().default('increase'),
    /** How period values add up: sum, average or latest (shared INDICATOR_AGGREGATIONS). */
    aggregation: text('aggregation').notNull().default('latest'),
    /** monthly, quarterly or yearly: the periods targets and actuals are set for. */
    frequency: text('frequency').notNull().default('yearly'),
    /**
     * number (one value per period) or percentage: numerators and denominators are kept per period and the value is
     * sum(numerators) / sum(denominators) x `multiplier`, never a mean of percentages (shared INDICATOR_KINDS).
     */
    kind: text('kind').notNull().default('number'),
    /** What a percentage's ratio is multiplied by: 100 for a percentage, 1000 or 100000 for a rate. */
    multiplier: doublePrecision('multiplier').notNull().default(100),
    /** Measured by a form of the organisation: its actuals are computed from the form's submitted responses. */
    measureSurveyId: uuid('measure_survey_id').references(() => surveys.id, { onDelete: 'set null' }),
    /** count (responses), sum or average (of a numeric answer), share (percent of responses choosing a value). */
    measureMethod: text('measure_method'),
    measureQuestion: text('measure_question'),
    measureValue: text('measure_value'),
    /** Only responses whose choice question `measure_filter_question` has `measure_filter_value`. */
    measureFilterQuestion: text('measure_filter_question'),
    measureFilterValue: text('measure_filter_value'),
    measuredAt: timestamp('measured_at', { withTimezone: true }),
    target: doublePrecision('target'),
    targetYear: integer('target_year'),
    currentValue: doublePrecision('current_value'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    modifiedAt: modifiedAtColumn(),
  },
  (t) => [
    index('indicators_outcome_created_idx').on(t.outcomeId, t.createdAt),
    index('indicators_plan_created_idx').on(t.planId, t.createdAt),
    index('indicators_org_created_idx').on(t.tenantId, t.organizationId, t.createdAt),
    check('indicators_direction_known', sql`${t.direction} IN ('increase', 'decrease', 'maintain')`),
    check('indicators_aggregation_known', sql`${t.aggregation} IN ('sum', 'average', 'latest')`),
    check('indicators_frequency_known', sql`${t.frequency} IN ('monthly', 'quarterly', 'yearly')`),
    check('indicators_kind_known', sql`${t.kind} IN ('number', 'percentage')`),
    check('indicators_multiplier_positive', sql`${t.multiplier} > 0`),
    check(
      'indicators_measure_method_known',
      sql`${t.measureMethod} IS NULL OR ${t.measureMethod} IN ('count', 'sum', 'average', 'share')`,
    ),
    index('indicators_measure_survey_idx').on(t.measureSurveyId),
    index('indicators_description_trgm_idx').using('gin', sql`lower(${t.description}) gin_trgm_ops`),
    index('indicators_unit_idx').on(t.unitId),
    index('indicators_group_idx').on(t.groupId),
    index('indicators_activity_idx').on(t.activityId),
  ],
);

/** The categories an indicator's targets and actuals are split by. */
export const indicatorDisaggregations = pgTable(
  'indicator_disaggregations',
  {
    indicatorId: uuid('indicator_id')
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => disaggregationCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.indicatorId, t.categoryId] }),
    index('indicator_disaggregations_category_idx').on(t.categoryId),
  ],
);

/**
 * Targets and actuals of an indicator per period (the period's first day), in total (option null) or for one
 * disaggregation option. One row per (indicator, period, kind, option): a change replaces the value and is logged
 * in indicator_value_changes.
 */
export const indicatorValues = pgTable(
  'indicator_values',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    indicatorId: uuid('indicator_id')
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    periodStart: date('period_start').notNull(),
    /** target or actual; for a percentage indicator, numerator_target, numerator_actual, denominator_target or denominator_actual */
    kind: text('kind').notNull(),
    optionId: uuid('option_id').references(() => disaggregationOptions.id, { onDelete: 'cascade' }),
    value: doublePrecision('value').notNull(),
    /** manual (entered) or form (computed from a form's responses) */
    source: text('source').notNull().default('manual'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'indicator_values_kind_known',
      sql`${t.kind} IN ('target', 'actual', 'numerator_target', 'numerator_actual', 'denominator_target', 'denominator_actual')`,
    ),
    check('indicator_values_source_known', sql`${t.source} IN ('manual', 'form')`),
    uniqueIndex('indicator_values_cell_idx').on(
      t.indicatorId,
      t.periodStart,
      t.kind,
      sql`coalesce(${t.optionId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index('indicator_values_option_idx').on(t.optionId),
  ],
);

/** Every change of an indicator's targets and actuals, with who, when and why (notes). */
export const indicatorValueChanges = pgTable(
  'indicator_value_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    indicatorId: uuid('indicator_id')
      .notNull()
      .references(() => indicators.id, { onDelete: 'cascade' }),
    periodStart: date('period_start').notNull(),
    kind: text('kind').notNull(),
    /** The option's name at the time (kept when the option is removed). */
    optionId: uuid('option_id'),
    optionName: text('option_name'),
    oldValue: doublePrecision('old_value'),
    newValue: doublePrecision('new_value'),
    note: text('note').notNull().default(''),
    source: text('source').notNull().default('manual'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('indicator_value_changes_indicator_idx').on(t.indicatorId, t.changedAt)],
);

/**
 * Activities under an outcome: the work done towards it, with dates, a budget (naira, numeric like project money), a
 * responsible department of the organisation, a status, and catalogue projects it points at. Repeats the outcome's
 * plan and owner so lists scope by indexed columns; access follows the outcome's.
 */
export const planActivities = pgTable(
  'plan_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    outcomeId: uuid('outcome_id')
      .notNull()
      .references(() => outcomes.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date'),
    endDate: date('end_date'),
    budget: numeric('budget', { precision: 20, scale: 2 }),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    /** not_started, in_progress, completed, on_hold or cancelled (shared ACTIVITY_STATUSES). */
    status: text('status').notNull().default('not_started'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    modifiedAt: modifiedAtColumn(),
  },
  (t) => [
    check(
      'plan_activities_status_known',
      sql`${t.status} IN ('not_started', 'in_progress', 'completed', 'on_hold', 'cancelled')`,
    ),
    check(
      'plan_activities_dates_order',
      sql`${t.startDate} IS NULL OR ${t.endDate} IS NULL OR ${t.endDate} >= ${t.startDate}`,
    ),
    check('plan_activities_budget_positive', sql`${t.budget} IS NULL OR ${t.budget} >= 0`),
    index('plan_activities_outcome_created_idx').on(t.outcomeId, t.createdAt),
    index('plan_activities_plan_created_idx').on(t.planId, t.createdAt),
    index('plan_activities_org_created_idx').on(t.tenantId, t.organizationId, t.createdAt),
    index('plan_activities_department_idx').on(t.departmentId),
  ],
);

/** The catalogue projects an activity points at, in the order linked. */
export const planActivityProjects = pgTable(
  'plan_activity_projects',
  {
    activityId: uuid('activity_id')
      .notNull()
      .references(() => planActivities.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.projectId] }),
    index('plan_activity_projects_project_idx').on(t.projectId),
  ],
);
