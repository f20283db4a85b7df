import { sql, type SQL } from 'drizzle-orm';
import type { RatioPart } from '@oversight/shared/plans/indicator-values';
import type { DbOrTx } from '../../db/client.js';
import { countedPage } from '../../platform/pagination.js';

/** SQL only (docs/design.md section 6). Visibility conditions come from the service (owner organisation + granted ids). */

export type PlanRow = {
  id: string;
  organization_id: string;
  organization_name: string;
  name: string;
  description: string;
  start_year: number | null;
  end_year: number | null;
  framework: number | null;
  levels: string[];
  outcomes_count: number;
  indicators_count: number;
  created_at: Date | string;
  modified_at: Date | string;
};

export type OutcomeRow = {
  id: string;
  plan_id: string;
  parent_id: string | null;
  level: number;
  level_name: string | null;
  organization_id: string;
  title: string;
  description: string;
  indicators_count: number;
  created_at: Date | string;
  modified_at: Date | string;
};

export type IndicatorRow = {
  id: string;
  plan_id: string;
  outcome_id: string;
  organization_id: string;
  description: string;
  unit: string;
  baseline: number | null;
  baseline_year: number | null;
  target: number | null;
  target_year: number | null;
  current_value: number | null;
  baseline_date: string | null;
  direction: string;
  aggregation: string;
  frequency: string;
  kind: string;
  multiplier: number;
  measure_info: {
    survey_id: string;
    survey_name: string;
    method: string;
    question: string | null;
    value: string | null;
    filter_question: string | null;
    filter_value: string | null;
    measured_at: string | null;
  } | null;
  /** p: period start, k: kind, o: option id, v: value, s: source */
  period_values:
    | { p: string; k: 'target' | 'actual' | RatioPart; o: string | null; v: number; s: 'manual' | 'form' }[]
    | null;
  unit_id: string | null;
  group_id: string | null;
  activity_id: string | null;
  unit_info: { id: string; name: string; symbol: string; kind: string } | null;
  group_info: { id: string; name: string } | null;
  activity_info: { id: string; name: string } | null;
  disaggregations: { id: string; name: string; options: { id: string; name: string }[] }[] | null;
  created_at: Date | string;
  modified_at: Date | string;
};

/** Who may see rows of a list: the caller's own organisation's, and the ids shared with them. */
export type Visibility = { ownOrganizationId: string | null; granted: SQL };

const escapeLike = (value: string) => `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const PLAN_COLUMNS = sql`p.id, p.organization_id, o.name AS organization_name, p.name, p.description, p.start_year, p.end_year, p.framework,
  o.plan_levels AS levels,
  (SELECT count(*)::int FROM outcomes oc WHERE oc.plan_id = p.id) AS outcomes_count,
  (SELECT count(*)::int FROM indicators ic WHERE ic.plan_id = p.id) AS indicators_count,
  p.created_at, p.modified_at`;

// The level's name is read from the owner's levels at read time, so renaming a level renames it everywhere.
const LEVEL_NAME = sql`(SELECT lo.plan_levels ->> oc.level FROM organizations lo WHERE lo.id = oc.organization_id)`;

const OUTCOME_COLUMNS = sql`oc.id, oc.plan_id, oc.parent_id, oc.level, ${LEVEL_NAME} AS level_name, oc.organization_id, oc.title, oc.description,
  (SELECT count(*)::int FROM indicators ic WHERE ic.outcome_id = oc.id) AS indicators_count, oc.created_at, oc.modified_at`;

const INDICATOR_COLUMNS = sql`i.id, i.plan_id, i.outcome_id, i.organization_id, i.description, i.unit, i.baseline, i.baseline_year, i.target,
  i.target_year, i.current_value, i.unit_id, i.group_id, i.activity_id, i.created_at, i.modified_at,
  to_char(i.baseline_date, 'YYYY-MM-DD') AS baseline_date, i.direction, i.aggregation, i.frequency, i.kind, i.multiplier,
  (SELECT json_build_object('survey_id', s.public_id, 'survey_name', s.name, 'method', i.measure_method, 'question', i.measure_question,
      'value', i.measure_value, 'filter_question', i.measure_filter_question, 'filter_value', i.measure_filter_value, 'measured_at', i.measured_at)
   FROM surveys s WHERE s.id = i.measure_survey_id) AS measure_info,
  (SELECT json_agg(json_build_object('p', to_char(v.period_start, 'YYYY-MM-DD'), 'k', v.kind, 'o', v.option_id, 'v', v.value, 's', v.source)
     ORDER BY v.period_start) FROM indicator_values v WHERE v.indicator_id = i.id) AS period_values,
  (SELECT json_build_object('id', u.id, 'name', u.name, 'symbol', u.symbol, 'kind', u.kind) FROM plan_units u WHERE u.id = i.unit_id) AS unit_info,
  (SELECT json_build_object('id', g.id, 'name', g.name) FROM indicator_groups g WHERE g.id = i.group_id) AS group_info,
  (SELECT json_build_object('id', a.id, 'name', a.name) FROM plan_activities a WHERE a.id = i.activity_id) AS activity_info,
  (SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'options',
      (SELECT coalesce(json_agg(json_build_object('id', o.id, 'name', o.name) ORDER BY o.position), '[]'::json)
       FROM disaggregation_options o WHERE o.category_id = c.id)) ORDER BY lower(c.name))
   FROM indicator_disaggregations d JOIN disaggregation_categories c ON c.id = d.category_id WHERE d.indicator_id = i.id) AS disaggregations`;

const owned = (column: SQL, visibility: Visibility) =>
  visibility.ownOrganizationId ? sql`${column} = ${visibility.ownOrganizationId}::uuid` : sql`false`;

function paged<T>(db: DbOrTx, from: SQL, columns: SQL, order: SQL, page: { limit: number; offset: number }) {
  return countedPage<T>(
    db,
    sql`SELECT count(*)::int AS count ${from}`,
    sql`SELECT ${columns} ${from} ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

// Plans

/**
 * Plans the caller sees: their organisation's, those shared with them, and (`childrenGranted`) those in which only
 * some outcomes or indicators are shared with them, newest first.
 */
export function selectPlanPage(
  db: DbOrTx,
  tenantId: string,
  visibility: Visibility & { grantedOutcomes: SQL; grantedIndicators: SQL },
  filters: { query?: string; limit: number; offset: number },
) {
  const conditions: SQL[] = [
    sql`p.tenant_id = ${tenantId}::uuid`,
    sql`(${owned(sql`p.organization_id`, visibility)}
      OR p.id IN (${visibility.granted})
      OR p.id IN (SELECT oc.plan_id FROM outcomes oc WHERE oc.id IN (${visibility.grantedOutcomes}))
      OR p.id IN (SELECT ic.plan_id FROM indicators ic WHERE ic.id IN (${visibility.grantedIndicators})))`,
  ];
  if (filters.query)
    conditions.push(
      sql`(p.name ILIKE ${escapeLike(filters.query)} OR p.description ILIKE ${escapeLike(filters.query)})`,
    );
  const from = sql`FROM plans p JOIN organizations o ON o.id = p.organization_id WHERE ${sql.join(conditions, sql` AND `)}`;
  return paged<PlanRow>(db, from, PLAN_COLUMNS, sql`p.created_at DESC, p.id`, filters);
}

export async function selectPlan(db: DbOrTx, tenantId: string, id: string): Promise<PlanRow | undefined> {
  const result = await db.execute<PlanRow>(
    sql`SELECT ${PLAN_COLUMNS} FROM plans p JOIN organizations o ON o.id = p.organization_id WHERE p.tenant_id = ${tenantId}::uuid AND p.id = ${id}::uuid`,
  );
  return result.rows[0];
}

export async function insertPlan(
  db: DbOrTx,
  values: {
    tenantId: string;
    organizationId: string;
    createdBy: string;
    name: string;
    description: string;
    startYear: number | null;
    endYear: number | null;
    framework: number | null;
  },
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO plans (tenant_id, organization_id, created_by, name, description, start_year, end_year, framework)
    VALUES (${values.tenantId}::uuid, ${values.organizationId}::uuid, ${values.createdBy}::uuid, ${values.name}, ${values.description},
            ${values.startYear}, ${values.endYear}, ${values.framework})
    RETURNING id`);
  return result.rows[0]!.id;
}

export async function updatePlan(
  db: DbOrTx,
  tenantId: string,
  id: string,
  changes: {
    name?: string;
    description?: string;
    start_year?: number | null;
    end_year?: number | null;
    framework?: number | null;
  },
) {
  const sets: SQL[] = [sql`modified_at = now()`];
  if (changes.name !== undefined) sets.push(sql`name = ${changes.name}`);
  if (changes.description !== undefined) sets.push(sql`description = ${changes.description}`);
  if (changes.start_year !== undefined) sets.push(sql`start_year = ${changes.start_year}`);
  if (changes.end_year !== undefined) sets.push(sql`end_year = ${changes.end_year}`);
  if (changes.framework !== undefined) sets.push(sql`framework = ${changes.framework}`);
  await db.execute(
    sql`UPDATE plans SET ${sql.join(sets, sql.raw(', '))} WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`,
  );
}

/** The ids of a plan and of everything deleted with it (its outcomes and indicators), for their stakeholders. */
export const planItemIds = (id: string) =>
  sql`SELECT ${id}::uuid UNION ALL SELECT id FROM outcomes WHERE plan_id = ${id}::uuid UNION ALL SELECT id FROM indicators WHERE plan_id = ${id}::uuid`;

/** The ids of an outcome and its indicators, for their stakeholders. */
export const outcomeItemIds = (id: string) =>
  sql`SELECT ${id}::uuid UNION ALL SELECT id FROM indicators WHERE outcome_id = ${id}::uuid`;

export async function deletePlan(db: DbOrTx, tenantId: string, id: string) {
  await db.execute(sql`DELETE FROM plans WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`);
}

// Outcomes

export function selectOutcomePage(
  db: DbOrTx,
  tenantId: string,
  visibility: Visibility,
  filters: { planId?: string; query?: string; limit: number; offset: number },
) {
  const conditions: SQL[] = [
    sql`oc.tenant_id = ${tenantId}::uuid`,
    sql`(${owned(sql`oc.organization_id`, visibility)} OR oc.id IN (${visibility.granted}))`,
  ];
  if (filters.planId) conditions.push(sql`oc.plan_id = ${filters.planId}::uuid`);
  if (filters.query)
    conditions.push(
      sql`(oc.title ILIKE ${escapeLike(filters.query)} OR oc.description ILIKE ${escapeLike(filters.query)})`,
    );
  return paged<OutcomeRow>(
    db,
    sql`FROM outcomes oc WHERE ${sql.join(conditions, sql` AND `)}`,
    OUTCOME_COLUMNS,
    sql`oc.created_at, oc.id`,
    filters,
  );
}

export type EntityRow = OutcomeRow & { plan_name: string };

/** Items at one level across the plans the caller sees (own organisation's, or shared outcomes), by plan then order added. */
export function selectEntityPage(
  db: DbOrTx,
  tenantId: string,
  visibility: Visibility,
  filters: { level?: number; search?: string; limit: number; offset: number },
) {
  const conditions: SQL[] = [
    sql`oc.tenant_id = ${tenantId}::uuid`,
    sql`(${owned(sql`oc.organization_id`, visibility)} OR oc.id IN (${visibility.granted}))`,
  ];
  if (filters.level !== undefined) conditions.push(sql`oc.level = ${filters.level}`);
  if (filters.search)
    conditions.push(
      sql`(oc.title ILIKE ${escapeLike(filters.search)} OR oc.description ILIKE ${escapeLike(filters.search)})`,
    );
  const from = sql`FROM outcomes oc JOIN plans p ON p.id = oc.plan_id WHERE ${sql.join(conditions, sql` AND `)}`;
  return paged<EntityRow>(
    db,
    from,
    sql`${OUTCOME_COLUMNS}, p.name AS plan_name`,
    sql`p.created_at DESC, p.id, oc.level, oc.created_at, oc.id`,
    filters,
  );
}

/** A plan's outcomes in the order they were added; `only` limits them to the ids it selects. */
export function selectOutcomesOfPlan(
  db: DbOrTx,
  planId: string,
  page: { limit: number; offset: number },
  only?: SQL,
) {
  const from = sql`FROM outcomes oc WHERE oc.plan_id = ${planId}::uuid ${only ? sql`AND oc.id IN (${only})` : sql``}`;
  return paged<OutcomeRow>(db, from, OUTCOME_COLUMNS, sql`oc.created_at, oc.id`, page);
}

export async function selectOutcome(
  db: DbOrTx,
  tenantId: string,
  id: string,
): Promise<OutcomeRow | undefined> {
  const result = await db.execute<OutcomeRow>(
    sql`SELECT ${OUTCOME_COLUMNS} FROM outcomes oc WHERE oc.tenant_id = ${tenantId}::uuid AND oc.id = ${id}::uuid`,
  );
  return result.rows[0];
}

export async function insertOutcome(
  db: DbOrTx,
  values: {
    tenantId: string;
    planId: string;
    organizationId: string;
    createdBy: string;
    parentId: string | null;
    level: number;
    title: string;
    description: string;
  },
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO outcomes (tenant_id, plan_id, organization_id, created_by, parent_id, level, title, description)
    VALUES (${values.tenantId}::uuid, ${values.planId}::uuid, ${values.organizationId}::uuid, ${values.createdBy}::uuid, ${values.parentId}::uuid,
            ${values.level}, ${values.title}, ${values.description})
    RETURNING id`);
  await touchPlan(db, values.tenantId, values.planId);
  return result.rows[0]!.id;
}

export async function updateOutcome(
  db: DbOrTx,
  tenantId: string,
  id: string,
  changes: { title?: string; description?: string },
) {
  const sets: SQL[] = [sql`modified_at = now()`];
  if (changes.title !== undefined) sets.push(sql`title = ${changes.title}`);
  if (changes.description !== undefined) sets.push(sql`description = ${changes.description}`);
  await db.execute(
    sql`UPDATE outcomes SET ${sql.join(sets, sql.raw(', '))} WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`,
  );
}

export async function deleteOutcome(db: DbOrTx, tenantId: string, outcome: { id: string; plan_id: string }) {
  await db.execute(
    sql`DELETE FROM outcomes WHERE tenant_id = ${tenantId}::uuid AND id = ${outcome.id}::uuid`,
  );
  await touchPlan(db, tenantId, outcome.plan_id);
}

const touchPlan = (db: DbOrTx, tenantId: string, planId: string) =>
  db.execute(
    sql`UPDATE plans SET modified_at = now() WHERE tenant_id = ${tenantId}::uuid AND id = ${planId}::uuid`,
  );

// Indicators

export function selectIndicatorPage(
  db: DbOrTx,
  tenantId: string,
  visibility: Visibility,
  filters: {
    outcomeId?: string;
    planId?: string;
    groupId?: string;
    activityId?: string;
    description?: string;
    limit: number;
    offset: number;
  },
) {
  const conditions: SQL[] = [
    sql`i.tenant_id = ${tenantId}::uuid`,
    sql`(${owned(sql`i.organization_id`, visibility)} OR i.id IN (${visibility.granted}))`,
  ];
  if (filters.outcomeId) conditions.push(sql`i.outcome_id = ${filters.outcomeId}::uuid`);
  if (filters.planId) conditions.push(sql`i.plan_id = ${filters.planId}::uuid`);
  if (filters.groupId) conditions.push(sql`i.group_id = ${filters.groupId}::uuid`);
  if (filters.activityId) conditions.push(sql`i.activity_id = ${filters.activityId}::uuid`);
  if (filters.description) conditions.push(sql`i.description ILIKE ${escapeLike(filters.description)}`);
  return paged<IndicatorRow>(
    db,
    sql`FROM indicators i WHERE ${sql.join(conditions, sql` AND `)}`,
    INDICATOR_COLUMNS,
    sql`i.created_at, i.id`,
    filters,
  );
}

/** Indicators of these outcomes, or of a plan (`planId`); `only` limits them to the ids it selects. */
export async function selectIndicatorsOf(
  db: DbOrTx,
  of: { outcomeIds: string[] } | { planId: string },
  only?: SQL,
): Promise<IndicatorRow[]> {
  if ('outcomeIds' in of && !of.outcomeIds.length) return [];
  const where =
    'planId' in of
      ? sql`i.plan_id = ${of.planId}::uuid`
      : sql`i.outcome_id = ANY(${sql.param(of.outcomeIds)}::uuid[])`;
  const result = await db.execute<IndicatorRow>(
    sql`SELECT ${INDICATOR_COLUMNS} FROM indicators i WHERE ${where} ${only ? sql`AND i.id IN (${only})` : sql``} ORDER BY i.created_at, i.id`,
  );
  return result.rows;
}

export async function selectIndicator(
  db: DbOrTx,
  tenantId: string,
  id: string,
): Promise<IndicatorRow | undefined> {
  const result = await db.execute<IndicatorRow>(
    sql`SELECT ${INDICATOR_COLUMNS} FROM indicators i WHERE i.tenant_id = ${tenantId}::uuid AND i.id = ${id}::uuid`,
  );
  return result.rows[0];
}

export type IndicatorValues = {
  description: string;
  unit: string;
  baseline: number | null;
  baseline_year: number | null;
  target: number | null;
  target_year: number | null;
  current_value: number | null;
  unit_id: string | null;
  group_id: string | null;
  activity_id: string | null;
  baseline_date: string | null;
  direction: string;
  aggregation: string;
  frequency: string;
  kind: string;
  multiplier: number;
};

export async function insertIndicator(
  db: DbOrTx,
  values: {
    tenantId: string;
    planId: string;
    outcomeId: string;
    organizationId: string;
    createdBy: string;
  } & IndicatorValues,
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO indicators (tenant_id, plan_id, outcome_id, organization_id, created_by, description, unit, baseline, baseline_year, target,
                            target_year, current_value, unit_id, group_id, activity_id, baseline_date, direction, aggregation, frequency,
                            kind, multiplier)
    VALUES (${values.tenantId}::uuid, ${values.planId}::uuid, ${values.outcomeId}::uuid, ${values.organizationId}::uuid, ${values.createdBy}::uuid,
            ${values.description}, ${values.unit}, ${values.baseline}, ${values.baseline_year}, ${values.target}, ${values.target_year},
            ${values.current_value}, ${values.unit_id}::uuid, ${values.group_id}::uuid, ${values.activity_id}::uuid, ${values.baseline_date}::date, ${values.direction},
            ${values.aggregation}, ${values.frequency}, ${values.kind}, ${values.multiplier})
    RETURNING id`);
  await db.execute(
    sql`UPDATE outcomes SET modified_at = now() WHERE tenant_id = ${values.tenantId}::uuid AND id = ${values.outcomeId}::uuid`,
  );
  return result.rows[0]!.id;
}

const INDICATOR_FIELDS = [
  'description',
  'unit',
  'baseline',
  'baseline_year',
  'target',
  'target_year',
  'current_value',
  'unit_id',
  'group_id',
  'activity_id',
  'baseline_date',
  'direction',
  'aggregation',
  'frequency',
  'kind',
  'multiplier',
] as const;

export async function updateIndicator(
  db: DbOrTx,
  tenantId: string,
  id: string,
  changes: Partial<IndicatorValues>,
) {
  const sets: SQL[] = [sql`modified_at = now()`];
  for (const field of INDICATOR_FIELDS) {
    if (changes[field] === undefined) continue;
    sets.push(
      field === 'baseline_date'
        ? sql`baseline_date = ${changes[field]}::date`
        : sql`${sql.identifier(field)} = ${changes[field]}`,
    );
  }
  await db.execute(
    sql`UPDATE indicators SET ${sql.join(sets, sql.raw(', '))} WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`,
  );
}

/** The indicator's id when it is the tenant's (its child rows hold no tenant: the indicator's names it), else NULL. */
const indicatorOf = (tenantId: string, indicatorId: string) =>
  sql`(SELECT i.id FROM indicators i WHERE i.tenant_id = ${tenantId}::uuid AND i.id = ${indicatorId}::uuid)`;

/** Makes the indicator's disaggregation categories exactly these. */
export async function setIndicatorDisaggregations(
  db: DbOrTx,
  tenantId: string,
  indicatorId: string,
  categoryIds: string[],
) {
  await db.execute(
    sql`DELETE FROM indicator_disaggregations WHERE indicator_id = ${indicatorOf(tenantId, indicatorId)}`,
  );
  if (categoryIds.length) {
    await db.execute(sql`INSERT INTO indicator_disaggregations (indicator_id, category_id)
      SELECT i.id, unnest(${sql.param(categoryIds)}::uuid[]) FROM indicators i WHERE i.tenant_id = ${tenantId}::uuid AND i.id = ${indicatorId}::uuid`);
  }
}

export async function deleteIndicator(db: DbOrTx, tenantId: string, id: string) {
  await db.execute(sql`DELETE FROM indicators WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`);
}

// Targets and actuals

export type ValueCell = {
  indicatorId: string;
  periodStart: string;
  kind: 'target' | 'actual' | RatioPart;
  optionId: string | null;
};

const cellWhere = (tenantId: string, cell: ValueCell) =>
  sql`indicator_id = ${indicatorOf(tenantId, cell.indicatorId)} AND period_start = ${cell.periodStart}::date AND kind = ${cell.kind}
      AND option_id IS NOT DISTINCT FROM ${cell.optionId}::uuid`;

/**
 * Sets (or with null removes) one value and logs the change with who, why and from where; nothing is logged when the
 * value does not change. Answers whether it changed.
 */
export async function setValue(
  db: DbOrTx,
  tenantId: string,
  cell: ValueCell,
  change: { value: number | null; source: 'manual' | 'form'; userId: string | null; note: string },
): Promise<boolean> {
  const old = await db.execute<{ value: number }>(
    sql`SELECT value FROM indicator_values WHERE ${cellWhere(tenantId, cell)} FOR UPDATE`,
  );
  const oldValue = old.rows[0] ? old.rows[0].value : null;
  if (oldValue === change.value && !change.note) return false;
  if (change.value === null)
    await db.execute(sql`DELETE FROM indicator_values WHERE ${cellWhere(tenantId, cell)}`);
  else if (oldValue === null) {
    await db.execute(sql`INSERT INTO indicator_values (indicator_id, period_start, kind, option_id, value, source, updated_by)
      SELECT ${indicatorOf(tenantId, cell.indicatorId)}, ${cell.periodStart}::date, ${cell.kind}::text, ${cell.optionId}::uuid, ${change.value}::float8,
             ${change.source}::text, ${change.userId}::uuid`);
  } else {
    await db.execute(sql`UPDATE indicator_values SET value = ${change.value}, source = ${change.source}, updated_by = ${change.userId}::uuid, updated_at = now()
      WHERE ${cellWhere(tenantId, cell)}`);
  }
  // clock_timestamp: changes made in one transaction still list in the order they were made.
  await db.execute(sql`INSERT INTO indicator_value_changes (indicator_id, period_start, kind, option_id, option_name, old_value, new_value, note, source, changed_by, changed_at)
    SELECT ${indicatorOf(tenantId, cell.indicatorId)}, ${cell.periodStart}::date, ${cell.kind}::text, ${cell.optionId}::uuid,
           (SELECT name FROM disaggregation_options WHERE id = ${cell.optionId}::uuid), ${oldValue}::float8, ${change.value}::float8, ${change.note}::text,
           ${change.source}::text, ${change.userId}::uuid, clock_timestamp()`);
  await db.execute(
    sql`UPDATE indicators SET modified_at = now() WHERE tenant_id = ${tenantId}::uuid AND id = ${cell.indicatorId}::uuid`,
  );
  return true;
}

export async function countValues(db: DbOrTx, indicatorId: string): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM indicator_values WHERE indicator_id = ${indicatorId}::uuid`,
  );
  return result.rows[0]?.count ?? 0;
}

export type ChangeRow = {
  id: string;
  period_start: string;
  kind: 'target' | 'actual';
  option_id: string | null;
  option_name: string | null;
  old_value: number | null;
  new_value: number | null;
  note: string;
  source: 'manual' | 'form';
  changed_by_id: string | null;
  changed_by_name: string | null;
  changed_at: Date | string;
};

/** The indicator's changes, newest first. */
export async function selectChangePage(
  db: DbOrTx,
  indicatorId: string,
  page: { limit: number; offset: number },
) {
  return countedPage<ChangeRow>(
    db,
    sql`SELECT count(*)::int AS count FROM indicator_value_changes WHERE indicator_id = ${indicatorId}::uuid`,
    sql`
    SELECT c.id, to_char(c.period_start, 'YYYY-MM-DD') AS period_start, c.kind, c.option_id, c.option_name, c.old_value, c.new_value, c.note, c.source,
           c.changed_by AS changed_by_id, u.display_name AS changed_by_name, c.changed_at
    FROM indicator_value_changes c LEFT JOIN users u ON u.id = c.changed_by
    WHERE c.indicator_id = ${indicatorId}::uuid ORDER BY c.changed_at DESC, c.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

export type Measure = {
  survey_id: string;
  method: string;
  question: string | null;
  value: string | null;
  filter_question: string | null;
  filter_value: string | null;
};

/** Sets (or with null clears) the form that measures the indicator. */
export async function setMeasure(db: DbOrTx, tenantId: string, indicatorId: string, measure: Measure | null) {
  await db.execute(sql`UPDATE indicators SET measure_survey_id = ${measure?.survey_id ?? null}::uuid, measure_method = ${measure?.method ?? null},
    measure_question = ${measure?.question ?? null}, measure_value = ${measure?.value ?? null},
    measure_filter_question = ${measure?.filter_question ?? null}, measure_filter_value = ${measure?.filter_value ?? null}, measured_at = NULL
    WHERE tenant_id = ${tenantId}::uuid AND id = ${indicatorId}::uuid`);
}

export type SuggestionRow = {
  id: string;
  title: string;
  plan_id: string;
  plan_name: string;
  outcome_id: string | null;
  similarity: number;
};

/** How alike a suggestion must be: its whole title (similarity), or the typed words inside it (word similarity). */
const SUGGESTION_SIMILARITY = 0.3;
const SUGGESTION_WORD_SIMILARITY = 0.6;

/**
 * Outcomes or indicators whose title is alike (trigrams of the lower-cased text, its GIN index), most alike first.
 * Run it in a transaction: it lowers pg_trgm's word threshold for that transaction only.
 *
 * Never `%` or `<->`: in PGlite, once btree_gin's library is loaded after pg_trgm's, those two operators call through
 * a broken pointer to pg_trgm's `similarity` and the embedded database hangs. `%>` (word similarity) is indexable and
 * is never below the whole-title similarity, so at 0.3 the index finds every row either condition below keeps.
 */
export async function selectSuggestions(
  tx: DbOrTx,
  tenantId: string,
  kind: 'outcome' | 'indicator',
  visibility: Visibility,
  input: { query: string; excludeId?: string; limit: number },
): Promise<SuggestionRow[]> {
  const [table, text, outcome] =
    kind === 'outcome'
      ? [sql`outcomes`, sql`lower(x.title)`, sql`NULL::uuid`]
      : [sql`indicators`, sql`lower(x.description)`, sql`x.outcome_id`];
  const query = input.query.toLowerCase();
  await tx.execute(
    sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(SUGGESTION_SIMILARITY)}, true)`,
  );
  const result = await tx.execute<SuggestionRow>(sql`
    SELECT id, title, plan_id, plan_name, outcome_id, greatest(whole, words)::float8 AS similarity
    FROM (
      SELECT x.id, ${kind === 'outcome' ? sql`x.title` : sql`x.description`} AS title, x.plan_id, p.name AS plan_name, ${outcome} AS outcome_id,
             similarity(${text}, ${query}) AS whole, word_similarity(${query}, ${text}) AS words
      FROM ${table} x JOIN plans p ON p.id = x.plan_id
      WHERE x.tenant_id = ${tenantId}::uuid AND (${owned(sql`x.organization_id`, visibility)} OR x.id IN (${visibility.granted}))
        AND ${text} %> ${query}
        ${input.excludeId ? sql`AND x.id <> ${input.excludeId}::uuid` : sql``}
    ) alike
    WHERE whole >= ${SUGGESTION_SIMILARITY} OR words >= ${SUGGESTION_WORD_SIMILARITY}
    ORDER BY similarity DESC, id LIMIT ${input.limit}`);
  return result.rows;
}
