import {
  authResponseSchema,
  organizationSummarySchema,
  userSchema,
  type OrganizationSummary,
  type User,
} from '@oversight/shared/accounts/accounts.schemas';
import { notificationSchema, type Notification } from '@oversight/shared/notifications/notifications.schemas';
import {
  projectGroupSchema,
  projectUpdateEntrySchema,
  type ProjectGroup,
  type ProjectUpdateEntry,
} from '@oversight/shared/projects/organization-projects.schemas';
import {
  organizationCardSchema,
  projectBriefSchema,
  projectClustersSchema,
  projectSchema,
  type OrganizationCard,
  type Project,
  type ProjectBrief,
  type ProjectClusters,
} from '@oversight/shared/projects/projects.schemas';
import { reportDataSchema, type ReportData } from '@oversight/shared/surveys/reports.schemas';
import { availableFieldSchema, type AvailableField } from '@oversight/shared/surveys/results.schemas';
import {
  responseFileSchema,
  responseSchema,
  type ResponseFile,
  type SurveyResponse,
} from '@oversight/shared/surveys/responses.schemas';
import {
  surveyDetailSchema,
  surveyGroupSchema,
  type SurveyAbilities,
  type SurveyDetail,
  type SurveyGroup,
} from '@oversight/shared/surveys/surveys.schemas';
import { departmentSchema, type Department } from '@oversight/shared/collaboration/departments.schemas';
import { roleSchema, type Role } from '@oversight/shared/collaboration/roles.schemas';
import { staffInvitationSchema, type StaffInvitation } from '@oversight/shared/collaboration/staff.schemas';
import { dashboardSchema, type Dashboard } from '@oversight/shared/dashboards/dashboards.schemas';
import { dataSourceSchema, type DataSource } from '@oversight/shared/dashboards/data-sources.schemas';
import {
  visualizationDataSchema,
  visualizationSchema,
  type Visualization,
  type VisualizationData,
} from '@oversight/shared/dashboards/visualizations.schemas';
import { pageOf, type Page } from '@oversight/shared/pagination';
import { activitySchema, type Activity } from '@oversight/shared/plans/activities.schemas';
import { indicatorPeriodSchema, type IndicatorPeriod } from '@oversight/shared/plans/indicator-values';
import {
  indicatorSchema,
  outcomeWithIndicatorsSchema,
  planSchema,
  type Indicator,
  type OutcomeWithIndicators,
  type Plan,
} from '@oversight/shared/plans/plans.schemas';
import { z } from 'zod';
import type { SessionResponse } from '../lib/auth-store';

/** Checks a fixture against the shared contract (a drifted fixture fails loudly) and returns it as built. */
function valid<S extends z.ZodType>(schema: S, value: z.output<S>): z.output<S> {
  schema.parse(value);
  return value;
}

export function makeUser(overrides: Partial<User> = {}): User {
  return valid(userSchema, {
    public_id: 'u-1',
    email: 'ada@example.com',
    username: 'ada',
    display_name: 'Ada Obi',
    first_name: 'Ada',
    last_name: 'Obi',
    bio: '',
    avatar: null,
    account_type: 'CITIZEN',
    created: '2025-01-01T00:00:00Z',
    state_of_residence: 'LAGOS',
    gender: null,
    date_of_birth: null,
    reviews_count: 2,
    eyemarked_count: 5,
    follower_count: 0,
    following_count: 0,
    newly_registered: false,
    email_verified: true,
    has_password: true,
    google_linked: false,
    privacy: { showEyemarks: true, showActivity: true },
    email_notifications: 'instant',
    interests: { locations: [], ministries: [], sdgs: [], sectors: [] },
    ...overrides,
  });
}

export function makeOrganization(overrides: Partial<OrganizationSummary> = {}): OrganizationSummary {
  return valid(organizationSummarySchema, {
    public_id: 'org-personal',
    name: 'Ada Obi',
    username: 'ada',
    account_type: 'CITIZEN',
    avatar: null,
    is_personal: true,
    is_staff: false,
    parent: null,
    role: { public_id: 'role-1', name: 'Owner', permissions: [17, 18, 19, 20, 32] },
    ...overrides,
  });
}

export const ministry = (overrides: Partial<OrganizationSummary> = {}) =>
  makeOrganization({
    public_id: 'org-works',
    name: 'Ministry of Works',
    username: 'works',
    account_type: 'MINISTRY',
    is_personal: false,
    ...overrides,
  });

/** A login answer; `tenant` (the web's own extra) is kept as given. */
export function makeSession(overrides: Partial<SessionResponse> = {}): SessionResponse {
  const session: SessionResponse = {
    token: 'access-1',
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    user: makeUser(),
    organisations: [makeOrganization()],
    ...overrides,
  };
  authResponseSchema.parse(session);
  return session;
}

/** A draft project of the ministry, as the API answers it. */
export function makeProject(overrides: Partial<Project> = {}): Project {
  return valid(projectSchema, {
    public_id: 'water-ws-1',
    name: 'Water Scheme',
    code: 'WS-1',
    description: '',
    status: 'NOT_STARTED',
    status_label: 'Not started',
    plan: null,
    sectors: [],
    sdgs: [],
    categories: [],
    tags: [],
    states: [],
    lgas: [],
    wards: [],
    geolocations: [],
    start_date: null,
    end_date: null,
    date_awarded: null,
    percentage_completed: 0,
    total_project_cost: null,
    total_amount_released: null,
    total_amount_spent: null,
    total_amount_utilized: null,
    total_financial_commitment: null,
    total_appropriation: null,
    appropriation_for_2021: null,
    amount_budgeted: null,
    yearly_appropriation: {},
    currency: 'NGN',
    links: [],
    contract_type: null,
    geo_political_zone: null,
    ministry: null,
    agency: null,
    organization: null,
    contractors: [],
    parent: null,
    image: null,
    views: 0,
    eyemarked_count: 0,
    reviews_count: 0,
    is_eyemarked: false,
    is_published: false,
    created: '2025-01-01T00:00:00Z',
    modified: '2025-01-01T00:00:00Z',
    abilities: {
      eyemark: false,
      review: false,
      edit: true,
      publish: true,
      delete: true,
      view_financials: true,
      post_update: true,
      manage_stakeholders: true,
    },
    ...overrides,
  });
}

/** What a form's owner may do with it: everything. */
export const ALL_FORM_ABILITIES: SurveyAbilities = {
  edit: true,
  publish: true,
  archive: true,
  duplicate: true,
  delete: true,
  manage_stakeholders: true,
  respond: true,
  view_responses: true,
  add_respondents: true,
};

/** What a reader with no role on a form may do with it: nothing. */
export const NO_FORM_ABILITIES: SurveyAbilities = {
  edit: false,
  publish: false,
  archive: false,
  duplicate: false,
  delete: false,
  manage_stakeholders: false,
  respond: false,
  view_responses: false,
  add_respondents: false,
};

export const FORM_ID = '00000000-0000-4000-8000-0000000000f1';

/** An unpublished form of the ministry with no questions yet, as GET /surveys/{id}/ answers it to its owner. */
export function makeForm(overrides: Partial<SurveyDetail> = {}): SurveyDetail {
  return valid(surveyDetailSchema, {
    id: FORM_ID,
    name: 'School inspection',
    description: '',
    is_published: false,
    publish_date: null,
    expire_date: null,
    accepting_responses: true,
    archived: false,
    survey_type: 'monitoring',
    is_template: false,
    organization: { id: 'org-1', name: 'Ministry of Education' },
    created_by: null,
    groups: [],
    shared: false,
    abilities: ALL_FORM_ABILITIES,
    version: 1,
    questions_count: 0,
    responses_count: 0,
    is_public: false,
    closed_reason: 'Not published yet.',
    created: '2026-01-05T08:00:00Z',
    modified: '2026-01-06T08:00:00Z',
    sections: [],
    ...overrides,
  });
}

/** A group of the ministry's forms holding two of them, which its owner manages. */
export function makeSurveyGroup(overrides: Partial<SurveyGroup> = {}): SurveyGroup {
  return valid(surveyGroupSchema, {
    id: '00000000-0000-4000-8000-0000000000g1',
    name: 'Field inspections',
    surveys_count: 2,
    organization: { id: 'org-1', name: 'Federal Ministry of Works' },
    shared: false,
    abilities: { manage: true, manage_stakeholders: true },
    created: '2026-01-05T08:00:00Z',
    modified: '2026-01-06T08:00:00Z',
    ...overrides,
  });
}

/** A submitted anonymous response to a form with no answers or files, which its reader may neither edit nor delete. */
export function makeSurveyResponse(overrides: Partial<SurveyResponse> = {}): SurveyResponse {
  return valid(responseSchema, {
    id: '00000000-0000-4000-8000-0000000000a1',
    survey: { id: 'f1', name: 'Borehole check' },
    version: 1,
    is_draft: false,
    answers: {},
    respondent: null,
    files: [],
    submitted_at: '2026-11-24T10:05:00Z',
    created: '2026-11-24T10:05:00Z',
    modified: '2026-11-24T10:05:00Z',
    edited: false,
    abilities: { edit: false, delete: false },
    ...overrides,
  });
}

/** A photo uploaded for a response's `photo` question, as POST /surveys/{id}/upload/ answers it. */
export function makeResponseFile(overrides: Partial<ResponseFile> = {}): ResponseFile {
  return valid(responseFileSchema, {
    id: 'server-a',
    url: '',
    name: 'a.webp',
    content_type: 'image/webp',
    bytes: 4,
    question: 'photo',
    ...overrides,
  });
}

/** A choice question of a form's results, outside any repeat: counted, drawn as bars, usable in a cross-tab. */
export function makeAvailableField(overrides: Partial<AvailableField> = {}): AvailableField {
  return valid(availableFieldSchema, {
    name: 'district',
    text: 'District',
    question_type: 'radio',
    kind: 'choice',
    section: 'School',
    options: [],
    aggregations: ['count'],
    chart_types: ['bar'],
    cross_tab: true,
    repeat: [],
    unit: 'responses',
    ...overrides,
  });
}

/** A report of a form's three responses over all time, with no blocks unless given. */
export function makeReportData(overrides: Partial<ReportData> = {}): ReportData {
  return valid(reportDataSchema, {
    survey: { id: 'f', name: 'School census', organization_name: 'Ministry of Education' },
    from: null,
    to: null,
    responses: 3,
    days: [],
    blocks: [],
    ...overrides,
  });
}

/** One page holding `results` (all of them: no next or previous page), as every paginated list answers. */
export function makePage<T>(results: T[], count = results.length): Page<T> {
  return valid(pageOf(z.unknown()), { count, next: null, previous: null, results }) as Page<T>;
}

export const DASHBOARD_ID = '11111111-1111-4111-8111-111111111111';

/** A dashboard its owner sees (every ability), as GET /dashboards/{id}/ answers it. */
export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return valid(dashboardSchema, {
    id: DASHBOARD_ID,
    name: 'Road budget 2026',
    description: 'Spending on federal roads.',
    organization: { public_id: '22222222-2222-4222-8222-222222222222', name: 'Federal Ministry of Works' },
    created_by: { public_id: '33333333-3333-4333-8333-333333333333', display_name: 'Ada Obi' },
    access: 'owned',
    created: '2026-03-01T10:00:00Z',
    modified: '2026-03-02T10:00:00Z',
    abilities: { edit: true, delete: true, manage_visualizations: true, manage_stakeholders: true },
    ...overrides,
  });
}

/** A table of the dashboard's projects counted by status. */
export function makeVisualization(overrides: Partial<Visualization> = {}): Visualization {
  return valid(visualizationSchema, {
    id: '33333333-3333-4333-8333-333333333333',
    dashboard_id: DASHBOARD_ID,
    name: 'Projects by status',
    visualization_type: 'table',
    data_source_id: null,
    group_by: 'status',
    aggregation_function: 'count',
    value_field: null,
    position: 0,
    created: '2026-03-01T10:00:00Z',
    modified: '2026-03-01T10:00:00Z',
    ...overrides,
  });
}

/** A chart's numbers: two rows counted, no series, nothing filtered. */
export function makeVisualizationData(overrides: Partial<VisualizationData> = {}): VisualizationData {
  return valid(visualizationDataSchema, {
    visualization_id: '33333333-3333-4333-8333-333333333333',
    value_label: 'Number of projects',
    category_label: 'Status',
    projects_count: 3,
    records_label: 'projects',
    series_label: null,
    value2_label: null,
    rows: [
      { key: '1', label: 'Ongoing', value: 2 },
      { key: '2', label: 'Completed', value: 1 },
    ],
    number: null,
    problem: null,
    applied_filters: [],
    ...overrides,
  });
}

/** A data source of the dashboard drawing on a form's responses. */
export function makeDataSource(overrides: Partial<DataSource> = {}): DataSource {
  return valid(dataSourceSchema, {
    id: '44444444-4444-4444-8444-444444444444',
    dashboard_id: DASHBOARD_ID,
    kind: 'form',
    name: 'Water point survey',
    survey: { id: '55555555-5555-4555-8555-555555555555', name: 'Water point survey' },
    plan: null,
    columns: [],
    rows_count: 0,
    file_name: null,
    created: '2026-03-01T10:00:00Z',
    modified: '2026-03-01T10:00:00Z',
    ...overrides,
  });
}

/** A role of the organisation that may be edited and deleted, held by no one yet. */
export function makeRole(overrides: Partial<Role> = {}): Role {
  return valid(roleSchema, {
    public_id: '33333333-3333-4333-8333-333333333333',
    name: 'Field monitor',
    role_type: 'organization',
    is_owner: false,
    permissions: [],
    permission_names: [],
    assigned_count: 0,
    created: '2026-03-01T10:00:00Z',
    modified: '2026-03-01T10:00:00Z',
    abilities: { edit: true, delete: true },
    ...overrides,
  });
}

/** A department of the organisation with no members yet. */
export function makeDepartment(overrides: Partial<Department> = {}): Department {
  return valid(departmentSchema, {
    public_id: '44444444-4444-4444-8444-444444444444',
    name: 'Monitoring and evaluation',
    members_count: 0,
    members: [],
    created: '2026-03-01T10:00:00Z',
    modified: '2026-03-01T10:00:00Z',
    abilities: { edit: true, delete: true },
    ...overrides,
  });
}

/** A ministry as directories and searches list it (`account_type` and `username` as given). */
export function makeOrganizationCard(overrides: Partial<OrganizationCard> = {}): OrganizationCard {
  return valid(organizationCardSchema, {
    public_id: 'fmworks-id',
    name: 'Federal Ministry of Works',
    username: 'fmworks',
    account_type: 'MINISTRY',
    avatar: null,
    description: '',
    parent: null,
    no_of_projects: 3,
    ...overrides,
  });
}

/** An unread reply notification with nothing linked. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return valid(notificationSchema, {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'reply',
    verb: 'Amina replied to your review',
    excerpt: '',
    actor: null,
    project: null,
    post: null,
    link: null,
    is_read: false,
    read_at: null,
    created: '2026-11-01T08:00:00Z',
    ...overrides,
  });
}

/** A pending invitation of the ministry to join as an editor, sent today and open for two weeks. */
export function makeStaffInvitation(overrides: Partial<StaffInvitation> = {}): StaffInvitation {
  return valid(staffInvitationSchema, {
    public_id: '00000000-0000-4000-8000-000000000001',
    email: 'person1@example.test',
    first_name: '',
    last_name: '',
    organization: { public_id: '00000000-0000-4000-8000-0000000000aa', name: 'Ministry of Works' },
    role: { public_id: '00000000-0000-4000-8000-0000000000bb', name: 'Editor' },
    departments: [],
    assigned_mdas: [],
    status: 'pending',
    invited_by: { public_id: '00000000-0000-4000-8000-0000000000cc', display_name: 'Ada Obi' },
    expired: false,
    expires_at: '2026-12-10T10:00:00Z',
    last_sent_at: '2026-11-26T10:00:00Z',
    created_at: '2026-11-26T10:00:00Z',
    ...overrides,
  });
}

/** A project as cards and lists show it: ongoing, in Kano, no photo. */
export function makeProjectBrief(overrides: Partial<ProjectBrief> = {}): ProjectBrief {
  return valid(projectBriefSchema, {
    public_id: 'p-1',
    name: 'Rehabilitation of Kano-Maiduguri Road',
    status: 'ON_GOING',
    status_label: 'Ongoing',
    states: ['KANO'],
    start_date: null,
    end_date: null,
    total_project_cost: '1000000.00',
    percentage_completed: 40,
    image: null,
    ...overrides,
  });
}

/** One change of a project in an organisation's change log, made by the ministry, with no fields changed yet. */
export function makeProjectUpdateEntry(overrides: Partial<ProjectUpdateEntry> = {}): ProjectUpdateEntry {
  return valid(projectUpdateEntrySchema, {
    id: 'e1',
    action: 'updated',
    actor: {
      public_id: 'u1',
      username: 'fmworks',
      display_name: 'Federal Ministry of Works',
      avatar: null,
      account_type: 'MINISTRY',
    },
    changes: {},
    created: '2026-11-20T10:00:00Z',
    project: { public_id: 'p1', name: 'Kano–Katsina Road', code: 'FMW-1' },
    ...overrides,
  });
}

export const PLAN_ID = '11111111-1111-4111-8111-111111111111';
const PLAN_TIME = '2026-11-22T10:00:00.000Z';

/** A plan of the ministry its owner sees (every ability but sharing), with three items and two indicators. */
export function makePlan(overrides: Partial<Plan> = {}): Plan {
  return valid(planSchema, {
    id: PLAN_ID,
    name: 'Health Sector Strategic Plan',
    description: '',
    start_year: 2026,
    end_year: 2030,
    framework: 'MTNDP',
    levels: ['Pillar', 'Outcome', 'Output'],
    organization: { id: '22222222-2222-4222-8222-222222222222', name: 'Federal Ministry of Health' },
    outcomes_count: 3,
    indicators_count: 2,
    created: PLAN_TIME,
    modified: PLAN_TIME,
    abilities: { view: true, edit: true, delete: true, add_outcome: true, manage_stakeholders: false },
    ...overrides,
  });
}

/** One quarter of an indicator with its target and actual (an actual given is entered by hand), no split by option. */
export function makeIndicatorPeriod(
  period: string,
  target: number | null,
  actual: number | null,
  overrides: Partial<IndicatorPeriod> = {},
): IndicatorPeriod {
  return valid(indicatorPeriodSchema, {
    period,
    start: '2026-01-01',
    end: '2026-04-01',
    target,
    actual,
    targets_by_option: {},
    actuals_by_option: {},
    actual_source: actual === null ? null : 'manual',
    ratio: null,
    ...overrides,
  });
}

/** A quarterly indicator of the plan, summed, at risk: two quarters' targets of 100 and an actual of 90 in the first. */
export function makeIndicator(overrides: Partial<Indicator> = {}): Indicator {
  return valid(indicatorSchema, {
    id: '44444444-4444-4444-8444-444444444444',
    plan_id: PLAN_ID,
    outcome_id: '01010101-0101-4101-8101-010101010101',
    description: 'Births attended by skilled staff',
    kind: 'number',
    multiplier: 100,
    unit: '',
    baseline: 0,
    baseline_year: null,
    target: null,
    target_year: null,
    current_value: null,
    baseline_date: '2026-01-01',
    direction: 'increase',
    aggregation: 'sum',
    frequency: 'quarterly',
    periods: [makeIndicatorPeriod('2026-Q1', 100, 90), makeIndicatorPeriod('2026-Q2', 100, null)],
    target_total: 200,
    end_target: null,
    current_target: null,
    progress_basis: { kind: 'period_targets', target: 200 },
    actual_total: 90,
    expected_progress: 60,
    status: 'at_risk',
    measure: null,
    unit_id: null,
    unit_info: null,
    group: null,
    activity_id: null,
    activity: null,
    disaggregations: [],
    progress: 45,
    created: PLAN_TIME,
    modified: PLAN_TIME,
    abilities: { edit: true, delete: true, manage_stakeholders: true },
    ...overrides,
  });
}

/** An item of the plan's tree with its indicators (counted from `indicators` unless given): a first-level pillar. */
export function makePlanItem(overrides: Partial<OutcomeWithIndicators> = {}): OutcomeWithIndicators {
  const indicators = overrides.indicators ?? [];
  return valid(outcomeWithIndicatorsSchema, {
    id: '99999999-9999-4999-8999-999999999999',
    plan_id: PLAN_ID,
    parent_id: null,
    level: 0,
    level_name: 'Pillar',
    title: 'Healthy people',
    description: '',
    indicators_count: indicators.length,
    created: PLAN_TIME,
    modified: PLAN_TIME,
    abilities: { edit: true, delete: true, add_indicator: true, manage_stakeholders: false },
    indicators,
    ...overrides,
  });
}

/** An activity of a plan item, not started, with no dates, budget, department or linked project. */
export function makeActivity(overrides: Partial<Activity> = {}): Activity {
  return valid(activitySchema, {
    id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
    plan_id: PLAN_ID,
    outcome_id: '01010101-0101-4101-8101-010101010101',
    name: 'Train midwives',
    description: '',
    start_date: null,
    end_date: null,
    budget: null,
    department: null,
    status: 'not_started',
    status_label: 'Not started',
    projects: [],
    hidden_projects_count: 0,
    created: PLAN_TIME,
    modified: PLAN_TIME,
    abilities: { edit: true, delete: true, view_financials: true },
    ...overrides,
  });
}

/** A group of the ministry's projects holding three of them. */
export function makeProjectGroup(overrides: Partial<ProjectGroup> = {}): ProjectGroup {
  return valid(projectGroupSchema, {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Lagos roads',
    projects_count: 3,
    created: '2026-01-01',
    modified: '2026-01-01',
    ...overrides,
  });
}

/** What the map shows in a view (format=clusters): nothing, unless clusters and points are given. */
export function makeProjectClusters(overrides: Partial<ProjectClusters> = {}): ProjectClusters {
  return valid(projectClustersSchema, { count: 0, clusters: [], points: [], ...overrides });
}
