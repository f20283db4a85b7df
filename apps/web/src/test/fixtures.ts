import {
  authResponseSchema,
  organizationSummarySchema,
  userSchema,
} from '@oversight/shared/accounts/accounts.schemas';
import { projectSchema, type Project } from '@oversight/shared/projects/projects.schemas';
import {
  surveyDetailSchema,
  type SurveyAbilities,
  type SurveyDetail,
} from '@oversight/shared/surveys/surveys.schemas';
import type { z } from 'zod';
import type { Organisation, SessionResponse, User } from '../lib/session-types';

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

export function makeOrganisation(overrides: Partial<Organisation> = {}): Organisation {
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

export const ministry = (overrides: Partial<Organisation> = {}) =>
  makeOrganisation({
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
    organisations: [makeOrganisation()],
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
