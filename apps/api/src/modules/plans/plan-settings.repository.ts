import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { countedPage } from '../../platform/pagination.js';

/** SQL of an organisation's plan settings (units, indicator groups, disaggregation categories and options). */

export type Scope = { tenantId: string; organizationId: string };
export type SettingTable = 'plan_units' | 'indicator_groups' | 'disaggregation_categories';

export type UnitRow = { id: string; name: string; symbol: string; kind: string; indicators_count: number };
export type GroupRow = { id: string; name: string; description: string; indicators_count: number };
export type CategoryRow = {
  id: string;
  name: string;
  indicators_count: number;
  options: { id: string; name: string }[] | null;
};

const escapeLike = (value: string) => `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const COLUMNS: Record<SettingTable, SQL> = {
  plan_units: sql`s.id, s.name, s.symbol, s.kind, (SELECT count(*)::int FROM indicators i WHERE i.unit_id = s.id) AS indicators_count`,
  indicator_groups: sql`s.id, s.name, s.description, (SELECT count(*)::int FROM indicators i WHERE i.group_id = s.id) AS indicators_count`,
  disaggregation_categories: sql`s.id, s.name,
    (SELECT count(*)::int FROM indicator_disaggregations d WHERE d.category_id = s.id) AS indicators_count,
    (SELECT json_agg(json_build_object('id', o.id, 'name', o.name) ORDER BY o.position) FROM disaggregation_options o WHERE o.category_id = s.id) AS options`,
};

const scoped = (scope: Scope) =>
  sql`s.tenant_id = ${scope.tenantId}::uuid AND s.organization_id = ${scope.organizationId}::uuid`;

export async function selectSettingPage<T>(
  db: DbOrTx,
  table: SettingTable,
  scope: Scope,
  filters: { search?: string; limit: number; offset: number },
) {
  const search = filters.search ? sql`AND s.name ILIKE ${escapeLike(filters.search)}` : sql``;
  const from = sql`FROM ${sql.identifier(table)} s WHERE ${scoped(scope)} ${search}`;
  return countedPage<T>(
    db,
    sql`SELECT count(*)::int AS count ${from}`,
    sql`SELECT ${COLUMNS[table]} ${from} ORDER BY lower(s.name), s.id LIMIT ${filters.limit} OFFSET ${filters.offset}`,
  );
}

export async function selectSetting<T>(
  db: DbOrTx,
  table: SettingTable,
  scope: Scope,
  id: string,
): Promise<T | undefined> {
  const result = await db.execute<T & Record<string, unknown>>(
    sql`SELECT ${COLUMNS[table]} FROM ${sql.identifier(table)} s WHERE ${scoped(scope)} AND s.id = ${id}::uuid`,
  );
  return result.rows[0] as T | undefined;
}

/** Whether another row of the organisation already has this name (any case). */
export async function nameTaken(
  db: DbOrTx,
  table: SettingTable,
  scope: Scope,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const except = exceptId ? sql`AND s.id <> ${exceptId}::uuid` : sql``;
  const result = await db.execute(
    sql`SELECT 1 FROM ${sql.identifier(table)} s WHERE ${scoped(scope)} AND lower(s.name) = lower(${name}) ${except} LIMIT 1`,
  );
  return result.rows.length > 0;
}

export async function insertSetting(
  db: DbOrTx,
  table: SettingTable,
  scope: Scope,
  values: Record<string, string>,
): Promise<string> {
  const columns = Object.keys(values);
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO ${sql.identifier(table)} (tenant_id, organization_id, ${sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    )})
    VALUES (${scope.tenantId}::uuid, ${scope.organizationId}::uuid, ${sql.join(
      columns.map((column) => sql`${values[column]}`),
      sql`, `,
    )})
    RETURNING id`);
  return result.rows[0]!.id;
}

export async function updateSetting(
  db: DbOrTx,
  table: SettingTable,
  scope: Scope,
  id: string,
  changes: Record<string, string | undefined>,
) {
  const sets = Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
  if (sets.length) {
    await db.execute(sql`UPDATE ${sql.identifier(table)} s SET ${sql.join(sets, sql.raw(', '))}
      WHERE s.tenant_id = ${scope.tenantId}::uuid AND s.organization_id = ${scope.organizationId}::uuid AND s.id = ${id}::uuid`);
  }
}

export async function deleteSetting(db: DbOrTx, table: SettingTable, scope: Scope, id: string) {
  await db.execute(sql`DELETE FROM ${sql.identifier(table)} s WHERE ${scoped(scope)} AND s.id = ${id}::uuid`);
}

/** The category's id when it is the organisation's (options hold no tenant: their category's names it), else NULL. */
const categoryOf = (tenantId: string, organizationId: string, categoryId: string) =>
  sql`(SELECT c.id FROM disaggregation_categories c WHERE c.tenant_id = ${tenantId}::uuid AND c.organization_id = ${organizationId}::uuid AND c.id = ${categoryId}::uuid)`;

/** Makes a category's options exactly `options` in that order: kept ones (by id) renamed, others removed, new ones added. */
export async function replaceOptions(
  db: DbOrTx,
  scope: Scope,
  categoryId: string,
  options: { id?: string; name: string }[],
) {
  const kept = options.flatMap((option) => (option.id ? [option.id] : []));
  await db.execute(sql`DELETE FROM disaggregation_options
    WHERE category_id = ${categoryOf(scope.tenantId, scope.organizationId, categoryId)} AND NOT (id = ANY(${sql.param(kept)}::uuid[]))`);
  // Names move out of the way first so swapping two names does not trip the unique index.
  await db.execute(
    sql`UPDATE disaggregation_options SET name = id::text WHERE category_id = ${categoryOf(scope.tenantId, scope.organizationId, categoryId)}`,
  );
  for (const [position, option] of options.entries()) {
    if (option.id) {
      await db.execute(sql`UPDATE disaggregation_options SET name = ${option.name}, position = ${position}
        WHERE id = ${option.id}::uuid AND category_id = ${categoryOf(scope.tenantId, scope.organizationId, categoryId)}`);
    } else {
      await db.execute(sql`INSERT INTO disaggregation_options (category_id, name, position)
        SELECT ${categoryOf(scope.tenantId, scope.organizationId, categoryId)}, ${option.name}::text, ${position}::int`);
    }
  }
}

/** Which of these ids are options of this category. */
export async function optionIdsOf(db: DbOrTx, categoryId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const result = await db.execute<{ id: string }>(
    sql`SELECT id FROM disaggregation_options WHERE category_id = ${categoryId}::uuid AND id = ANY(${sql.param(ids)}::uuid[])`,
  );
  return new Set(result.rows.map((row) => row.id));
}

/** Which of these ids are rows of the organisation in `table`. */
export async function idsOfOrganization(
  db: DbOrTx,
  table: SettingTable,
  scope: Scope,
  ids: string[],
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const result = await db.execute<{ id: string }>(
    sql`SELECT s.id FROM ${sql.identifier(table)} s WHERE ${scoped(scope)} AND s.id = ANY(${sql.param(ids)}::uuid[])`,
  );
  return new Set(result.rows.map((row) => row.id));
}

/** The organisation's plan level names, first level first. */
export async function selectPlanLevels(db: DbOrTx, scope: Scope): Promise<string[]> {
  const result = await db.execute<{ plan_levels: string[] }>(
    sql`SELECT plan_levels FROM organizations WHERE tenant_id = ${scope.tenantId}::uuid AND id = ${scope.organizationId}::uuid`,
  );
  return result.rows[0]?.plan_levels ?? [];
}
