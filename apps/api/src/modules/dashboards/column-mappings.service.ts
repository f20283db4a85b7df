import { sql } from 'drizzle-orm';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import type {
  AggregationFunction,
  BulkCreateColumnMappingsBody,
  ColumnMapping,
  CreateColumnMappingBody,
  MappingRole,
  UpdateColumnMappingBody,
} from '@oversight/shared/dashboards/data-sources.schemas';
import type { DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../platform/access-control.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { COLUMNS, selectMappings, type MappingRow } from './column-mappings.repository.js';
import { aggregationsOf, projectsCatalog, rolesOf, type SourceCatalog } from './data-source-fields.js';
import * as sources from './data-sources.repository.js';
import { catalogOf } from './data-sources.service.js';
import type { DashboardsContext } from './dashboards.service.js';
import { loadVisualization } from './visualizations.service.js';
import { touchDashboard } from './visualizations.repository.js';

/** Column mappings (spec "Dashboard"): which field of the chart's data source plays which part, checked against its fields. */

const MAPPINGS_PER_CHART_MAX = 20;

async function selectMapping(db: DbOrTx, tenantId: string, id: string): Promise<MappingRow | null> {
  const result = await db.execute<MappingRow>(
    sql`SELECT ${COLUMNS} FROM dashboard_column_mappings WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid FOR UPDATE`,
  );
  return result.rows[0] ?? null;
}

const present = (row: MappingRow, catalog: SourceCatalog): ColumnMapping => ({
  ...row,
  field_label: catalog.fields.find((entry) => entry.key === row.field)?.label ?? row.field,
});

/** The chart (with its access checked) and its data source's fields. */
async function chartWithCatalog(db: DbOrTx, auth: AuthContext, visualizationId: string, need: number) {
  const chart = await loadVisualization(db, auth, visualizationId, need, {
    forUpdate: need !== PERMISSIONS.VIEW_DASHBOARD,
  });
  if (!chart.data_source_id) return { chart, catalog: projectsCatalog() };
  const source = await sources.selectDataSource(db, auth.tenant.id, chart.data_source_id);
  return { chart, catalog: await catalogOf(db, auth.tenant.id, source!) };
}

function checkMapping(
  catalog: SourceCatalog,
  body: { field: string; role: MappingRole; aggregation?: AggregationFunction | null },
  prefix = '',
) {
  const definition = catalog.fields.find((entry) => entry.key === body.field);
  if (!definition)
    throw fieldError(
      `${prefix}field`,
      `This data source has no field "${body.field}". Ask GET /dashboards/visualizations/available-fields/ for its fields.`,
    );
  if (!rolesOf(definition).includes(body.role))
    throw fieldError(`${prefix}role`, `"${definition.label}" cannot be used as ${body.role}.`);
  if (
    body.role === 'measure' &&
    body.aggregation &&
    body.aggregation !== 'count' &&
    !aggregationsOf(definition).includes(body.aggregation)
  ) {
    throw fieldError(
      `${prefix}aggregation`,
      `"${definition.label}" is not a number: count it or count its distinct values.`,
    );
  }
}

async function insertMapping(db: DbOrTx, tenantId: string, body: CreateColumnMappingBody): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO dashboard_column_mappings (tenant_id, visualization_id, field, role, aggregation, filter_value, label, position)
    SELECT ${tenantId}::uuid, ${body.visualization_id}::uuid, ${body.field}, ${body.role}, ${body.role === 'measure' ? (body.aggregation ?? 'count') : null},
           ${body.role === 'filter' ? (body.filter_value ?? null) : null}, ${body.label ?? ''},
           coalesce(${body.position ?? null}::int, (SELECT coalesce(max(position) + 1, 0) FROM dashboard_column_mappings WHERE visualization_id = ${body.visualization_id}::uuid))
    RETURNING id`);
  return result.rows[0]!.id;
}

async function countMappings(db: DbOrTx, visualizationId: string) {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM dashboard_column_mappings WHERE visualization_id = ${visualizationId}::uuid`,
  );
  return result.rows[0]?.n ?? 0;
}

/** A chart draws one measure (a number) or two (the others: the second beside or across the first); more are refused. */
async function checkMeasures(db: DbOrTx, chart: { id: string; visualization_type: string }, field: string) {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM dashboard_column_mappings WHERE visualization_id = ${chart.id}::uuid AND role = 'measure'`,
  );
  const most = chart.visualization_type === 'number' ? 1 : 2;
  if ((result.rows[0]?.n ?? 0) > most)
    throw fieldError(
      field,
      most === 1
        ? 'A number chart shows one measure: remove the other before adding one.'
        : 'A chart draws at most two measures: remove one before adding another.',
    );
}

export async function createColumnMapping(
  ctx: DashboardsContext,
  body: CreateColumnMappingBody,
): Promise<ColumnMapping> {
  const { db, auth } = ctx;
  const { id, catalog } = await db.transaction(async (tx) => {
    const { chart, catalog } = await chartWithCatalog(
      tx,
      auth,
      body.visualization_id,
      PERMISSIONS.MANAGE_DASHBOARD_VISUALIZATIONS,
    );
    checkMapping(catalog, body);
    if ((await countMappings(tx, chart.id)) >= MAPPINGS_PER_CHART_MAX)
      throw fieldError('visualization_id', `A chart has at most ${MAPPINGS_PER_CHART_MAX} column mappings.`);
    const created = await insertMapping(tx, auth.tenant.id, body);
    await checkMeasures(tx, chart, 'role');
    await touchDashboard(tx, auth.tenant.id, chart.dashboard_id, auth.user!.id);
    return { id: created, catalog };
  });
  return present((await selectMapping(db, auth.tenant.id, id))!, catalog);
}

/** POST .../bulk_create_column_mappings/: all or none, in one transaction; `replace` first drops the charts' old mappings. */
export async function bulkCreateColumnMappings(
  ctx: DashboardsContext,
  body: BulkCreateColumnMappingsBody,
): Promise<{ results: ColumnMapping[] }> {
  const { db, auth } = ctx;
  const made = await db.transaction(async (tx) => {
    const catalogs = new Map<string, SourceCatalog>();
    const charts = new Map<string, { id: string; visualization_type: string }>();
    for (const [index, mapping] of body.column_mappings.entries()) {
      if (!catalogs.has(mapping.visualization_id)) {
        const { chart, catalog } = await chartWithCatalog(
          tx,
          auth,
          mapping.visualization_id,
          PERMISSIONS.MANAGE_DASHBOARD_VISUALIZATIONS,
        );
        catalogs.set(chart.id, catalog);
        charts.set(chart.id, chart);
        if (body.replace)
          await tx.execute(
            sql`DELETE FROM dashboard_column_mappings WHERE tenant_id = ${auth.tenant.id}::uuid AND visualization_id = ${chart.id}::uuid`,
          );
        await touchDashboard(tx, auth.tenant.id, chart.dashboard_id, auth.user!.id);
      }
      checkMapping(catalogs.get(mapping.visualization_id)!, mapping, `column_mappings.${index}.`);
    }
    const ids: { id: string; visualizationId: string }[] = [];
    for (const mapping of body.column_mappings)
      ids.push({
        id: await insertMapping(tx, auth.tenant.id, mapping),
        visualizationId: mapping.visualization_id,
      });
    for (const visualizationId of catalogs.keys()) {
      if ((await countMappings(tx, visualizationId)) > MAPPINGS_PER_CHART_MAX)
        throw fieldError('column_mappings', `A chart has at most ${MAPPINGS_PER_CHART_MAX} column mappings.`);
      await checkMeasures(tx, charts.get(visualizationId)!, 'column_mappings');
    }
    return { ids, catalogs };
  });
  const rows = await selectMappings(db, [...made.catalogs.keys()]);
  const wanted = new Set(made.ids.map((entry) => entry.id));
  return {
    results: rows
      .filter((row) => wanted.has(row.id))
      .map((row) => present(row, made.catalogs.get(row.visualization_id)!)),
  };
}

export async function updateColumnMapping(
  ctx: DashboardsContext,
  id: string,
  body: UpdateColumnMappingBody,
): Promise<ColumnMapping> {
  const { db, auth } = ctx;
  const { catalog } = await db.transaction(async (tx) => {
    const row = await selectMapping(tx, auth.tenant.id, id);
    if (!row) throw notFound('No column mapping has this id.');
    const { chart, catalog } = await chartWithCatalog(
      tx,
      auth,
      row.visualization_id,
      PERMISSIONS.MANAGE_DASHBOARD_VISUALIZATIONS,
    );
    const next = {
      field: body.field ?? row.field,
      role: body.role ?? row.role,
      aggregation: body.aggregation !== undefined ? body.aggregation : row.aggregation,
      filter_value: body.filter_value !== undefined ? body.filter_value : row.filter_value,
    };
    if (next.role === 'measure' && !next.aggregation)
      throw fieldError('aggregation', 'Choose how to aggregate the measure.');
    if (next.role === 'filter' && !next.filter_value)
      throw fieldError('filter_value', 'Enter the value to keep.');
    checkMapping(catalog, next);
    await tx.execute(sql`
      UPDATE dashboard_column_mappings
         SET field = ${next.field}, role = ${next.role}, aggregation = ${next.role === 'measure' ? next.aggregation : null},
             filter_value = ${next.role === 'filter' ? next.filter_value : null}, label = coalesce(${body.label ?? null}, label),
             position = coalesce(${body.position ?? null}::int, position)
       WHERE tenant_id = ${auth.tenant.id}::uuid AND id = ${row.id}::uuid`);
    await checkMeasures(tx, chart, 'role');
    await touchDashboard(tx, auth.tenant.id, chart.dashboard_id, auth.user!.id);
    return { catalog };
  });
  return present((await selectMapping(db, auth.tenant.id, id))!, catalog);
}

export async function deleteColumnMapping(ctx: DashboardsContext, id: string): Promise<void> {
  const { db, auth } = ctx;
  await db.transaction(async (tx) => {
    const row = await selectMapping(tx, auth.tenant.id, id);
    if (!row) throw notFound('No column mapping has this id.');
    const { chart } = await chartWithCatalog(
      tx,
      auth,
      row.visualization_id,
      PERMISSIONS.MANAGE_DASHBOARD_VISUALIZATIONS,
    );
    await tx.execute(
      sql`DELETE FROM dashboard_column_mappings WHERE tenant_id = ${auth.tenant.id}::uuid AND id = ${row.id}::uuid`,
    );
    await touchDashboard(tx, auth.tenant.id, chart.dashboard_id, auth.user!.id);
  });
}

/** GET /dashboards/visualizations/{id}/visualization_data_column_mappings/: the chart's mappings in order. */
export async function chartMappings(
  ctx: DashboardsContext,
  visualizationId: string,
): Promise<{ results: ColumnMapping[] }> {
  const { db, auth } = ctx;
  const { chart, catalog } = await chartWithCatalog(db, auth, visualizationId, PERMISSIONS.VIEW_DASHBOARD);
  return { results: (await selectMappings(db, [chart.id])).map((row) => present(row, catalog)) };
}
