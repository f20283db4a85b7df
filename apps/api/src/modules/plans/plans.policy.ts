import { sql } from 'drizzle-orm';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import { MDA_ACCOUNT_TYPES } from '@oversight/shared/collaboration/content';
import type { z } from 'zod';
import type {
  indicatorAbilitiesSchema,
  outcomeAbilitiesSchema,
  planAbilitiesSchema,
} from '@oversight/shared/plans/plans.schemas';
import type { AuthContext } from '../../platform/access-control.js';
import { can, registerParentLink, type ItemAccess, type ItemRef } from '../../platform/item-access.js';

// A stakeholder of a plan is a stakeholder of its outcomes, and of an outcome of its indicators (docs/design.md section 5);
// a grant directly on an outcome or indicator narrows it for that grantee.
registerParentLink('outcome', {
  parentType: 'plan',
  parentsOf: (tenantId, ids) =>
    sql`SELECT id AS child_id, plan_id AS parent_id FROM outcomes WHERE tenant_id = ${tenantId}::uuid AND id IN (${ids})`,
  childrenOf: (tenantId, ids) =>
    sql`SELECT id AS child_id FROM outcomes WHERE tenant_id = ${tenantId}::uuid AND plan_id IN (${ids})`,
});
registerParentLink('indicator', {
  parentType: 'outcome',
  parentsOf: (tenantId, ids) =>
    sql`SELECT id AS child_id, outcome_id AS parent_id FROM indicators WHERE tenant_id = ${tenantId}::uuid AND id IN (${ids})`,
  childrenOf: (tenantId, ids) =>
    sql`SELECT id AS child_id FROM indicators WHERE tenant_id = ${tenantId}::uuid AND outcome_id IN (${ids})`,
});

export const planRef = (plan: { id: string; organization_id: string }): ItemRef => ({
  type: 'plan',
  id: plan.id,
  ownerOrganizationIds: [plan.organization_id],
});
export const outcomeRef = (outcome: { id: string; organization_id: string }): ItemRef => ({
  type: 'outcome',
  id: outcome.id,
  ownerOrganizationIds: [outcome.organization_id],
});
export const indicatorRef = (indicator: { id: string; organization_id: string }): ItemRef => ({
  type: 'indicator',
  id: indicator.id,
  ownerOrganizationIds: [indicator.organization_id],
});

/** The organisation whose own plans the caller sees: the current one, unless the caller is limited to some MDAs under it. */
export function ownOrganizationId(auth: AuthContext): string | null {
  const organization = auth.organization;
  if (!auth.user || !organization || organization.assignedMdaIds) return null;
  return organization.id;
}

/** Ministries, departments and agencies make plans (a citizen's or contractor's organisation does not). */
export const makesPlans = (auth: AuthContext) =>
  !!auth.organization &&
  MDA_ACCOUNT_TYPES.includes(auth.organization.accountType) &&
  auth.organization.permissions.has(P.CREATE_EDIT_PLAN);

export const canView = (access: ItemAccess) => can(access, P.VIEW_PLAN);

export function planAbilities(auth: AuthContext, access: ItemAccess): z.infer<typeof planAbilitiesSchema> {
  return {
    view: can(access, P.VIEW_PLAN),
    edit: can(access, P.CREATE_EDIT_PLAN),
    delete: can(access, P.DELETE_PLAN),
    add_outcome: can(access, P.CREATE_EDIT_OUTCOME),
    manage_stakeholders: !!auth.user && can(access, P.MANAGE_PLAN_STAKEHOLDERS),
  };
}

export function outcomeAbilities(
  auth: AuthContext,
  access: ItemAccess,
): z.infer<typeof outcomeAbilitiesSchema> {
  return {
    edit: can(access, P.CREATE_EDIT_OUTCOME),
    delete: can(access, P.DELETE_OUTCOME),
    add_indicator: can(access, P.MANAGE_INDICATORS),
    manage_stakeholders: !!auth.user && can(access, P.MANAGE_OUTCOME_STAKEHOLDERS),
  };
}

export function indicatorAbilities(
  auth: AuthContext,
  access: ItemAccess,
): z.infer<typeof indicatorAbilitiesSchema> {
  return {
    edit: can(access, P.MANAGE_INDICATORS),
    delete: can(access, P.MANAGE_INDICATORS),
    manage_stakeholders: !!auth.user && can(access, P.MANAGE_INDICATOR_STAKEHOLDERS),
  };
}
