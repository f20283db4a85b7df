import { PERMISSIONS as P } from '../access/permissions.js';

/** The kinds of content item a stakeholder can be granted a role on (docs/design.md section 5). */
export const CONTENT_TYPES = [
  'project',
  'project_group',
  'form',
  'form_group',
  'plan',
  'outcome',
  'indicator',
  'dashboard',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  project: 'Project',
  project_group: 'Project group',
  form: 'Form',
  form_group: 'Form group',
  plan: 'Plan',
  outcome: 'Outcome',
  indicator: 'Indicator',
  dashboard: 'Dashboard',
};

/** The permission that lets someone invite, re-role and remove the stakeholders of an item of each kind. */
export const MANAGE_STAKEHOLDERS_PERMISSION: Record<ContentType, number> = {
  project: P.MANAGE_PROJECT_STAKEHOLDERS,
  project_group: P.MANAGE_PROJECT_STAKEHOLDERS,
  form: P.MANAGE_FORM_STAKEHOLDERS,
  form_group: P.MANAGE_FORM_STAKEHOLDERS,
  plan: P.MANAGE_PLAN_STAKEHOLDERS,
  outcome: P.MANAGE_OUTCOME_STAKEHOLDERS,
  indicator: P.MANAGE_INDICATOR_STAKEHOLDERS,
  dashboard: P.MANAGE_DASHBOARD_STAKEHOLDERS,
};

/** The permission that lets someone open an item of each kind. */
export const VIEW_PERMISSION: Record<ContentType, number> = {
  project: P.VIEW_PROJECT,
  project_group: P.VIEW_PROJECT_GROUP,
  form: P.VIEW_FORM,
  form_group: P.VIEW_FORM_GROUP,
  plan: P.VIEW_PLAN,
  outcome: P.VIEW_PLAN,
  indicator: P.VIEW_PLAN,
  dashboard: P.VIEW_DASHBOARD,
};

/** Stakeholder type: 0 internal (of the organisation's own side), 1 external. */
export const STAKEHOLDER_TYPES = { INTERNAL: 0, EXTERNAL: 1 } as const;

/**
 * Access groups (docs/spec/product-spec.md section 3): an item shared with "general public" or "all organisation" is granted to a
 * pseudo-user of the tenant identified by these e-mail addresses. Pseudo-users never sign in nor appear in lists.
 */
export const ACCESS_GROUPS = ['general_public', 'all_organisation', 'all_mdas'] as const;
export type AccessGroup = (typeof ACCESS_GROUPS)[number];
export const ACCESS_GROUP_LABELS: Record<AccessGroup, string> = {
  general_public: 'General public',
  all_organisation: 'Everyone in the organisation',
  all_mdas: 'All MDAs (every ministry, department and agency)',
};
export const PSEUDO_USER_EMAILS: Record<AccessGroup, string> = {
  general_public: 'public-access@pseudo.oversight.invalid',
  all_organisation: 'organization-access@pseudo.oversight.invalid',
  all_mdas: 'mda-access@pseudo.oversight.invalid',
};
/**
 * The "all MDAs" group reaches people acting for an organisation of these kinds (of the item's tenant): ministries,
 * departments and agencies, and the supervising body (itself a ministry).
 */
export const MDA_ACCOUNT_TYPES: readonly string[] = ['ADMIN', 'MINISTRY', 'DEPARTMENT', 'AGENCY'];
