import { sql } from 'drizzle-orm';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  DATA_SOURCES_PER_DASHBOARD_MAX,
  type BulkUpdateDataSourcesBody,
  type CreateDataSourceBody,
  type DataSource,
} from '@oversight/shared/dashboards/data-sources.schemas';
import type { DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../platform/access-control.js';
import { fieldError, HttpError, notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { can, grantedItemIdsSql, itemAccessOne } from '../../platform/item-access.js';
import { planRef } from '../plans/plans.policy.js';
import { unpublishedScope } from '../projects/projects.policy.js';
import type { SheetText } from '../project-import/spreadsheet-reader.js';
import { formFacts, formSections } from '../surveys/structure.service.js';
import { loadSurvey, loadSurveyById } from '../surveys/surveys.service.js';
import type { ScopedSource } from './chart-query.js';
import {
  datasetCatalog,
  formCatalog,
  rolledQuestions,
  PLAN_OPTION_FIELDS,
  planCatalog,
  projectsCatalog,
  type SourceCatalog,
} from './data-source-fields.js';
import * as repo from './data-sources.repository.js';
import { loadDashboard, type DashboardsContext } from './dashboards.service.js';
import { prepareDataset, replaceDatasetRows } from './datasets.js';
import { isoTimestamp } from '../../platform/timestamps.js';

const NOT_FOUND = 'No data source has this id.';

export function presentDataSource(row: repo.DataSourceRow): DataSource {
  return {
    id: row.id,
    dashboard_id: row.dashboard_id,
    kind: row.kind,
    name: row.name,
    survey: row.survey_public_id ? { id: row.survey_public_id, name: row.survey_name ?? '' } : null,
    plan: row.plan_id ? { id: row.plan_id, name: row.plan_name ?? '' } : null,
    columns: row.columns,
    rows_count: row.rows_count,
    file_name: row.file_name,
    created: isoTimestamp(row.created_at),
    modified: isoTimestamp(row.modified_at),
  };
}

/** The data source and its dashboard with the caller's access to it (404 when they may not see the dashboard). */
export async function loadDataSource(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
  need: number,
  options: { forUpdate?: boolean } = {},
) {
  const row = await repo.selectDataSource(db, auth.tenant.id, id, options);
  if (!row) throw notFound(NOT_FOUND);
  try {
    await loadDashboard(db, auth, row.dashboard_id, need);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw notFound(NOT_FOUND);
    throw error;
  }
  return row;
}

export async function listDataSources(
  ctx: DashboardsContext,
  dashboardId: string,
): Promise<{ results: DataSource[] }> {
  const { db, auth } = ctx;
  const { row } = await loadDashboard(db, auth, dashboardId, PERMISSIONS.VIEW_DASHBOARD);
  return { results: (await repo.selectDataSources(db, auth.tenant.id, row.id)).map(presentDataSource) };
}

/**
 * POST /dashboards/data-sources/: a source for the dashboard's charts. A form's responses need "view form responses"
 * on it and a plan needs "view plan", for the one adding it (each viewer is checked again when charts are drawn).
 */
export async function createDataSource(
  ctx: DashboardsContext,
  body: CreateDataSourceBody,
): Promise<DataSource> {
  const { db, auth } = ctx;
  const id = await db.transaction(async (tx) => {
    const { row: dashboard } = await loadDashboard(
      tx,
      auth,
      body.dashboard_id,
      PERMISSIONS.MANAGE_DASHBOARD_VISUALIZATIONS,
      { forUpdate: true },
    );
    if ((await repo.countDataSources(tx, dashboard.id)) >= DATA_SOURCES_PER_DASHBOARD_MAX) {
      throw fieldError(
        'dashboard_id',
        `A dashboard has at most ${DATA_SOURCES_PER_DASHBOARD_MAX} data sources.`,
      );
    }
    let name = body.name;
    let surveyId: string | null = null;
    let planId: string | null = null;
    if (body.kind === 'form') {
      const { row } = await loadSurvey(
        { db: tx, auth },
        body.survey_id!,
        PERMISSIONS.VIEW_FORM_RESPONSES,
      ).catch((error: unknown) => {
        if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 403))
          throw fieldError('survey_id', 'Choose a form whose responses you may see.');
        throw error;
      });
      surveyId = row.id;
      name ??= row.name;
    } else if (body.kind === 'plan') {
      const plan = await repo.selectPlan(tx, auth.tenant.id, body.plan_id!);
      const access = plan ? await itemAccessOne(tx, auth, planRef(plan)) : null;
      if (!plan || !access || !can(access, PERMISSIONS.VIEW_PLAN))
        throw fieldError('plan_id', 'Choose a plan you may see.');
      planId = plan.id;
      name ??= plan.name;
    } else if (body.kind === 'projects') {
      name ??= `Projects of ${dashboard.organization_name}`;
    }
    return repo.insertDataSource(tx, {
      tenantId: auth.tenant.id,
      dashboardId: dashboard.id,
      kind: body.kind,
      name: name!,
      surveyId,
      planId,
      userId: auth.user!.id,
    });
  });
  return presentDataSource((await repo.selectDataSource(db, auth.tenant.id, id))!);
}

/** POST /dashboards/data-sources/{id}/dataset/: the file's rows replace the dataset's, its column types inferred again. */
/**
 * Before a dataset's file is read: 404 unless the caller may change this source (any id, not only a UUID), so an
 * outsider learns nothing from the file's errors.
 */
export async function checkDatasetUpload(ctx: DashboardsContext, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  await loadDataSource(ctx.db, ctx.auth, id, PERMISSIONS.MANAGE_DASHBOARD_VISUALIZATIONS);
}

export async function uploadDataset(
  ctx: DashboardsContext,
  id: string,
  sheet: SheetText,
  fileName: string,
): Promise<DataSource> {
  const { db, auth } = ctx;
  const prepared = prepareDataset(sheet);
  await db.transaction(async (tx) => {
    const row = await loadDataSource(tx, auth, id, PERMISSIONS.MANAGE_DASHBOARD_VISUALIZATIONS, {
      forUpdate: true,
    });
    if (row.kind !== 'dataset') throw fieldError('file', 'Only a dataset data source takes a file.');
    await replaceDatasetRows(tx, row.id, prepared.rows);
    await repo.updateDataSource(tx, auth.tenant.id, row.id, {
      columns: prepared.columns,
      rowsCount: prepared.rows.length,
      fileName: fileName.slice(0, 200) || 'upload',
    });
  });
  return presentDataSource((await repo.selectDataSource(db, auth.tenant.id, id))!);
}

/** POST /dashboards/data-sources/bulk_update_data_sources/: names, and a dataset's corrected column names and types. */
export async function bulkUpdateDataSources(
  ctx: DashboardsContext,
  body: BulkUpdateDataSourcesBody,
): Promise<{ results: DataSource[] }> {
  const { db, auth } = ctx;
  await db.transaction(async (tx) => {
    for (const [index, change] of body.data_sources.entries()) {
      const row = await loadDataSource(tx, auth, change.id, PERMISSIONS.MANAGE_DASHBOARD_VISUALIZATIONS, {
        forUpdate: true,
      });
      let columns = undefined as repo.DataSourceRow['columns'] | undefined;
      if (change.columns) {
        if (row.kind !== 'dataset')
          throw fieldError(`data_sources.${index}.columns`, 'Only a dataset has columns to correct.');
        const byKey = new Map(change.columns.map((column) => [column.key, column]));
        const unknown = change.columns.find(
          (column) => !row.columns.some((existing) => existing.key === column.key),
        );
        if (unknown)
          throw fieldError(`data_sources.${index}.columns`, `The dataset has no column ${unknown.key}.`);
        columns = row.columns.map((column) => ({
          ...column,
          ...byKey.get(column.key),
          label: byKey.get(column.key)?.label ?? column.label,
        }));
      }
      await repo.updateDataSource(tx, auth.tenant.id, row.id, { name: change.name, columns });
    }
  });
  const rows = await repo.selectDataSourcesByIds(
    db,
    auth.tenant.id,
    body.data_sources.map((change) => change.id),
  );
  return { results: rows.map(presentDataSource) };
}

export async function deleteDataSource(ctx: DashboardsContext, id: string): Promise<void> {
  const { db, auth } = ctx;
  await db.transaction(async (tx) => {
    const row = await loadDataSource(tx, auth, id, PERMISSIONS.MANAGE_DASHBOARD_VISUALIZATIONS, {
      forUpdate: true,
    });
    await repo.deleteDataSource(tx, auth.tenant.id, row.id);
  });
}

/** Who draws a chart: a signed-in caller (their access decides), or anyone through the dashboard's public link. */
export type Viewer = { auth: AuthContext; publicLink: boolean };

/** The source's fields (for the chart builder and to check mappings); forms read their current structure. */
export async function catalogOf(
  db: DbOrTx,
  tenantId: string,
  row: repo.DataSourceRow,
): Promise<SourceCatalog> {
  if (row.kind === 'projects') return projectsCatalog();
  if (row.kind === 'plan') return planCatalog();
  if (row.kind === 'dataset') return datasetCatalog(row.columns);
  const form = {
    id: row.survey_id!,
    version: row.survey_version ?? 1,
    modified_at: row.survey_modified_at ?? '',
  };
  const [sections, facts] = await Promise.all([
    formSections(db, tenantId, form),
    formFacts(db, tenantId, form),
  ]);
  return formCatalog(sections, { surveyId: form.id, names: facts.indexedAlike });
}

/** The first charts (no data source): the dashboard organisation's projects. */
export function projectsSource(viewer: Viewer, ownerId: string, id: string | null = null): ScopedSource {
  const { auth } = viewer;
  const owner = sql`(p.organization_id = ${ownerId}::uuid OR p.ministry_id = ${ownerId}::uuid OR p.agency_id = ${ownerId}::uuid)`;
  // Through a public link only published projects count; a signed-in viewer also sees the drafts they may open.
  const scope = viewer.publicLink ? [] : unpublishedScope(auth);
  const visible = viewer.publicLink
    ? sql`p.is_published`
    : sql`(p.is_published
        OR p.organization_id = ANY(${sql.param(scope)}::uuid[]) OR p.ministry_id = ANY(${sql.param(scope)}::uuid[]) OR p.agency_id = ANY(${sql.param(scope)}::uuid[])
        OR p.id IN (${grantedItemIdsSql(auth, 'project')}))`;
  return {
    id,
    catalog: projectsCatalog(),
    from: sql`projects p`,
    scope: sql`p.tenant_id = ${auth.tenant.id}::uuid AND p.deleted_at IS NULL AND ${owner} AND ${visible}`,
    recordId: sql`p.id`,
    oneRowPerRecord: true,
    readTogether: true,
    stamps: viewer.publicLink
      ? [`projects:${auth.tenant.id}`]
      : [`projects:${auth.tenant.id}`, `access:${auth.tenant.id}`],
  };
}

/**
 * The source scoped to what the viewer may see, or a problem in words. Forms: "view form responses" on the form;
 * plans: the whole plan with "view plan", else only indicators shared with them; datasets: the dashboard's own.
 * A public link shows what the dashboard's organisation published in it: published projects, and its sources' numbers.
 */
export async function scopedSource(
  db: DbOrTx,
  viewer: Viewer,
  row: repo.DataSourceRow,
): Promise<ScopedSource | { problem: string }> {
  const { auth } = viewer;
  const tenantId = auth.tenant.id;
  if (row.kind === 'projects') return projectsSource(viewer, row.dashboard_organization_id, row.id);
  const catalog = await catalogOf(db, tenantId, row);
  if (row.kind === 'dataset') {
    return {
      id: row.id,
      catalog,
      from: sql`dashboard_dataset_rows dr`,
      scope: sql`dr.data_source_id = ${row.id}::uuid`,
      recordId: sql`dr.row_number`,
      stamps: [`dataset:${row.id}`],
    };
  }
  if (row.kind === 'form') {
    if (!viewer.publicLink) {
      const allowed = await loadSurveyById(
        { db, auth },
        row.survey_id!,
        PERMISSIONS.VIEW_FORM_RESPONSES,
      ).then(
        () => true,
        () => false,
      );
      if (!allowed)
        return { problem: `You may not see the responses of "${row.survey_name ?? 'this form'}".` };
    }
    return {
      id: row.id,
      catalog,
      from: sql`survey_responses sr`,
      // The tenant is checked on the form once, so the responses are read from their index alone (survey, submitted, id).
      scope: sql`sr.survey_id = ${row.survey_id}::uuid AND NOT sr.is_draft
        AND EXISTS (SELECT 1 FROM surveys s WHERE s.tenant_id = ${tenantId}::uuid AND s.id = ${row.survey_id}::uuid)`,
      recordId: sql`sr.id`,
      // A response is one row of survey_responses; its single-valued answers join at most one index row each.
      oneRowPerRecord: true,
      stamps: [`form:${row.survey_id}`],
      rollup: { surveyId: row.survey_id!, questions: rolledQuestions(catalog) },
    };
  }
  let visible = sql`true`;
  if (!viewer.publicLink) {
    const access = await itemAccessOne(
      db,
      auth,
      planRef({ id: row.plan_id!, organization_id: row.plan_organization_id! }),
    );
    if (!can(access, PERMISSIONS.VIEW_PLAN)) visible = sql`i.id IN (${grantedItemIdsSql(auth, 'indicator')})`;
  }
  return {
    id: row.id,
    catalog,
    from: sql`indicator_values iv JOIN indicators i ON i.id = iv.indicator_id JOIN outcomes o ON o.id = i.outcome_id
      LEFT JOIN disaggregation_options dop ON dop.id = iv.option_id LEFT JOIN disaggregation_categories dc ON dc.id = dop.category_id`,
    scope: sql`i.tenant_id = ${tenantId}::uuid AND i.plan_id = ${row.plan_id}::uuid AND ${visible}`,
    recordId: sql`iv.id`,
    stamps: viewer.publicLink ? [`plans:${tenantId}`] : [`plans:${tenantId}`, `access:${tenantId}`],
    scopeFor: (used) =>
      [...used].some((key) => PLAN_OPTION_FIELDS.has(key))
        ? sql`iv.option_id IS NOT NULL`
        : sql`iv.option_id IS NULL`,
  };
}
