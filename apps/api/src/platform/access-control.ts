import { and, eq, sql } from 'drizzle-orm';
import { NOT_A_MEMBER_DETAIL } from '@oversight/shared/access/messages';
import fp from 'fastify-plugin';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { ALWAYS_INCLUDED_PERMISSIONS, PERMISSION_LIST } from '@oversight/shared/access/permissions';
import { memberships, organizations, roles, tenants, users } from '../db/schema/index.js';
import { forbidden, HttpError, notFound, tokenInvalid, unauthorized } from './errors.js';
import { isUuid } from './ids.js';
import { verifyAccessToken } from './tokens.js';

/**
 * What a route requires, declared on every route (docs/design.md section 5, layer 1):
 * - 'public': anyone; a valid token still identifies the caller.
 * - 'authenticated': a signed-in user.
 * - 'organization': a signed-in member of the organisation named by X-Organization-Id.
 * - { permission }: such a member whose role there holds the permission.
 * Item-level rules (stakeholder grants, owners) are checked by each module's policy.
 */
export type RouteAccess = 'public' | 'authenticated' | 'organization' | { permission: number };

export type AuthUser = {
  id: string;
  tenantId: string;
  email: string;
  username: string;
  accountType: string;
  displayName: string;
};

export type OrganizationContext = {
  id: string;
  accountType: string;
  parentId: string | null;
  roleId: string;
  isOwner: boolean;
  isStaff: boolean;
  permissions: Set<number>;
  /** A sub-user limited to these ministries/agencies under the organisation (null: no limit). */
  assignedMdaIds: string[] | null;
};

export type AuthContext = {
  tenant: { id: string; name: string };
  user: AuthUser | null;
  organization: OrganizationContext | null;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Routes that answer before any tenant exists (health checks). */
    tenantless?: boolean;
    /**
     * An answer from this process's memory for a caller known only by a verified token (no database read), or
     * undefined to go the normal way. For progress of work that holds the embedded database's one connection (an
     * import's transaction): the route must only answer the caller the work belongs to.
     */
    memoryAnswer?: (
      request: FastifyRequest,
      caller: { tenantId: string; userId: string; organizationId: string | null },
    ) => unknown;
  }
  interface FastifyRequest {
    auth: AuthContext;
  }
}

const ALL_PERMISSIONS = PERMISSION_LIST.map((permission) => permission.id);

/**
 * The signed-in user, or a 401: for routes and services reached only through authenticated routes. Takes the
 * request, a service's caller (anything carrying `auth`) or the AuthContext itself.
 */
export function requireUser(source: { auth: AuthContext } | AuthContext): AuthUser {
  const auth = 'auth' in source ? source.auth : source;
  if (!auth.user) throw unauthorized();
  return auth.user;
}

export function requireOrganization(request: { auth: AuthContext }): OrganizationContext {
  requireUser(request);
  if (!request.auth.organization)
    throw forbidden('Choose an organisation: the X-Organization-Id header is missing.');
  return request.auth.organization;
}

export function hasPermission(organization: OrganizationContext | null, permission: number): boolean {
  return !!organization && organization.permissions.has(permission);
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  if (!/^bearer$/i.test(scheme ?? '') || !token) throw tokenInvalid();
  return token;
}

export const accessControlPlugin = fp(async function accessControl(app: FastifyInstance) {
  const tenantCache = new Map<string, { id: string; name: string; at: number }>();

  async function resolveTenant(name: string | undefined, tenantIdFromToken: string | undefined) {
    const key = name
      ? `name:${name.toLowerCase()}`
      : tenantIdFromToken
        ? `id:${tenantIdFromToken}`
        : 'default';
    const cached = tenantCache.get(key);
    if (cached && Date.now() - cached.at < 60_000) return cached;
    const where = name
      ? sql`lower(${tenants.name}) = ${name.toLowerCase()}`
      : tenantIdFromToken
        ? eq(tenants.id, tenantIdFromToken)
        : eq(tenants.isDefault, true);
    const [row] = await app.db
      .select({ id: tenants.id, name: tenants.name })
      .from(tenants)
      .where(where)
      .limit(1);
    if (!row)
      throw notFound(name ? `Unknown tenant "${name}".` : 'No tenant is set up yet. Run the setup command.');
    const entry = { ...row, at: Date.now() };
    tenantCache.set(key, entry);
    return entry;
  }

  /**
   * The caller's account and their membership of one organisation (or none): built once and prepared by name, so each
   * request neither assembles the query again nor has the database parse and plan it.
   */
  const accountQuery = (withOrganization: boolean) =>
    app.db
      .select({
        id: users.id,
        tenantId: users.tenantId,
        email: users.email,
        username: users.username,
        accountType: users.accountType,
        displayName: users.displayName,
        isActive: users.isActive,
        deletedAt: users.deletedAt,
        passwordChangedAt: users.passwordChangedAt,
        organizationId: organizations.id,
        organizationAccountType: organizations.accountType,
        parentId: organizations.parentId,
        roleId: roles.id,
        isOwner: roles.isOwner,
        permissions: roles.permissions,
        isStaff: memberships.isStaff,
        assignedMdaIds: memberships.assignedMdaIds,
        readOnlySince: memberships.readOnlySince,
      })
      .from(users)
      .leftJoin(
        memberships,
        withOrganization
          ? and(
              eq(memberships.userId, users.id),
              eq(memberships.organizationId, sql.placeholder('organizationId')),
            )
          : sql`false`,
      )
      .leftJoin(
        organizations,
        and(
          eq(organizations.id, memberships.organizationId),
          eq(organizations.tenantId, sql.placeholder('tenantId')),
        ),
      )
      .leftJoin(roles, eq(roles.id, memberships.roleId))
      .where(and(eq(users.id, sql.placeholder('userId')), eq(users.tenantId, sql.placeholder('tenantId'))))
      .limit(1)
      .prepare(withOrganization ? 'access_account_membership' : 'access_account');
  const accountWithMembership = accountQuery(true);
  const accountAlone = accountQuery(false);

  app.decorateRequest('auth', null as unknown as AuthContext);

  // Refuse to start when any API route forgets to say who may call it.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    if (!route.config || !('access' in route.config) || route.config.access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no config.access`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/v1')) return;
    // Fastify reads a context's config as possibly absent (its getter uses config?.), though the type says otherwise.
    const { config } = request.routeOptions as { config?: FastifyContextConfig };
    const access = config?.access;
    if (config?.tenantless) return;
    const token = bearerToken(request);
    const claims = token ? await verifyAccessToken(app.config.jwtSecret, token) : null;
    if (token && !claims) throw tokenInvalid();
    // A signed-out session's tokens stop at once, not when they expire.
    if (claims?.sid && (await app.sessionRevocations.isRevoked(claims.sid))) throw tokenInvalid();

    const tenantHeader = request.headers['x-tenant'];
    const memoryAnswer = config?.memoryAnswer;
    // The tenant a header names must be one already resolved (cached) and be the token's.
    const headerTenantId =
      typeof tenantHeader === 'string' && tenantHeader
        ? tenantCache.get(`name:${tenantHeader.toLowerCase()}`)?.id
        : claims?.tid;
    if (memoryAnswer && claims && headerTenantId === claims.tid) {
      const organizationHeader = request.headers['x-organization-id'];
      const answer = memoryAnswer(request, {
        tenantId: claims.tid,
        userId: claims.sub,
        organizationId:
          typeof organizationHeader === 'string' && organizationHeader ? organizationHeader : null,
      });
      if (answer !== undefined) return reply.send(answer);
    }
    const tenant = await resolveTenant(
      typeof tenantHeader === 'string' && tenantHeader ? tenantHeader : undefined,
      claims?.tid,
    );
    request.auth = { tenant: { id: tenant.id, name: tenant.name }, user: null, organization: null };

    if (claims) {
      if (claims.tid !== tenant.id) throw tokenInvalid();
      const organizationHeader = request.headers['x-organization-id'];
      const wantedOrganization =
        typeof organizationHeader === 'string' && organizationHeader ? organizationHeader : null;
      const organizationIsUuid = wantedOrganization !== null && isUuid(wantedOrganization);
      // The user and their membership of the organisation the header names, in one round trip (every request pays it).
      const [row] = organizationIsUuid
        ? await accountWithMembership.execute({
            userId: claims.sub,
            tenantId: tenant.id,
            organizationId: wantedOrganization,
          })
        : await accountAlone.execute({ userId: claims.sub, tenantId: tenant.id });
      const user = row;
      // A password change or deletion ends every session issued before it (compared to the millisecond).
      const changedAtMs = user?.passwordChangedAt ? user.passwordChangedAt.getTime() : 0;
      if (!user || !user.isActive || user.deletedAt || claims.issuedAtMs < changedAtMs) throw tokenInvalid();
      request.auth.user = {
        id: user.id,
        tenantId: user.tenantId,
        email: user.email,
        username: user.username,
        accountType: user.accountType,
        displayName: user.displayName,
      };

      if (wantedOrganization !== null) {
        if (!row.organizationId || !row.roleId || row.isOwner === null || row.isStaff === null)
          throw forbidden(NOT_A_MEMBER_DETAIL);
        // Staff over the plan's limit after a drop to Free keep the view permissions only, until an upgrade.
        const rolePermissions = row.readOnlySince ? [] : (row.permissions ?? []);
        const permissions = new Set<number>(
          row.isOwner ? ALL_PERMISSIONS : [...rolePermissions, ...ALWAYS_INCLUDED_PERMISSIONS],
        );
        request.auth.organization = {
          id: row.organizationId,
          accountType: row.organizationAccountType!,
          parentId: row.parentId,
          roleId: row.roleId,
          isOwner: row.isOwner,
          isStaff: row.isStaff,
          permissions,
          assignedMdaIds: row.assignedMdaIds?.length ? row.assignedMdaIds : null,
        };
      }
    }

    if (!access || access === 'public') return;
    if (!request.auth.user) throw unauthorized();
    if (access === 'authenticated') return;
    if (!request.auth.organization)
      throw forbidden('Choose an organisation: the X-Organization-Id header is missing.');
    if (typeof access === 'object' && !request.auth.organization.permissions.has(access.permission)) {
      throw forbidden();
    }
  });
});

export { HttpError };
