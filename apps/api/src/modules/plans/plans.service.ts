import type { SQL } from 'drizzle-orm';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import type {
  CreateIndicatorBody,
  CreateOutcomeBody,
  CreatePlanBody,
  Indicator,
  Outcome,
  OutcomeWithIndicators,
  Plan,
  PlanChildrenWithAccess,
  PlanExportFormat,
  PlanEntity,
  Suggestion,
  UpdateIndicatorBody,
  UpdateOutcomeBody,
  UpdatePlanBody,
} from '@oversight/shared/plans/plans.schemas';
import type { ContentType } from '@oversight/shared/collaboration/content';
import { PLAN_FRAMEWORKS, type PlanFramework } from '@oversight/shared/reference/enums';
import type {
  IndicatorChange,
  IndicatorFrequency,
  IndicatorNoteBody,
} from '@oversight/shared/plans/indicator-values';
import { type AuthContext, requireUser } from '../../platform/access-control.js';
import { fieldError, forbidden, notFound } from '../../platform/errors.js';
import {
  can,
  grantedItemIdsSql,
  itemAccess,
  itemAccessOne,
  itemKey,
  NO_ACCESS,
  type ItemAccess,
  type ItemRef,
} from '../../platform/item-access.js';
import {
  canView,
  indicatorAbilities,
  indicatorRef,
  makesPlans,
  outcomeAbilities,
  outcomeRef,
  ownOrganizationId,
  planAbilities,
  planRef,
} from './plans.policy.js';
import { presentEntity, presentIndicator, presentOutcome, presentPlan } from './plans.presenter.js';
import { checkMeasure, MEASURE_JOB } from './indicator-measures.service.js';
import {
  addNote,
  applyPeriodValues,
  applyRatioValues,
  checkIndicatorScalars,
  presentChange,
} from './indicator-values.service.js';
import { checkIndicatorChoices } from './plan-settings.service.js';
import { planTrackingWorkbook } from './plan-export.js';
import { planTrackingPdf } from './plan-export-pdf.js';
import { activitiesOfPlan } from './activities.service.js';
import * as repo from './plans.repository.js';
import type { Caller } from './plans.caller.js';
import { selectActivity } from './activities.repository.js';
import { forgetItemStakeholders, forgetItemsStakeholders } from '../stakeholders/stakeholders.service.js';
import { requireProFeature } from '../subscriptions/entitlements.js';

type Page = { limit: number; offset: number };

const PLAN_NOT_FOUND = 'No plan has this id.';
const OUTCOME_NOT_FOUND = 'No outcome has this id.';
const INDICATOR_NOT_FOUND = 'No indicator has this id.';

const visibility = (auth: AuthContext, type: ContentType): repo.Visibility => ({
  ownOrganizationId: ownOrganizationId(auth),
  granted: grantedItemIdsSql(auth, type),
});

/** The row and the caller's access to it; an item the caller may not view is not found (it learns nothing). */
async function withAccess<R extends { id: string; organization_id: string }>(
  caller: Caller,
  row: R | undefined,
  ref: (row: R) => ItemRef,
  missing: string,
): Promise<{ row: R; access: ItemAccess }> {
  if (!row) throw notFound(missing);
  const access = await itemAccessOne(caller.db, caller.auth, ref(row));
  if (!canView(access)) throw notFound(missing);
  return { row, access };
}

function allow(access: ItemAccess, permission: number, message: string) {
  if (!can(access, permission)) throw forbidden(message);
}

/** Access to many plan items at once (one batch: no query per row). */
async function accessOf(caller: Caller, refs: ItemRef[]) {
  const access = await itemAccess(caller.db, caller.auth, refs);
  return (ref: ItemRef) => access.get(itemKey(ref.type, ref.id)) ?? NO_ACCESS;
}

// Plans

export async function findPlans(
  caller: Caller,
  filters: { query?: string } & Page,
): Promise<{ count: number; results: Plan[] }> {
  const { auth, db } = caller;
  const page = await repo.selectPlanPage(
    db,
    auth.tenant.id,
    {
      ...visibility(auth, 'plan'),
      grantedOutcomes: grantedItemIdsSql(auth, 'outcome'),
      grantedIndicators: grantedItemIdsSql(auth, 'indicator'),
    },
    filters,
  );
  const access = await accessOf(caller, page.rows.map(planRef));
  return {
    count: page.count,
    results: page.rows.map((row) => presentPlan(row, planAbilities(auth, access(planRef(row))))),
  };
}

async function loadPlan(caller: Caller, id: string) {
  return withAccess(
    caller,
    await repo.selectPlan(caller.db, caller.auth.tenant.id, id),
    planRef,
    PLAN_NOT_FOUND,
  );
}

export async function getPlan(caller: Caller, id: string): Promise<Plan> {
  const { row, access } = await loadPlan(caller, id);
  return presentPlan(row, planAbilities(caller.auth, access));
}

const frameworkIndex = (framework: PlanFramework | null) =>
  framework === null ? null : PLAN_FRAMEWORKS.indexOf(framework);

function checkYears(startYear: number | null, endYear: number | null) {
  if (startYear !== null && endYear !== null && endYear < startYear)
    throw fieldError('end_year', 'The end year cannot be before the start year.');
}

export async function createPlan(caller: Caller, body: CreatePlanBody): Promise<Plan> {
  const user = requireUser(caller.auth);
  if (!makesPlans(caller.auth))
    throw forbidden('Only ministries, departments and agencies whose role allows it create plans.');
  const organizationId = caller.auth.organization!.id;
  const id = await caller.db.transaction((tx) =>
    repo.insertPlan(tx, {
      tenantId: caller.auth.tenant.id,
      organizationId,
      createdBy: user.id,
      name: body.name,
      description: body.description,
      startYear: body.start_year,
      endYear: body.end_year,
      framework: frameworkIndex(body.framework),
    }),
  );
  return getPlan(caller, id);
}

export async function updatePlan(caller: Caller, id: string, body: UpdatePlanBody): Promise<Plan> {
  const { row, access } = await loadPlan(caller, id);
  allow(access, P.CREATE_EDIT_PLAN, 'You may not edit this plan.');
  checkYears(
    body.start_year !== undefined ? body.start_year : row.start_year,
    body.end_year !== undefined ? body.end_year : row.end_year,
  );
  const { framework, ...changes } = body;
  await caller.db.transaction((tx) =>
    repo.updatePlan(tx, caller.auth.tenant.id, row.id, {
      ...changes,
      ...(framework !== undefined ? { framework: frameworkIndex(framework) } : {}),
    }),
  );
  return getPlan(caller, row.id);
}

export async function deletePlan(caller: Caller, id: string): Promise<void> {
  const { row, access } = await loadPlan(caller, id);
  allow(access, P.DELETE_PLAN, 'You may not delete this plan.');
  const tenantId = caller.auth.tenant.id;
  await caller.db.transaction(async (tx) => {
    await forgetItemsStakeholders(tx, tenantId, ['plan', 'outcome', 'indicator'], repo.planItemIds(row.id));
    await repo.deletePlan(tx, tenantId, row.id);
  });
}

/** Outcomes with their indicators, each with what the caller may do on it (one access batch for all of them). */
async function outcomesWithIndicators(
  caller: Caller,
  outcomes: repo.OutcomeRow[],
  indicators: repo.IndicatorRow[],
): Promise<OutcomeWithIndicators[]> {
  const access = await accessOf(caller, [...outcomes.map(outcomeRef), ...indicators.map(indicatorRef)]);
  const byOutcome = new Map<string, Indicator[]>();
  for (const indicator of indicators) {
    const list = byOutcome.get(indicator.outcome_id) ?? [];
    list.push(presentIndicator(indicator, indicatorAbilities(caller.auth, access(indicatorRef(indicator)))));
    byOutcome.set(indicator.outcome_id, list);
  }
  return outcomes.map((outcome) => ({
    ...presentOutcome(outcome, outcomeAbilities(caller.auth, access(outcomeRef(outcome)))),
    indicators: byOutcome.get(outcome.id) ?? [],
  }));
}

export async function planChildren(
  caller: Caller,
  id: string,
  page: Page,
): Promise<{ count: number; results: OutcomeWithIndicators[] }> {
  const { row } = await loadPlan(caller, id);
  const outcomes = await repo.selectOutcomesOfPlan(caller.db, row.id, page);
  const indicators = await repo.selectIndicatorsOf(caller.db, {
    outcomeIds: outcomes.rows.map((outcome) => outcome.id),
  });
  return { count: outcomes.count, results: await outcomesWithIndicators(caller, outcomes.rows, indicators) };
}

/**
 * What of a plan the caller may open: everything when they may view the plan; otherwise the outcomes and indicators
 * shared with them (directly, or an outcome's indicators through the outcome). Someone with nothing in it gets 404.
 */
export async function planChildrenWithAccess(caller: Caller, id: string): Promise<PlanChildrenWithAccess> {
  const { auth, db } = caller;
  const plan = await repo.selectPlan(db, auth.tenant.id, id);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  const planAccess = await itemAccessOne(db, auth, planRef(plan));
  const whole = canView(planAccess);
  const ownedOr = (type: ContentType): SQL | undefined => (whole ? undefined : grantedItemIdsSql(auth, type));
  const outcomes = await repo.selectOutcomesOfPlan(
    db,
    plan.id,
    { limit: 10_000, offset: 0 },
    ownedOr('outcome'),
  );
  const indicators = await repo.selectIndicatorsOf(db, { planId: plan.id }, ownedOr('indicator'));
  if (!whole && !outcomes.rows.length && !indicators.length) throw notFound(PLAN_NOT_FOUND);
  const shownOutcomes = new Set(outcomes.rows.map((outcome) => outcome.id));
  const nested = await outcomesWithIndicators(caller, outcomes.rows, indicators);
  const loose = indicators.filter((indicator) => !shownOutcomes.has(indicator.outcome_id));
  const looseAccess = await accessOf(caller, loose.map(indicatorRef));
  return {
    plan: { id: plan.id, name: plan.name, can_view: whole },
    outcomes: nested,
    indicators: loose.map((indicator) =>
      presentIndicator(indicator, indicatorAbilities(auth, looseAccess(indicatorRef(indicator)))),
    ),
  };
}

// Outcomes

/** The level of a new item under `parentId` (an item of the same plan); past the organisation's last level is refused. */
async function levelUnder(caller: Caller, plan: repo.PlanRow, parentId: string | null): Promise<number> {
  if (parentId === null) return 0;
  const parent = await repo.selectOutcome(caller.db, caller.auth.tenant.id, parentId);
  if (!parent || parent.plan_id !== plan.id)
    throw fieldError('parent_id', 'Choose a parent among the items of this plan.');
  const level = parent.level + 1;
  const { levels } = plan;
  if (levels.length && level >= levels.length) {
    throw fieldError(
      'parent_id',
      `"${levels[levels.length - 1]}" is the last plan level: nothing can be placed under it.`,
    );
  }
  return level;
}

/** GET /plans/entities/: the items at a level across the plans the caller sees. */
export async function findEntities(
  caller: Caller,
  filters: { level?: number; search?: string } & Page,
): Promise<{ count: number; results: PlanEntity[] }> {
  const page = await repo.selectEntityPage(
    caller.db,
    caller.auth.tenant.id,
    visibility(caller.auth, 'outcome'),
    filters,
  );
  return { count: page.count, results: page.rows.map(presentEntity) };
}

export async function findOutcomes(
  caller: Caller,
  filters: { plan_id?: string; query?: string } & Page,
): Promise<{ count: number; results: Outcome[] }> {
  const { auth, db } = caller;
  const page = await repo.selectOutcomePage(db, auth.tenant.id, visibility(auth, 'outcome'), {
    ...filters,
    planId: filters.plan_id,
  });
  const access = await accessOf(caller, page.rows.map(outcomeRef));
  return {
    count: page.count,
    results: page.rows.map((row) => presentOutcome(row, outcomeAbilities(auth, access(outcomeRef(row))))),
  };
}

async function loadOutcome(caller: Caller, id: string) {
  return withAccess(
    caller,
    await repo.selectOutcome(caller.db, caller.auth.tenant.id, id),
    outcomeRef,
    OUTCOME_NOT_FOUND,
  );
}

export async function getOutcome(caller: Caller, id: string): Promise<Outcome> {
  const { row, access } = await loadOutcome(caller, id);
  return presentOutcome(row, outcomeAbilities(caller.auth, access));
}

export async function createOutcome(caller: Caller, body: CreateOutcomeBody): Promise<Outcome> {
  const user = requireUser(caller.auth);
  const plan = await repo.selectPlan(caller.db, caller.auth.tenant.id, body.plan_id);
  const access = plan ? await itemAccessOne(caller.db, caller.auth, planRef(plan)) : NO_ACCESS;
  if (!plan || !canView(access)) throw notFound(PLAN_NOT_FOUND);
  allow(access, P.CREATE_EDIT_OUTCOME, 'You may not add outcomes to this plan.');
  const level = await levelUnder(caller, plan, body.parent_id);
  const id = await caller.db.transaction((tx) =>
    repo.insertOutcome(tx, {
      tenantId: caller.auth.tenant.id,
      planId: plan.id,
      organizationId: plan.organization_id,
      createdBy: user.id,
      parentId: body.parent_id,
      level,
      title: body.title,
      description: body.description,
    }),
  );
  return getOutcome(caller, id);
}

export async function updateOutcome(caller: Caller, id: string, body: UpdateOutcomeBody): Promise<Outcome> {
  const { row, access } = await loadOutcome(caller, id);
  allow(access, P.CREATE_EDIT_OUTCOME, 'You may not edit this outcome.');
  await caller.db.transaction((tx) => repo.updateOutcome(tx, caller.auth.tenant.id, row.id, body));
  return getOutcome(caller, row.id);
}

export async function deleteOutcome(caller: Caller, id: string): Promise<void> {
  const { row, access } = await loadOutcome(caller, id);
  allow(access, P.DELETE_OUTCOME, 'You may not delete this outcome.');
  const tenantId = caller.auth.tenant.id;
  await caller.db.transaction(async (tx) => {
    await forgetItemsStakeholders(tx, tenantId, ['outcome', 'indicator'], repo.outcomeItemIds(row.id));
    await repo.deleteOutcome(tx, tenantId, row);
  });
}

// Indicators

export async function findIndicators(
  caller: Caller,
  filters: {
    outcome_id?: string;
    plan_id?: string;
    group_id?: string;
    activity_id?: string;
    description?: string;
  } & Page,
): Promise<{ count: number; results: Indicator[] }> {
  const { auth, db } = caller;
  const page = await repo.selectIndicatorPage(db, auth.tenant.id, visibility(auth, 'indicator'), {
    ...filters,
    outcomeId: filters.outcome_id,
    planId: filters.plan_id,
    groupId: filters.group_id,
    activityId: filters.activity_id,
  });
  const access = await accessOf(caller, page.rows.map(indicatorRef));
  return {
    count: page.count,
    results: page.rows.map((row) =>
      presentIndicator(row, indicatorAbilities(auth, access(indicatorRef(row)))),
    ),
  };
}

async function loadIndicator(caller: Caller, id: string) {
  return withAccess(
    caller,
    await repo.selectIndicator(caller.db, caller.auth.tenant.id, id),
    indicatorRef,
    INDICATOR_NOT_FOUND,
  );
}

export async function getIndicator(caller: Caller, id: string): Promise<Indicator> {
  const { row, access } = await loadIndicator(caller, id);
  return presentIndicator(row, indicatorAbilities(caller.auth, access));
}

const PERCENTAGE_MEASURE =
  'A percentage indicator takes its numerators and denominators by hand; a form cannot measure it yet.';

export async function createIndicator(caller: Caller, body: CreateIndicatorBody): Promise<Indicator> {
  const user = requireUser(caller.auth);
  const outcome = await repo.selectOutcome(caller.db, caller.auth.tenant.id, body.outcome_id);
  const access = outcome ? await itemAccessOne(caller.db, caller.auth, outcomeRef(outcome)) : NO_ACCESS;
  if (!outcome || !canView(access)) throw notFound(OUTCOME_NOT_FOUND);
  allow(access, P.MANAGE_INDICATORS, 'You may not add indicators to this outcome.');
  const {
    outcome_id: _outcome,
    disaggregation_ids: disaggregationIds,
    targets,
    actuals,
    numerator_targets: _nt,
    denominator_targets: _dt,
    numerator_actuals: _na,
    denominator_actuals: _da,
    ...values
  } = body;
  if (body.kind === 'percentage' && body.measure) throw fieldError('measure', PERCENTAGE_MEASURE);
  const scope = { tenantId: caller.auth.tenant.id, organizationId: outcome.organization_id };
  await checkIndicatorChoices(caller.db, scope, body);
  await checkActivityOf(caller, outcome.id, body.activity_id);
  const measure = body.measure && (await checkMeasure(caller.db, scope, body.measure));
  const id = await caller.db.transaction(async (tx) => {
    const indicatorId = await repo.insertIndicator(tx, {
      ...values,
      tenantId: caller.auth.tenant.id,
      planId: outcome.plan_id,
      outcomeId: outcome.id,
      organizationId: outcome.organization_id,
      createdBy: user.id,
    });
    await repo.setIndicatorDisaggregations(tx, caller.auth.tenant.id, indicatorId, disaggregationIds);
    await checkIndicatorScalars(tx, indicatorId);
    const indicator = { tenantId: caller.auth.tenant.id, id: indicatorId, frequency: body.frequency };
    await applyRatioValues(tx, { ...indicator, kind: body.kind }, body, { userId: user.id });
    await applyPeriodValues(
      tx,
      indicator,
      'target',
      targets,
      { userId: user.id, source: 'manual' },
      'targets',
    );
    await applyPeriodValues(
      tx,
      indicator,
      'actual',
      actuals,
      { userId: user.id, source: 'manual' },
      'actuals',
    );
    if (measure) await repo.setMeasure(tx, caller.auth.tenant.id, indicatorId, measure);
    return indicatorId;
  });
  if (measure) await queueMeasure(caller, id);
  return getIndicator(caller, id);
}

/** An indicator measures an activity of its own outcome (400 on `activity_id` otherwise). */
async function checkActivityOf(caller: Caller, outcomeId: string, activityId: string | null | undefined) {
  if (!activityId) return;
  const activity = await selectActivity(caller.db, caller.auth.tenant.id, activityId);
  if (activity?.outcome_id !== outcomeId)
    throw fieldError('activity_id', 'Choose an activity of the indicator’s outcome.');
}

export async function updateIndicator(
  caller: Caller,
  id: string,
  body: UpdateIndicatorBody,
): Promise<Indicator> {
  const { row, access } = await loadIndicator(caller, id);
  allow(access, P.MANAGE_INDICATORS, 'You may not edit this indicator.');
  const scope = { tenantId: caller.auth.tenant.id, organizationId: row.organization_id };
  await checkIndicatorChoices(caller.db, scope, body);
  await checkActivityOf(caller, row.outcome_id, body.activity_id);
  const {
    disaggregation_ids: disaggregationIds,
    targets,
    actuals,
    measure: asked,
    numerator_targets: _nt,
    denominator_targets: _dt,
    numerator_actuals: _na,
    denominator_actuals: _da,
    ...changes
  } = body;
  const kind = changes.kind ?? row.kind;
  if (kind === 'percentage' && (asked || (asked === undefined && row.measure_info)))
    throw fieldError('measure', PERCENTAGE_MEASURE);
  const measure = asked ? await checkMeasure(caller.db, scope, asked) : asked;
  const userId = caller.auth.user?.id ?? null;
  await caller.db.transaction(async (tx) => {
    // Periods are stored by their first day: another frequency would misname every stored value.
    if (
      changes.frequency &&
      changes.frequency !== row.frequency &&
      (await repo.countValues(tx, row.id)) > 0
    ) {
      throw fieldError(
        'frequency',
        'Remove the targets and actuals before changing the reporting frequency.',
      );
    }
    // A number's values and a percentage's numerators and denominators do not convert into each other.
    if (changes.kind && changes.kind !== row.kind && (await repo.countValues(tx, row.id)) > 0)
      throw fieldError('kind', 'Remove the targets and actuals before changing the kind.');
    await repo.updateIndicator(tx, caller.auth.tenant.id, row.id, changes);
    await checkIndicatorScalars(tx, row.id);
    if (disaggregationIds)
      await repo.setIndicatorDisaggregations(tx, caller.auth.tenant.id, row.id, disaggregationIds);
    const indicator = {
      tenantId: caller.auth.tenant.id,
      id: row.id,
      frequency: changes.frequency ?? (row.frequency as IndicatorFrequency),
    };
    await applyRatioValues(tx, { ...indicator, kind }, body, { userId });
    await applyPeriodValues(tx, indicator, 'target', targets ?? [], { userId, source: 'manual' }, 'targets');
    await applyPeriodValues(tx, indicator, 'actual', actuals ?? [], { userId, source: 'manual' }, 'actuals');
    if (measure !== undefined) await repo.setMeasure(tx, caller.auth.tenant.id, row.id, measure);
  });
  if (measure || (measure === undefined && changes.frequency && row.measure_info))
    await queueMeasure(caller, row.id);
  return getIndicator(caller, row.id);
}

export async function deleteIndicator(caller: Caller, id: string): Promise<void> {
  const { row, access } = await loadIndicator(caller, id);
  allow(access, P.MANAGE_INDICATORS, 'You may not delete this indicator.');
  const tenantId = caller.auth.tenant.id;
  await caller.db.transaction(async (tx) => {
    await forgetItemStakeholders(tx, tenantId, 'indicator', row.id);
    await repo.deleteIndicator(tx, tenantId, row.id);
  });
}

// Notes and history

export async function addIndicatorNote(
  caller: Caller,
  id: string,
  body: IndicatorNoteBody,
): Promise<IndicatorChange> {
  const user = requireUser(caller.auth);
  const { row, access } = await loadIndicator(caller, id);
  allow(access, P.MANAGE_INDICATORS, 'You may not enter actuals of this indicator.');
  if (body.indicator_id && body.indicator_id !== row.id)
    throw fieldError('indicator_id', 'The indicator_id differs from the indicator of the address.');
  if (row.kind === 'percentage' && body.value_change !== null)
    throw fieldError(
      'value_change',
      'A percentage is computed: set its numerator_actuals and denominator_actuals on the indicator.',
    );
  return addNote(
    caller.db,
    { tenantId: caller.auth.tenant.id, id: row.id, frequency: row.frequency as IndicatorFrequency },
    body,
    user.id,
  );
}

export async function indicatorHistory(
  caller: Caller,
  id: string,
  page: Page,
): Promise<{ count: number; results: IndicatorChange[] }> {
  const { row } = await loadIndicator(caller, id);
  const changes = await repo.selectChangePage(caller.db, row.id, page);
  return {
    count: changes.count,
    results: changes.rows.map((change) => presentChange(change, row.frequency as IndicatorFrequency)),
  };
}

// Actuals from a form

async function queueMeasure(caller: Caller, indicatorId: string): Promise<string> {
  if (!caller.jobs) throw new Error('The form-actuals job needs the job queue');
  // No dedupe: on a standard pg-boss queue a key alone dedupes nothing, and a time slot would delay the asked run.
  // Two presses make two runs that write the same values (the computation is idempotent).
  return caller.jobs.send(MEASURE_JOB, { indicatorId });
}

/** Asks for the indicator's actuals to be computed from its form now (a job); answers the job id. */
export async function measureIndicator(caller: Caller, id: string): Promise<{ task_id: string }> {
  const { row, access } = await loadIndicator(caller, id);
  allow(access, P.MANAGE_INDICATORS, 'You may not update the actuals of this indicator.');
  if (!row.measure_info) throw fieldError('measure', 'No form measures this indicator: choose one first.');
  return { task_id: await queueMeasure(caller, row.id) };
}

// Suggestions

/** Alike outcomes or indicators in the plans the caller sees, to reuse rather than duplicate (10 at most). */
export async function findSuggestions(
  caller: Caller,
  kind: 'outcome' | 'indicator',
  input: { query: string; exclude_id?: string },
): Promise<{ results: Suggestion[] }> {
  const rows = await caller.db.transaction((tx) =>
    repo.selectSuggestions(tx, caller.auth.tenant.id, kind, visibility(caller.auth, kind), {
      query: input.query,
      excludeId: input.exclude_id,
      limit: 10,
    }),
  );
  return {
    results: rows.map((row) => ({
      id: row.id,
      title: row.title,
      plan: { id: row.plan_id, name: row.plan_name },
      outcome_id: row.outcome_id,
      similarity: Math.round(row.similarity * 1000) / 1000,
    })),
  };
}

// Export

/** The plan's indicator tracking table with its activities, as XLSX or PDF (the caller must be able to view the plan). */
export async function exportPlan(
  caller: Caller,
  id: string,
  format: PlanExportFormat,
): Promise<{ name: string; buffer: Buffer }> {
  const { row, access } = await loadPlan(caller, id);
  // A Pro feature of the plan's organisation: 402 with what to do otherwise.
  await requireProFeature(caller.db, row.organization_id, 'plan_export');
  const [outcomes, indicators, activities] = await Promise.all([
    repo.selectOutcomesOfPlan(caller.db, row.id, { limit: 10_000, offset: 0 }),
    repo.selectIndicatorsOf(caller.db, { planId: row.id }),
    activitiesOfPlan(caller, row.id),
  ]);
  const none = { edit: false, delete: false, add_indicator: false, manage_stakeholders: false };
  const input = {
    plan: presentPlan(row, planAbilities(caller.auth, access)),
    outcomes: outcomes.rows.map((outcome) => presentOutcome(outcome, none)),
    indicators: indicators.map((indicator) =>
      presentIndicator(indicator, { edit: false, delete: false, manage_stakeholders: false }),
    ),
    activities,
  };
  return {
    name: row.name,
    buffer: format === 'pdf' ? await planTrackingPdf(input) : await planTrackingWorkbook(input),
  };
}
