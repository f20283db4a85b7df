/**
 * The 40 permissions a role can grant, numbered 0..39. The numbering is ours and is part of the contract
 * (roles store these ids): never renumber, only append.
 * Ids 0..35 follow the order in which docs/spec/product-spec.md section 6 lists the permissions.
 */

export const PERMISSIONS = {
  CREATE_EDIT_PROJECT: 0,
  EDIT_PROJECT: 1,
  DELETE_PROJECT: 2,
  MANAGE_PROJECT_GROUPS: 3,
  VIEW_POST_PROJECT_UPDATES: 4,
  VIEW_EDIT_PROJECT_FINANCIALS: 5,
  MANAGE_PROJECT_STAKEHOLDERS: 6,
  CREATE_EDIT_FORM: 7,
  MANAGE_FORM_STAKEHOLDERS: 8,
  DELETE_FORM: 9,
  MANAGE_FORM_GROUPS: 10,
  VIEW_FORM_RESPONSES: 11,
  RESPOND_TO_FORM: 12,
  VIEW_CHANGE_LOGS: 13,
  MANAGE_SYSTEM_STAKEHOLDERS: 14,
  MANAGE_ROLES: 15,
  MANAGE_DEPARTMENTS: 16,
  VIEW_PROJECT: 17,
  VIEW_PROJECT_GROUP: 18,
  VIEW_FORM_GROUP: 19,
  VIEW_PLAN: 20,
  CREATE_EDIT_PLAN: 21,
  MANAGE_PLAN_STAKEHOLDERS: 22,
  DELETE_PLAN: 23,
  CREATE_EDIT_OUTCOME: 24,
  DELETE_OUTCOME: 25,
  VIEW_OUTCOME_FINANCIALS: 26,
  MANAGE_OUTCOME_STAKEHOLDERS: 27,
  MANAGE_INDICATORS: 28,
  MANAGE_PLAN_SETTINGS: 29,
  MANAGE_FORM_SETTINGS: 30,
  MANAGE_INDICATOR_STAKEHOLDERS: 31,
  VIEW_DASHBOARD: 32,
  CREATE_EDIT_DASHBOARD: 33,
  DELETE_DASHBOARD: 34,
  MANAGE_DASHBOARD_VISUALIZATIONS: 35,
  // The spec names 36 permissions but numbers them 0-37; these two fill the gap (forms and dashboards lacked them).
  VIEW_FORM: 36,
  MANAGE_DASHBOARD_STAKEHOLDERS: 37,
  // Who besides the owner may see and change the organisation's subscription, card and invoices.
  MANAGE_BILLING: 38,
  // Post official responses to citizens' reviews and comments, and set a review's state.
  RESPOND_TO_CITIZENS: 39,
} as const;
