import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import type { DashboardFilters, PublicLink } from '@oversight/shared/dashboards/data-sources.schemas';
import type { PublicDashboard, VisualizationData } from '@oversight/shared/dashboards/visualizations.schemas';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import * as sources from './data-sources.repository.js';
import { loadDashboard, type DashboardsContext } from './dashboards.service.js';
import { presentVisualization } from './visualizations.presenter.js';
import * as charts from './visualizations.repository.js';
import { chartData } from './visualizations.service.js';
import { isoTimestamp } from '../../platform/timestamps.js';

/**
 * A dashboard's public link: read-only, no sign-in, revocable. Making, reading and revoking it takes "manage dashboard
 * stakeholders" (it shares the dashboard with everyone). Through it, anyone reads that dashboard's charts and nothing
 * else: projects count when published; its forms', plans' and datasets' numbers as the organisation published them.
 */

type LinkRow = { token: string; created_at: Date | string; dashboard_id: string };
const LINK_GONE = 'This public link does not exist or was revoked.';
const present = (row: LinkRow): PublicLink => ({
  token: row.token,
  path: `/dashboards/public/${row.token}`,
  created: isoTimestamp(row.created_at),
});

async function selectLink(db: DbOrTx, dashboardId: string): Promise<LinkRow | null> {
  const result = await db.execute<LinkRow>(
    sql`SELECT token, created_at, dashboard_id FROM dashboard_public_links WHERE dashboard_id = ${dashboardId}::uuid`,
  );
  return result.rows[0] ?? null;
}

export async function getPublicLink(
  ctx: DashboardsContext,
  dashboardId: string,
): Promise<{ link: PublicLink | null }> {
  const { db, auth } = ctx;
  const { row } = await loadDashboard(db, auth, dashboardId, PERMISSIONS.MANAGE_DASHBOARD_STAKEHOLDERS);
  const link = await selectLink(db, row.id);
  return { link: link ? present(link) : null };
}

/** Makes the link, or answers the one there is (one per dashboard; revoke and make again for a new address). */
export async function createPublicLink(ctx: DashboardsContext, dashboardId: string): Promise<PublicLink> {
  const { db, auth } = ctx;
  return db.transaction(async (tx) => {
    const { row } = await loadDashboard(tx, auth, dashboardId, PERMISSIONS.MANAGE_DASHBOARD_STAKEHOLDERS, {
      forUpdate: true,
    });
    await tx.execute(sql`
      INSERT INTO dashboard_public_links (dashboard_id, tenant_id, token, created_by)
      VALUES (${row.id}::uuid, ${auth.tenant.id}::uuid, ${randomBytes(24).toString('base64url')}, ${auth.user!.id}::uuid)
      ON CONFLICT (dashboard_id) DO NOTHING`);
    return present((await selectLink(tx, row.id))!);
  });
}

export async function revokePublicLink(ctx: DashboardsContext, dashboardId: string): Promise<void> {
  const { db, auth } = ctx;
  await db.transaction(async (tx) => {
    const { row } = await loadDashboard(tx, auth, dashboardId, PERMISSIONS.MANAGE_DASHBOARD_STAKEHOLDERS, {
      forUpdate: true,
    });
    await tx.execute(sql`DELETE FROM dashboard_public_links WHERE dashboard_id = ${row.id}::uuid`);
  });
}

type LinkedDashboard = {
  id: string;
  name: string;
  description: string;
  organization_name: string;
  modified_at: Date | string;
};

async function linkedDashboard(db: DbOrTx, tenantId: string, token: string): Promise<LinkedDashboard> {
  const result = await db.execute<LinkedDashboard>(sql`
    SELECT d.id, d.name, d.description, o.name AS organization_name, d.modified_at
      FROM dashboard_public_links l JOIN dashboards d ON d.id = l.dashboard_id JOIN organizations o ON o.id = d.organization_id
     WHERE l.token = ${token} AND l.tenant_id = ${tenantId}::uuid`);
  const row = result.rows[0];
  if (!row) throw notFound(LINK_GONE);
  return row;
}

/** GET /dashboards/public/{token}/: the dashboard, its charts and their sources' names. */
export async function publicDashboard(ctx: DashboardsContext, token: string): Promise<PublicDashboard> {
  const { db, auth } = ctx;
  const dashboard = await linkedDashboard(db, auth.tenant.id, token);
  const page = await charts.selectVisualizationPage(db, auth.tenant.id, dashboard.id, {
    limit: 100,
    offset: 0,
  });
  const dataSources = await sources.selectDataSources(db, auth.tenant.id, dashboard.id);
  return {
    dashboard: {
      id: dashboard.id,
      name: dashboard.name,
      description: dashboard.description,
      organization_name: dashboard.organization_name,
      modified: isoTimestamp(dashboard.modified_at),
    },
    visualizations: page.rows.map(presentVisualization),
    data_sources: dataSources.map((row) => ({ id: row.id, kind: row.kind, name: row.name })),
  };
}

/** GET /dashboards/public/{token}/visualizations/{id}/data/: one chart of that dashboard only, filters working. */
export async function publicChartData(
  ctx: DashboardsContext,
  token: string,
  id: string,
  filters: DashboardFilters,
): Promise<VisualizationData> {
  const { db, auth } = ctx;
  const dashboard = await linkedDashboard(db, auth.tenant.id, token);
  const row = await charts.selectVisualization(db, auth.tenant.id, id);
  if (!row || row.dashboard_id !== dashboard.id) throw notFound('This dashboard has no such chart.');
  return chartData(db, { auth, publicLink: true }, row, filters);
}
