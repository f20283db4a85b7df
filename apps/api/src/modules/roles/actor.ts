import {
  requireOrganization,
  requireUser,
  type AuthContext,
  type OrganizationContext,
} from '../../platform/access-control.js';

/** Who acts, for whom: the signed-in user in their current organisation (X-Organization-Id) of the tenant. */
export type OrganizationActor = {
  tenantId: string;
  userId: string;
  displayName: string;
  organization: OrganizationContext;
};

/** From a request or its RequestContext (anything carrying `auth`). */
export function organizationActor(request: { auth: AuthContext }): OrganizationActor {
  const user = requireUser(request);
  return {
    tenantId: request.auth.tenant.id,
    userId: user.id,
    displayName: user.displayName,
    organization: requireOrganization(request),
  };
}
