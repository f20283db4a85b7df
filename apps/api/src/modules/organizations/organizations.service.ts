import type {
  UpdateKoboToolboxTokenBody,
  UpdatePlanLevelsBody,
  VisitorOrganizationOrdering,
} from '@oversight/shared/organizations/organizations.schemas';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import { DEFAULT_KOBOTOOLBOX_URL } from '@oversight/shared/organizations/organizations.schemas';
import { assertPublicUrl, PrivateAddressError } from '../../integrations/kobotoolbox/public-address.js';
import { encryptToken } from '../../integrations/kobotoolbox/token-cipher.js';
import type { ContextOf } from '../../platform/request-context.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { type AuthContext, requireUser } from '../../platform/access-control.js';
import { presentOrganizationSummary } from '../accounts/accounts.presenter.js';
import { canViewOrganization } from './organizations.policy.js';
import {
  presentKoboTokenStatus,
  presentOrganizationDetail,
  presentVisitorOrganization,
} from './organizations.presenter.js';
import {
  selectDirectoryPage,
  selectMembershipsOfUser,
  selectOrganizationForViewer,
  selectTenant,
  updateOrganizationSettings,
} from './organizations.repository.js';

type Ctx = ContextOf<'db' | 'auth'>;

/** The caller's current organisation when their role there holds the permission; 401 / 403 otherwise. */
function withCurrentOrganization(auth: AuthContext, permission: number) {
  requireUser(auth);
  // The route's access rule already checked this; services stay safe when called from elsewhere.
  if (!auth.organization?.permissions.has(permission)) throw forbidden();
  return { tenant: auth.tenant, organization: auth.organization };
}

export async function findMyOrganizations({ db, auth }: Ctx) {
  const user = requireUser(auth);
  const rows = await selectMembershipsOfUser(db, auth.tenant.id, user.id);
  return rows.map((row) => presentOrganizationSummary(row.organization, row.role, row));
}

/** An organisation of the caller's tenant that is public or theirs; 404 otherwise (never says which). */
export async function getOrganization({ db, auth }: Ctx, organizationId: string) {
  const user = requireUser(auth);
  const row = await selectOrganizationForViewer(db, auth.tenant.id, organizationId, user.id);
  if (!row || !canViewOrganization(row.organization, row.viewerRole !== null)) throw notFound();
  return presentOrganizationDetail(row);
}

export async function findVisitorOrganizations(
  { db, auth }: Ctx,
  filters: {
    query?: string;
    ordering: readonly VisitorOrganizationOrdering[];
    limit: number;
    offset: number;
  },
) {
  const { count, rows } = await selectDirectoryPage(db, auth.tenant.id, {
    ...filters,
    query: filters.query || undefined,
  });
  return { count, results: rows.map(presentVisitorOrganization) };
}

export async function getTenant({ db, auth }: Ctx) {
  const tenant = await selectTenant(db, auth.tenant.id);
  if (!tenant) throw notFound();
  return { name: tenant.name, display_name: tenant.displayName };
}

export async function updatePlanLevels({ db, auth }: Ctx, body: UpdatePlanLevelsBody) {
  const caller = withCurrentOrganization(auth, PERMISSIONS.MANAGE_PLAN_SETTINGS);
  const row = await updateOrganizationSettings(db, caller.tenant.id, caller.organization.id, {
    planLevels: body.plan_levels,
  });
  if (!row) throw notFound();
  return { plan_levels: row.planLevels };
}

/**
 * The KoboToolbox address must be on the public internet. A name that does not resolve now is kept (the network may
 * be down): every call checks the address again before connecting (public-address.ts).
 */
async function checkKoboServer(url: string): Promise<void> {
  try {
    await assertPublicUrl(url);
  } catch (error) {
    if (error instanceof PrivateAddressError) throw badRequest({ server_url: [error.message] });
  }
}

export async function updateKoboToolboxToken(
  { db, auth, config }: ContextOf<'db' | 'auth' | 'config'>,
  body: UpdateKoboToolboxTokenBody,
) {
  const secret = config.jwtSecret;
  const caller = withCurrentOrganization(auth, PERMISSIONS.MANAGE_FORM_SETTINGS);
  const token = body.token;
  if (token && !config.koboAllowPrivateAddresses)
    await checkKoboServer(body.server_url ?? DEFAULT_KOBOTOOLBOX_URL);
  const row = await updateOrganizationSettings(db, caller.tenant.id, caller.organization.id, {
    koboToken: token ? encryptToken(secret, token) : null,
    koboTokenLast4: token ? token.slice(-4) : null,
    koboServerUrl: token ? (body.server_url ?? DEFAULT_KOBOTOOLBOX_URL).replace(/\/+$/, '') : null,
  });
  if (!row) throw notFound();
  return presentKoboTokenStatus(row);
}
