import {
  DISAGGREGATION_PRESET_KEYS,
  DISAGGREGATION_PRESETS,
  PLAN_UNIT_KIND_LABELS,
  PLAN_UNIT_KINDS,
  type CreateDisaggregationCategoryBody,
  type CreateIndicatorGroupBody,
  type CreateUnitBody,
  type DisaggregationCategory,
  type IndicatorGroup,
  type PlanUnitKind,
  type Unit,
  type UpdateDisaggregationCategoryBody,
  type UpdateIndicatorGroupBody,
  type IndicatorMeta,
  type UpdateUnitBody,
} from '@oversight/shared/plans/plan-settings.schemas';
import type { DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../platform/access-control.js';
import type { ContextOf } from '../../platform/request-context.js';
import { fieldError, forbidden, notFound } from '../../platform/errors.js';
import * as repo from './plan-settings.repository.js';

/**
 * An organisation's plan settings. Routes require membership (reads) or MANAGE_PLAN_SETTINGS (writes) of the current
 * organisation; every query is scoped to it, so another organisation's ids are not found.
 */

/** What the plan-settings services use of the request's context (a route passes `request.ctx`). */
export type Caller = ContextOf<'db' | 'auth'>;
type Page = { search?: string; limit: number; offset: number };

const KIND = {
  plan_units: { what: 'unit', missing: 'No unit has this id.' },
  indicator_groups: { what: 'indicator group', missing: 'No indicator group has this id.' },
  disaggregation_categories: {
    what: 'disaggregation category',
    missing: 'No disaggregation category has this id.',
  },
} as const;

export function scopeOf(auth: AuthContext): repo.Scope {
  if (!auth.organization) throw forbidden('Choose an organisation: the X-Organization-Id header is missing.');
  return { tenantId: auth.tenant.id, organizationId: auth.organization.id };
}

const presentUnit = (row: repo.UnitRow): Unit => ({
  id: row.id,
  name: row.name,
  symbol: row.symbol,
  kind: row.kind as PlanUnitKind,
  indicators_count: row.indicators_count,
});
const presentGroup = (row: repo.GroupRow): IndicatorGroup => ({
  id: row.id,
  name: row.name,
  description: row.description,
  indicators_count: row.indicators_count,
});
const presentCategory = (row: repo.CategoryRow): DisaggregationCategory => ({
  id: row.id,
  name: row.name,
  options: row.options ?? [],
  indicators_count: row.indicators_count,
});

async function load<T>(db: DbOrTx, table: repo.SettingTable, scope: repo.Scope, id: string): Promise<T> {
  const row = await repo.selectSetting<T>(db, table, scope, id);
  if (!row) throw notFound(KIND[table].missing);
  return row;
}

async function checkName(
  db: DbOrTx,
  table: repo.SettingTable,
  scope: repo.Scope,
  name: string | undefined,
  exceptId?: string,
) {
  if (name !== undefined && (await repo.nameTaken(db, table, scope, name, exceptId))) {
    throw fieldError('name', `Your organisation already has a ${KIND[table].what} named "${name}".`);
  }
}

// Units

export async function findUnits(caller: Caller, page: Page) {
  const result = await repo.selectSettingPage<repo.UnitRow>(
    caller.db,
    'plan_units',
    scopeOf(caller.auth),
    page,
  );
  return { count: result.count, results: result.rows.map(presentUnit) };
}

export const getUnit = async (caller: Caller, id: string) =>
  presentUnit(await load(caller.db, 'plan_units', scopeOf(caller.auth), id));

export async function createUnit(caller: Caller, body: CreateUnitBody): Promise<Unit> {
  const scope = scopeOf(caller.auth);
  const id = await caller.db.transaction(async (tx) => {
    await checkName(tx, 'plan_units', scope, body.name);
    return repo.insertSetting(tx, 'plan_units', scope, {
      name: body.name,
      symbol: body.symbol,
      kind: body.kind,
    });
  });
  return getUnit(caller, id);
}

export async function updateUnit(caller: Caller, id: string, body: UpdateUnitBody): Promise<Unit> {
  const scope = scopeOf(caller.auth);
  await caller.db.transaction(async (tx) => {
    await load(tx, 'plan_units', scope, id);
    await checkName(tx, 'plan_units', scope, body.name, id);
    await repo.updateSetting(tx, 'plan_units', scope, id, body);
  });
  return getUnit(caller, id);
}

// Indicator groups

export async function findGroups(caller: Caller, page: Page) {
  const result = await repo.selectSettingPage<repo.GroupRow>(
    caller.db,
    'indicator_groups',
    scopeOf(caller.auth),
    page,
  );
  return { count: result.count, results: result.rows.map(presentGroup) };
}

export const getGroup = async (caller: Caller, id: string) =>
  presentGroup(await load(caller.db, 'indicator_groups', scopeOf(caller.auth), id));

export async function createGroup(caller: Caller, body: CreateIndicatorGroupBody): Promise<IndicatorGroup> {
  const scope = scopeOf(caller.auth);
  const id = await caller.db.transaction(async (tx) => {
    await checkName(tx, 'indicator_groups', scope, body.name);
    return repo.insertSetting(tx, 'indicator_groups', scope, {
      name: body.name,
      description: body.description,
    });
  });
  return getGroup(caller, id);
}

export async function updateGroup(
  caller: Caller,
  id: string,
  body: UpdateIndicatorGroupBody,
): Promise<IndicatorGroup> {
  const scope = scopeOf(caller.auth);
  await caller.db.transaction(async (tx) => {
    await load(tx, 'indicator_groups', scope, id);
    await checkName(tx, 'indicator_groups', scope, body.name, id);
    await repo.updateSetting(tx, 'indicator_groups', scope, id, body);
  });
  return getGroup(caller, id);
}

// Disaggregation categories

export async function findCategories(caller: Caller, page: Page) {
  const result = await repo.selectSettingPage<repo.CategoryRow>(
    caller.db,
    'disaggregation_categories',
    scopeOf(caller.auth),
    page,
  );
  return { count: result.count, results: result.rows.map(presentCategory) };
}

export const getCategory = async (caller: Caller, id: string) =>
  presentCategory(await load(caller.db, 'disaggregation_categories', scopeOf(caller.auth), id));

export async function createCategory(
  caller: Caller,
  body: CreateDisaggregationCategoryBody,
): Promise<DisaggregationCategory> {
  const scope = scopeOf(caller.auth);
  if (body.options.some((option) => option.id))
    throw fieldError('options', 'A new category has only new options: leave out their ids.');
  const id = await caller.db.transaction(async (tx) => {
    await checkName(tx, 'disaggregation_categories', scope, body.name);
    const categoryId = await repo.insertSetting(tx, 'disaggregation_categories', scope, { name: body.name });
    await repo.replaceOptions(tx, scope, categoryId, body.options);
    return categoryId;
  });
  return getCategory(caller, id);
}

export async function updateCategory(
  caller: Caller,
  id: string,
  body: UpdateDisaggregationCategoryBody,
): Promise<DisaggregationCategory> {
  const scope = scopeOf(caller.auth);
  await caller.db.transaction(async (tx) => {
    await load(tx, 'disaggregation_categories', scope, id);
    await checkName(tx, 'disaggregation_categories', scope, body.name, id);
    await repo.updateSetting(tx, 'disaggregation_categories', scope, id, { name: body.name });
    if (body.options) {
      const ids = body.options.flatMap((option) => (option.id ? [option.id] : []));
      const known = await repo.optionIdsOf(tx, id, ids);
      if (ids.some((optionId) => !known.has(optionId)) || new Set(ids).size !== ids.length) {
        throw fieldError('options', 'An option id is not one of this category’s options (or appears twice).');
      }
      await repo.replaceOptions(tx, scope, id, body.options);
    }
  });
  return getCategory(caller, id);
}

export async function deleteSetting(caller: Caller, table: repo.SettingTable, id: string) {
  const scope = scopeOf(caller.auth);
  await caller.db.transaction(async (tx) => {
    await load(tx, table, scope, id);
    await repo.deleteSetting(tx, table, scope, id);
  });
}

/** The whole settings of the organisation (for forms that choose a unit, group or disaggregations). */
export async function allSettings(caller: Caller) {
  const all = { limit: 1000, offset: 0 };
  const units = await findUnits(caller, all);
  const groups = await findGroups(caller, all);
  const categories = await findCategories(caller, all);
  return { units: units.results, groups: groups.results, categories: categories.results };
}

/** Checks that the unit, group and categories chosen for an indicator are the owner organisation's (400 naming the field). */
export async function checkIndicatorChoices(
  db: DbOrTx,
  scope: repo.Scope,
  choices: { unit_id?: string | null; group_id?: string | null; disaggregation_ids?: string[] },
) {
  const checks: [string, repo.SettingTable, string[]][] = [
    ['unit_id', 'plan_units', choices.unit_id ? [choices.unit_id] : []],
    ['group_id', 'indicator_groups', choices.group_id ? [choices.group_id] : []],
    ['disaggregation_ids', 'disaggregation_categories', choices.disaggregation_ids ?? []],
  ];
  for (const [field, table, ids] of checks) {
    const known = await repo.idsOfOrganization(db, table, scope, ids);
    if (ids.some((id) => !known.has(id)))
      throw fieldError(field, `Choose a ${KIND[table].what} of the plan's organisation.`);
  }
}

export async function indicatorMeta(caller: Caller): Promise<IndicatorMeta> {
  const settings = await allSettings(caller);
  return {
    units: settings.units,
    groups: settings.groups,
    disaggregation_categories: settings.categories,
    disaggregation_presets: DISAGGREGATION_PRESET_KEYS.map((key) => ({
      key,
      name: DISAGGREGATION_PRESETS[key].name,
      options: [...DISAGGREGATION_PRESETS[key].options],
    })),
    unit_kinds: PLAN_UNIT_KINDS.map((value) => ({ value, label: PLAN_UNIT_KIND_LABELS[value] })),
    levels: await repo.selectPlanLevels(caller.db, scopeOf(caller.auth)),
  };
}
