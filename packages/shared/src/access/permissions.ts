// The ids alone live in permission-ids.ts: the web app's navigation reads them on every page, without this file's
// labels and descriptions (the role builder's).
import { PERMISSIONS } from './permission-ids.js';

export { PERMISSIONS };

export type PermissionKey = keyof typeof PERMISSIONS;
export type Permission = (typeof PERMISSIONS)[PermissionKey];

export const MIN_PERMISSION = 0;
export const MAX_PERMISSION = 39;

export interface PermissionInfo {
  readonly id: Permission;
  readonly key: PermissionKey;
  readonly label: string;
  /** One plain-language sentence, shown in the role builder. */
  readonly description: string;
}

const P = PERMISSIONS;

export const PERMISSION_LIST: readonly PermissionInfo[] = [
  {
    id: P.CREATE_EDIT_PROJECT,
    key: 'CREATE_EDIT_PROJECT',
    label: 'Create/edit project',
    description: 'Add new projects, import them from a spreadsheet, and change any project the role can see.',
  },
  {
    id: P.EDIT_PROJECT,
    key: 'EDIT_PROJECT',
    label: 'Edit project',
    description: 'Change the details of existing projects, but not create new ones.',
  },
  {
    id: P.DELETE_PROJECT,
    key: 'DELETE_PROJECT',
    label: 'Delete project',
    description: 'Remove projects permanently.',
  },
  {
    id: P.MANAGE_PROJECT_GROUPS,
    key: 'MANAGE_PROJECT_GROUPS',
    label: 'Manage project groups',
    description: 'Create, rename and delete project groups, and choose which projects are in them.',
  },
  {
    id: P.VIEW_POST_PROJECT_UPDATES,
    key: 'VIEW_POST_PROJECT_UPDATES',
    label: 'View/post project updates',
    description: 'Read progress updates on projects and post new updates and milestone reports.',
  },
  {
    id: P.VIEW_EDIT_PROJECT_FINANCIALS,
    key: 'VIEW_EDIT_PROJECT_FINANCIALS',
    label: 'View/edit project financials',
    description: 'See and change project costs, releases, spending and yearly appropriations.',
  },
  {
    id: P.MANAGE_PROJECT_STAKEHOLDERS,
    key: 'MANAGE_PROJECT_STAKEHOLDERS',
    label: 'Manage project stakeholders',
    description: 'Invite people or organisations to a project, change their role on it, or remove them.',
  },
  {
    id: P.CREATE_EDIT_FORM,
    key: 'CREATE_EDIT_FORM',
    label: 'Create/edit form',
    description: 'Build new forms and surveys, and change their sections and questions.',
  },
  {
    id: P.MANAGE_FORM_STAKEHOLDERS,
    key: 'MANAGE_FORM_STAKEHOLDERS',
    label: 'Manage form stakeholders',
    description: 'Share a form with people or organisations, change their role on it, or remove them.',
  },
  {
    id: P.DELETE_FORM,
    key: 'DELETE_FORM',
    label: 'Delete form',
    description: 'Remove forms and their responses permanently.',
  },
  {
    id: P.MANAGE_FORM_GROUPS,
    key: 'MANAGE_FORM_GROUPS',
    label: 'Manage form groups',
    description: 'Create, rename and delete form groups, and choose which forms are in them.',
  },
  {
    id: P.VIEW_FORM_RESPONSES,
    key: 'VIEW_FORM_RESPONSES',
    label: 'View form responses',
    description: 'Read the answers submitted to a form, its summaries and reports, and export them.',
  },
  {
    id: P.RESPOND_TO_FORM,
    key: 'RESPOND_TO_FORM',
    label: 'Respond to form',
    description: 'Fill in and submit a form.',
  },
  {
    id: P.VIEW_CHANGE_LOGS,
    key: 'VIEW_CHANGE_LOGS',
    label: 'View change logs',
    description: 'See the history of who changed what in the organisation, and when.',
  },
  {
    id: P.MANAGE_SYSTEM_STAKEHOLDERS,
    key: 'MANAGE_SYSTEM_STAKEHOLDERS',
    label: 'Manage system stakeholders',
    description: 'Add, edit and remove the members of the organisation, and assign their roles.',
  },
  {
    id: P.MANAGE_ROLES,
    key: 'MANAGE_ROLES',
    label: 'Manage roles',
    description: 'Create, edit and delete roles, and choose the permissions each role grants.',
  },
  {
    id: P.MANAGE_DEPARTMENTS,
    key: 'MANAGE_DEPARTMENTS',
    label: 'Manage departments',
    description: 'Create, rename and delete departments, and choose who belongs to them.',
  },
  {
    id: P.VIEW_PROJECT,
    key: 'VIEW_PROJECT',
    label: 'View project',
    description: 'Open and read the projects shared with the role. Every role includes this.',
  },
  {
    id: P.VIEW_PROJECT_GROUP,
    key: 'VIEW_PROJECT_GROUP',
    label: 'View project group',
    description: 'Open project groups and see the projects in them. Every role includes this.',
  },
  {
    id: P.VIEW_FORM_GROUP,
    key: 'VIEW_FORM_GROUP',
    label: 'View form group',
    description: 'Open form groups and see the forms in them. Every role includes this.',
  },
  {
    id: P.VIEW_PLAN,
    key: 'VIEW_PLAN',
    label: 'View plan',
    description:
      'Open development plans and read their outcomes, indicators and activities. Every role includes this.',
  },
  {
    id: P.CREATE_EDIT_PLAN,
    key: 'CREATE_EDIT_PLAN',
    label: 'Create/edit plan',
    description: 'Create development plans and change their details and structure.',
  },
  {
    id: P.MANAGE_PLAN_STAKEHOLDERS,
    key: 'MANAGE_PLAN_STAKEHOLDERS',
    label: 'Manage plan stakeholders',
    description: 'Share a plan with people or organisations, change their role on it, or remove them.',
  },
  {
    id: P.DELETE_PLAN,
    key: 'DELETE_PLAN',
    label: 'Delete plan',
    description: 'Remove plans permanently, with everything in them.',
  },
  {
    id: P.CREATE_EDIT_OUTCOME,
    key: 'CREATE_EDIT_OUTCOME',
    label: 'Create/edit outcome',
    description: 'Add outcomes to a plan and change their details.',
  },
  {
    id: P.DELETE_OUTCOME,
    key: 'DELETE_OUTCOME',
    label: 'Delete outcome',
    description: 'Remove outcomes from a plan.',
  },
  {
    id: P.VIEW_OUTCOME_FINANCIALS,
    key: 'VIEW_OUTCOME_FINANCIALS',
    label: 'View outcome financials',
    description: 'See the budgets and spending attached to outcomes.',
  },
  {
    id: P.MANAGE_OUTCOME_STAKEHOLDERS,
    key: 'MANAGE_OUTCOME_STAKEHOLDERS',
    label: 'Manage outcome stakeholders',
    description: 'Share an outcome with people or organisations, change their role on it, or remove them.',
  },
  {
    id: P.MANAGE_INDICATORS,
    key: 'MANAGE_INDICATORS',
    label: 'Manage indicators',
    description: 'Add, edit and delete indicators, record their values and notes, and link them to forms.',
  },
  {
    id: P.MANAGE_PLAN_SETTINGS,
    key: 'MANAGE_PLAN_SETTINGS',
    label: 'Manage plan settings',
    description: 'Set up plan levels, units, indicator groups and disaggregation categories.',
  },
  {
    id: P.MANAGE_FORM_SETTINGS,
    key: 'MANAGE_FORM_SETTINGS',
    label: 'Manage form settings',
    description: 'Publish, unpublish, archive or duplicate forms, and set their dates and who may respond.',
  },
  {
    id: P.MANAGE_INDICATOR_STAKEHOLDERS,
    key: 'MANAGE_INDICATOR_STAKEHOLDERS',
    label: 'Manage indicator stakeholders',
    description: 'Share an indicator with people or organisations, change their role on it, or remove them.',
  },
  {
    id: P.VIEW_DASHBOARD,
    key: 'VIEW_DASHBOARD',
    label: 'View dashboard',
    description: 'Open dashboards and see their charts. Every role includes this.',
  },
  {
    id: P.CREATE_EDIT_DASHBOARD,
    key: 'CREATE_EDIT_DASHBOARD',
    label: 'Create/edit dashboard',
    description: 'Create dashboards, connect their data sources and change their details.',
  },
  {
    id: P.DELETE_DASHBOARD,
    key: 'DELETE_DASHBOARD',
    label: 'Delete dashboard',
    description: 'Remove dashboards permanently.',
  },
  {
    id: P.MANAGE_DASHBOARD_VISUALIZATIONS,
    key: 'MANAGE_DASHBOARD_VISUALIZATIONS',
    label: 'Manage dashboard visualizations',
    description: 'Add, change and remove the charts on a dashboard and how their columns are mapped.',
  },
  {
    id: P.VIEW_FORM,
    key: 'VIEW_FORM',
    label: 'View form',
    description: 'Open forms and read their questions, without seeing the responses.',
  },
  {
    id: P.MANAGE_DASHBOARD_STAKEHOLDERS,
    key: 'MANAGE_DASHBOARD_STAKEHOLDERS',
    label: 'Manage dashboard stakeholders',
    description: 'Share a dashboard with people or organisations, change their role on it, or remove them.',
  },
  {
    id: P.MANAGE_BILLING,
    key: 'MANAGE_BILLING',
    label: 'Manage billing',
    description: "See and change the organisation's subscription plan, payment card and invoices.",
  },
  {
    id: P.RESPOND_TO_CITIZENS,
    key: 'RESPOND_TO_CITIZENS',
    label: 'Respond to citizens',
    description:
      "Answer citizens' reviews and comments on the organisation's projects officially, and set a review's state.",
  },
];

/** Every role includes these (docs/spec/product-spec.md section 5). */
export const ALWAYS_INCLUDED_PERMISSIONS: readonly Permission[] = [
  P.VIEW_PROJECT,
  P.VIEW_PROJECT_GROUP,
  P.VIEW_FORM_GROUP,
  P.VIEW_DASHBOARD,
  P.VIEW_PLAN,
];

export interface PermissionGroup {
  readonly name: string;
  readonly permissions: readonly Permission[];
}

/** Sections of the role builder; every permission appears in exactly one. */
export const ROLE_BUILDER_GROUPS: readonly PermissionGroup[] = [
  {
    name: 'Project',
    permissions: [
      P.VIEW_PROJECT,
      P.CREATE_EDIT_PROJECT,
      P.EDIT_PROJECT,
      P.DELETE_PROJECT,
      P.VIEW_PROJECT_GROUP,
      P.MANAGE_PROJECT_GROUPS,
      P.VIEW_POST_PROJECT_UPDATES,
      P.VIEW_EDIT_PROJECT_FINANCIALS,
      P.MANAGE_PROJECT_STAKEHOLDERS,
      P.RESPOND_TO_CITIZENS,
    ],
  },
  {
    name: 'Form',
    permissions: [
      P.VIEW_FORM,
      P.CREATE_EDIT_FORM,
      P.DELETE_FORM,
      P.MANAGE_FORM_SETTINGS,
      P.VIEW_FORM_GROUP,
      P.MANAGE_FORM_GROUPS,
      P.VIEW_FORM_RESPONSES,
      P.RESPOND_TO_FORM,
      P.MANAGE_FORM_STAKEHOLDERS,
    ],
  },
  {
    name: 'Plan',
    permissions: [
      P.VIEW_PLAN,
      P.CREATE_EDIT_PLAN,
      P.DELETE_PLAN,
      P.MANAGE_PLAN_SETTINGS,
      P.MANAGE_PLAN_STAKEHOLDERS,
      P.CREATE_EDIT_OUTCOME,
      P.DELETE_OUTCOME,
      P.VIEW_OUTCOME_FINANCIALS,
      P.MANAGE_OUTCOME_STAKEHOLDERS,
      P.MANAGE_INDICATORS,
      P.MANAGE_INDICATOR_STAKEHOLDERS,
    ],
  },
  {
    name: 'System',
    permissions: [
      P.VIEW_CHANGE_LOGS,
      P.MANAGE_SYSTEM_STAKEHOLDERS,
      P.MANAGE_ROLES,
      P.MANAGE_DEPARTMENTS,
      P.MANAGE_BILLING,
    ],
  },
  {
    name: 'Dashboard',
    permissions: [
      P.VIEW_DASHBOARD,
      P.CREATE_EDIT_DASHBOARD,
      P.DELETE_DASHBOARD,
      P.MANAGE_DASHBOARD_VISUALIZATIONS,
      P.MANAGE_DASHBOARD_STAKEHOLDERS,
    ],
  },
];

/** Sections of the sharing builder: what a stakeholder's role on one item may grant. */
export const SHARING_BUILDER_GROUPS: readonly PermissionGroup[] = [
  {
    name: 'Project',
    permissions: [
      P.EDIT_PROJECT,
      P.VIEW_PROJECT,
      P.VIEW_PROJECT_GROUP,
      P.MANAGE_PROJECT_GROUPS,
      P.VIEW_POST_PROJECT_UPDATES,
      P.VIEW_EDIT_PROJECT_FINANCIALS,
      P.MANAGE_PROJECT_STAKEHOLDERS,
    ],
  },
  {
    name: 'Form',
    permissions: [
      P.VIEW_FORM_GROUP,
      P.MANAGE_FORM_GROUPS,
      P.VIEW_FORM_RESPONSES,
      P.RESPOND_TO_FORM,
      P.MANAGE_FORM_STAKEHOLDERS,
    ],
  },
  { name: 'Dashboard', permissions: [P.VIEW_DASHBOARD] },
];

export function isPermission(value: unknown): value is Permission {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= MIN_PERMISSION && value <= MAX_PERMISSION
  );
}

export function permissionInfo(id: Permission): PermissionInfo {
  const info = PERMISSION_LIST[id];
  if (info === undefined || info.id !== id) throw new RangeError(`Unknown permission ${String(id)}`);
  return info;
}

/**
 * The canonical form of a role's permission list: validated (integers 0..39, else RangeError), deduplicated,
 * with the always-included view permissions added, sorted ascending.
 */
export function normalizeRolePermissions(ids: readonly number[]): Permission[] {
  const set = new Set<Permission>(ALWAYS_INCLUDED_PERMISSIONS);
  for (const id of ids) {
    if (!isPermission(id))
      throw new RangeError(`Invalid permission id ${String(id)}: expected an integer 0..39`);
    set.add(id);
  }
  return [...set].sort((a, b) => a - b);
}
