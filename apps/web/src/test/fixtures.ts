import type { Organisation, SessionResponse, User } from '../lib/session-types';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
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
  };
}

export function makeOrganisation(overrides: Partial<Organisation> = {}): Organisation {
  return {
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
  };
}

export const ministry = (overrides: Partial<Organisation> = {}) =>
  makeOrganisation({ public_id: 'org-works', name: 'Ministry of Works', username: 'works', account_type: 'MINISTRY', is_personal: false, ...overrides });

export function makeSession(overrides: Partial<SessionResponse> = {}): SessionResponse {
  return {
    token: 'access-1',
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    user: makeUser(),
    organisations: [makeOrganisation()],
    ...overrides,
  };
}
