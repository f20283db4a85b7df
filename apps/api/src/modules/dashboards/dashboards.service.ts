import { PERMISSIONS } from '@oversight/shared/access/permissions';
import type {
  CreateDashboardBody,
  Dashboard,
  DashboardListQuery,
  UpdateDashboardBody,
} from '@oversight/shared/dashboards/dashboards.schemas';
import type { DbOrTx } from '../../db/client.js';
import { type AuthContext, requireUser } from '../../platform/access-control.js';
import { forbidden, mapUniqueViolation, notFound } from '../../platform/errors.js';
import {
  can,
  grantedItemIdsSql,
  itemAccess,
  itemAccessOne,
  itemKey,
  NO_ACCESS,
  type ItemAccess,
} from '../../platform/item-access.js';
import type { PageParams } from '../../platform/pagination.js';
import type { ContextOf } from '../../platform/request-context.js';
import { forgetItemStakeholders } from '../stakeholders/stakeholders.service.js';
import {
  dashboardAbilities,
  dashboardRef,
  DASHBOARD_OWNER_TYPES,
  ownListScope,
} from './dashboards.policy.js';
import { presentDashboard } from './dashboards.presenter.js';
import * as repo from './dashboards.repository.js';

/** What the dashboards services use of the request's context (routes pass `request.ctx`). */
export type DashboardsContext = ContextOf<'db' | 'auth'>;

const DASHBOARD_NOT_FOUND = 'No dashboard has this id.';
const nameTakenMessage = (name: string) => `You already have a dashboard named "${name}".`;

/** The unique index on (organisation, lower(name)) decides, also between two concurrent saves. */
function mapNameClash(error: unknown, name: string): never {
  return mapUniqueViolation(error, [
    { constraint: 'dashboards_org_name_uq', field: 'name', message: nameTakenMessage(name) },
  ]);
}

const present = (auth: AuthContext, row: repo.DashboardRow, access: ItemAccess) =>
  presentDashboard(row, auth.organization?.id ?? null, dashboardAbilities(auth, access));

/**
 * The dashboard and the caller's access to it. 404 when the caller has no access at all (another organisation's
 * user learns nothing, not even that it exists); 403 when they see it but may not do `need`.
 */
export async function loadDashboard(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
  need: number,
  options: { forUpdate?: boolean } = {},
) {
  // Viewing is open to anonymous callers: item access gives them what the general public was given, nothing more.
  if (need !== PERMISSIONS.VIEW_DASHBOARD) requireUser(auth);
  const row = await repo.selectDashboard(db, auth.tenant.id, id, options);
  if (!row) throw notFound(DASHBOARD_NOT_FOUND);
  const access = await itemAccessOne(db, auth, dashboardRef(row));
  if (!can(access, PERMISSIONS.VIEW_DASHBOARD)) throw notFound(DASHBOARD_NOT_FOUND);
  if (!can(access, need)) throw forbidden('Your role on this dashboard does not allow this.');
  return { row, access };
}

/**
 * GET /dashboards/: the current organisation's dashboards and those shared with the caller through stakeholder
 * grants, one page, each with what the caller may do on it (one access query for the whole page).
 */
export async function findDashboards(
  ctx: DashboardsContext,
  query: DashboardListQuery,
  page: PageParams,
): Promise<{ count: number; results: Dashboard[] }> {
  const { db, auth } = ctx;
  requireUser(auth);
  const ownerId = query.access_type === 'shared' ? null : ownListScope(auth);
  const granted = query.access_type === 'owned' ? null : grantedItemIdsSql(auth, 'dashboard');
  const { count, rows } = await repo.selectDashboardPage(
    db,
    { tenantId: auth.tenant.id, ownerId, granted },
    { search: query.search, ordering: query.ordering, ...page },
  );
  const access = await itemAccess(db, auth, rows.map(dashboardRef));
  return {
    count,
    results: rows.map((row) => present(auth, row, access.get(itemKey('dashboard', row.id)) ?? NO_ACCESS)),
  };
}

export async function getDashboard(ctx: DashboardsContext, id: string): Promise<Dashboard> {
  const { db, auth } = ctx;
  const { row, access } = await loadDashboard(db, auth, id, PERMISSIONS.VIEW_DASHBOARD);
  return present(auth, row, access);
}

/** POST /dashboards/: a dashboard of the current organisation (the route checked "create/edit dashboard" there). */
export async function createDashboard(ctx: DashboardsContext, body: CreateDashboardBody): Promise<Dashboard> {
  const { db, auth } = ctx;
  const user = requireUser(auth);
  const organization = auth.organization;
  if (!organization) throw forbidden('Choose an organisation: the X-Organization-Id header is missing.');
  if (!DASHBOARD_OWNER_TYPES.has(organization.accountType))
    throw forbidden('Only organisations keep dashboards; a personal account does not.');
  const id = await db
    .transaction((tx) =>
      repo.insertDashboard(tx, {
        tenantId: auth.tenant.id,
        organizationId: organization.id,
        name: body.name,
        description: body.description,
        userId: user.id,
      }),
    )
    .catch((error: unknown) => mapNameClash(error, body.name));
  return getDashboard(ctx, id);
}

/** PATCH /dashboards/{id}/: name and description, by those whose role on it has "create/edit dashboard". */
export async function updateDashboard(
  ctx: DashboardsContext,
  id: string,
  body: UpdateDashboardBody,
): Promise<Dashboard> {
  const { db, auth } = ctx;
  const user = requireUser(auth);
  await db
    .transaction(async (tx) => {
      const { row } = await loadDashboard(tx, auth, id, PERMISSIONS.CREATE_EDIT_DASHBOARD, {
        forUpdate: true,
      });
      await repo.updateDashboard(tx, auth.tenant.id, row.id, {
        name: body.name,
        description: body.description,
        userId: user.id,
      });
    })
    .catch((error: unknown) => mapNameClash(error, body.name ?? ''));
  return getDashboard(ctx, id);
}

/** DELETE /dashboards/{id}/: the dashboard with its stakeholders' grants and pending invitations. */
export async function deleteDashboard(ctx: DashboardsContext, id: string): Promise<void> {
  const { db, auth } = ctx;
  await db.transaction(async (tx) => {
    const { row } = await loadDashboard(tx, auth, id, PERMISSIONS.DELETE_DASHBOARD, { forUpdate: true });
    await forgetItemStakeholders(tx, auth.tenant.id, 'dashboard', row.id);
    await repo.deleteDashboard(tx, auth.tenant.id, row.id);
  });
}
