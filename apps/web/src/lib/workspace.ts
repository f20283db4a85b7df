import { useAuthStore, type Mode } from './auth-store';
import { queryClient } from './query-client';
import type { OrganizationSummary, User } from '@oversight/shared/accounts/accounts.schemas';

/**
 * Workspaces: which organisation the user acts for, and so the mode (docs/spec/product-spec.md sections 1 and 4). Acting for an
 * organisation that added the user as staff (a sub-user) is staff mode. The choice is kept in the session store
 * (reloads) and, per user, in WORKSPACE_STORAGE_KEY, which signing out keeps, so the next sign-in resumes it.
 */
export const WORKSPACE_STORAGE_KEY = 'oversight-workspace';
const REMEMBERED_USERS = 10;

export interface Workspace {
  organization: OrganizationSummary;
  mode: Mode;
  staffMode: boolean;
}

export function isStaffMembership(organization: OrganizationSummary | null | undefined): boolean {
  return Boolean(organization && !organization.is_personal && organization.is_staff);
}

export function workspaceFor(organization: OrganizationSummary): Workspace {
  return {
    organization,
    mode: organization.is_personal ? 'CITIZEN' : 'ORGANISATION',
    staffMode: isStaffMembership(organization),
  };
}

/** Whether the role in `organisation` holds `permission`; with no organisation nothing is hidden (the API decides). */
export function roleAllows(
  organization: OrganizationSummary | null | undefined,
  permission: number,
): boolean {
  return !organization || organization.role.permissions.includes(permission);
}

export function staffMemberships(organizations: OrganizationSummary[]): OrganizationSummary[] {
  return organizations.filter(isStaffMembership);
}

/** Where staff mode is left for: the user's own organisation (not a staff one), the personal one for citizens. */
export function ownOrganization(
  user: Pick<User, 'account_type'> | null,
  organizations: OrganizationSummary[],
): OrganizationSummary | null {
  const own = organizations.filter((o) => !isStaffMembership(o));
  const citizenSide = !user || user.account_type === 'CITIZEN' || user.account_type === 'CSO';
  const preferred = citizenSide ? own.find((o) => o.is_personal) : own.find((o) => !o.is_personal);
  return preferred ?? own[0] ?? null;
}

/** Per user, the organization last chosen; choices saved before the code spelled `organization` have `organisation`. */
type Remembered = Record<string, { organization?: string; organisation?: string; at: number }>;

function readRemembered(): Remembered {
  try {
    const value = JSON.parse(localStorage.getItem(WORKSPACE_STORAGE_KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Remembered) : {};
  } catch {
    return {};
  }
}

export function rememberWorkspace(userId: string, organizationId: string): void {
  const entries = Object.entries({
    ...readRemembered(),
    [userId]: { organization: organizationId, at: Date.now() },
  })
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, REMEMBERED_USERS);
  try {
    localStorage.setItem(WORKSPACE_STORAGE_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Storage full or blocked: the choice still holds for this session.
  }
}

/** The workspace this user last chose, if they still belong to that organisation. */
export function rememberedWorkspace(userId: string, organizations: OrganizationSummary[]): Workspace | null {
  const saved = readRemembered()[userId];
  const id = saved?.organization ?? saved?.organisation;
  const organization = id ? organizations.find((o) => o.public_id === id) : undefined;
  return organization ? workspaceFor(organization) : null;
}

/** Makes `organisation` the current one, with its mode and staff mode; returns its dashboard. */
export function enterWorkspace(
  organization: OrganizationSummary,
  options: { remember?: boolean } = {},
): string {
  const store = useAuthStore.getState();
  const workspace = workspaceFor(organization);
  const changed = store.currentOrganization?.public_id !== organization.public_id;
  store.setCurrentOrganization(organization);
  store.setMode(workspace.mode);
  store.setStaffMode(workspace.staffMode);
  if (options.remember !== false && store.user)
    rememberWorkspace(store.user.public_id, organization.public_id);
  // Every answer may differ for another organisation (X-Organization-Id). A session change, no feature's write: it
  // stays here rather than in an api/ folder (like the cache reset on sign-out).
  if (changed) void queryClient.invalidateQueries();
  return workspace.mode === 'CITIZEN' ? '/citizen/discover' : '/mda/dashboard';
}

/** Back to the user's own organisation; null when they have none besides staff ones. */
export function leaveStaffMode(): string | null {
  const { user, organizations } = useAuthStore.getState();
  const own = ownOrganization(user, organizations);
  return own ? enterWorkspace(own) : null;
}

/**
 * A fresh list of the user's organisations (memberships change while signed in): the current one is refreshed
 * (its role may have changed); if the user was removed from it, they return to their own organisation.
 */
export function applyOrganizations(fresh: OrganizationSummary[]): void {
  const { currentOrganization, user } = useAuthStore.getState();
  useAuthStore.setState({ organizations: fresh });
  const current = currentOrganization
    ? fresh.find((o) => o.public_id === currentOrganization.public_id)
    : undefined;
  if (current) {
    useAuthStore.getState().setCurrentOrganization(current);
    useAuthStore.getState().setStaffMode(isStaffMembership(current));
    return;
  }
  if (!currentOrganization) return;
  const own = ownOrganization(user, fresh);
  if (own) enterWorkspace(own, { remember: false });
}
