import { sql } from 'drizzle-orm';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import type { SurveyAbilities } from '@oversight/shared/surveys/surveys.schemas';
import type { AuthContext } from '../../platform/access-control.js';
import { can, registerParentLink, type ItemAccess, type ItemRef } from '../../platform/item-access.js';

// A stakeholder of a form group is a stakeholder of every form in it; a grant on the form itself narrows it.
registerParentLink('form', {
  parentType: 'form_group',
  parentsOf: (tenantId, ids) =>
    sql`SELECT survey_id AS child_id, group_id AS parent_id FROM survey_group_members WHERE tenant_id = ${tenantId}::uuid AND survey_id IN (${ids})`,
  childrenOf: (tenantId, ids) =>
    sql`SELECT survey_id AS child_id FROM survey_group_members WHERE tenant_id = ${tenantId}::uuid AND group_id IN (${ids})`,
});

/** Organisation kinds that keep forms (a citizen's personal organisation does not). */
const FORM_KEEPING_TYPES = new Set(['MINISTRY', 'AGENCY', 'DEPARTMENT', 'ADMIN', 'CONTRACTOR', 'CSO']);

export const surveyRef = (row: { id: string; organization_id: string }): ItemRef => ({
  type: 'form',
  id: row.id,
  ownerOrganizationIds: [row.organization_id],
});
export const groupRef = (row: { id: string; organization_id: string }): ItemRef => ({
  type: 'form_group',
  id: row.id,
  ownerOrganizationIds: [row.organization_id],
});

/** Opening a form takes "view form" (from the organisation's role or a grant on the form or one of its groups). */
export const canViewSurvey = (access: ItemAccess) => can(access, PERMISSIONS.VIEW_FORM);

/** The current organisation may add forms: a form-keeping body whose role creates forms. */
export function canCreateSurveys(auth: AuthContext): boolean {
  const organization = auth.organization;
  return (
    !!auth.user &&
    !!organization &&
    FORM_KEEPING_TYPES.has(organization.accountType) &&
    organization.permissions.has(PERMISSIONS.CREATE_EDIT_FORM)
  );
}

/**
 * The organisation whose own forms the caller's lists show: the current one when its role views forms. A sub-user
 * limited to chosen ministries/agencies gets no organisation-wide forms (as item-access decides for one item).
 */
export function ownFormsScope(auth: AuthContext): string | null {
  const organization = auth.organization;
  if (!auth.user || !organization || !organization.permissions.has(PERMISSIONS.VIEW_FORM)) return null;
  if (organization.assignedMdaIds?.length) return null;
  return organization.id;
}

/** The organisation whose own form groups the caller's lists show (viewing groups is in every role). */
export function ownGroupsScope(auth: AuthContext): string | null {
  const organization = auth.organization;
  if (!auth.user || !organization || organization.assignedMdaIds?.length) return null;
  return organization.id;
}

/** Why a form takes no answers now, or null when it does (checked by the server on every answer). */
export function closedReason(
  form: {
    is_published: boolean;
    archived: boolean;
    accepting_responses: boolean;
    publish_date: string | Date | null;
    expire_date: string | Date | null;
  },
  now = new Date(),
): string | null {
  const day = (value: string | Date) => new Date(value).toUTCString().slice(5, 16);
  if (form.archived) return 'This form is archived and no longer takes answers.';
  if (!form.is_published) return 'This form is not published yet.';
  if (!form.accepting_responses) return 'This form is not accepting responses at the moment.';
  if (form.publish_date && new Date(form.publish_date).getTime() > now.getTime())
    return `This form opens on ${day(form.publish_date)}.`;
  if (form.expire_date && new Date(form.expire_date).getTime() <= now.getTime())
    return `This form closed on ${day(form.expire_date)}.`;
  return null;
}

/** May answer the form (when it is open): "respond to form" from a role or grant, or added as a respondent. */
export const mayRespond = (access: ItemAccess, row: { is_respondent: boolean }) =>
  can(access, PERMISSIONS.RESPOND_TO_FORM) || row.is_respondent;

export function surveyAbilities(
  auth: AuthContext,
  access: ItemAccess,
  row?: SurveyStateRow,
): SurveyAbilities {
  const edits = can(access, PERMISSIONS.CREATE_EDIT_FORM);
  return {
    edit: edits,
    publish: edits,
    archive: edits,
    // The copy belongs to the current organisation, so its role must create forms too.
    duplicate: canViewSurvey(access) && canCreateSurveys(auth),
    delete: can(access, PERMISSIONS.DELETE_FORM),
    manage_stakeholders: !!auth.user && can(access, PERMISSIONS.MANAGE_FORM_STAKEHOLDERS),
    respond: !!row && closedReason(row) === null && mayRespond(access, row),
    view_responses: can(access, PERMISSIONS.VIEW_FORM_RESPONSES),
    add_respondents: !!auth.user && can(access, PERMISSIONS.MANAGE_FORM_STAKEHOLDERS),
  };
}

type SurveyStateRow = Parameters<typeof closedReason>[0] & { is_respondent: boolean };

/** Groups are changed only by the organisation that owns them, when its role manages form groups. */
export const canManageGroup = (auth: AuthContext, group: { organization_id: string }) =>
  !!auth.user &&
  auth.organization?.id === group.organization_id &&
  !auth.organization.assignedMdaIds?.length &&
  auth.organization.permissions.has(PERMISSIONS.MANAGE_FORM_GROUPS);
