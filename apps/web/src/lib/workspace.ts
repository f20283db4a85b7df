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
  organisation: OrganizationSummary;
  mode: Mode;
  staffMode: boolean;
}

export function isStaffMembership(organisation: OrganizationSummary | null | undefined): boolean {
  return Boolean(organisation && !organisation.is_personal && organisation.is_staff);
}

export function workspaceFor(organisation: OrganizationSummary): Workspace {
  return {
    organisation,
    mode: organisation.is_personal ? 'CITIZEN' : 'ORGANISATION',
    staffMode: isStaffMembership(organisation),
  };
}

/** Whether the role in `organisation` holds `permission`; with no organisation nothing is hidden (the API decides). */
export function roleAllows(
  organisation: OrganizationSummary | null | undefined,
  permission: number,
): boolean {
  return !organisation || organisation.role.permissions.includes(permission);
}

export function staffMemberships(organisations: OrganizationSummary[]): OrganizationSummary[] {
  return organisations.filter(isStaffMembership);
}

/** Where staff mode is left for: the user's own organisation (not a staff one), the personal one for citizens. */
export function ownOrganization(
  user: Pick<User, 'account_type'> | null,
  organisations: OrganizationSummary[],
): OrganizationSummary | null {
  const own = organisations.filter((o) => !isStaffMembership(o));
  const citizenSide = !user || user.account_type === 'CITIZEN' || user.account_type === 'CSO';
  const preferred = citizenSide ? own.find((o) => o.is_personal) : own.find((o) => !o.is_personal);
  return preferred ?? own[0] ?? null;
}

type Remembered = Record<string, { organisation: string; at: number }>;

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
    [userId]: { organisation: organizationId, at: Date.now() },
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
export function rememberedWorkspace(userId: string, organisations: OrganizationSummary[]): Workspace | null {
  const id = readRemembered()[userId]?.organisation;
  const organisation = id ? organisations.find((o) => o.public_id === id) : undefined;
  return organisation ? workspaceFor(organisation) : null;
}

/** Makes `organisation` the current one, with its mode and staff mode; returns its dashboard. */
export function enterWorkspace(
  organisation: OrganizationSummary,
  options: { remember?: boolean } = {},
): string {
  const store = useAuthStore.getState();
  const workspace = workspaceFor(organisation);
  const changed = store.currentOrganisation?.public_id !== organisation.public_id;
  store.setCurrentOrganization(organisation);
  store.setMode(workspace.mode);
  store.setStaffMode(workspace.staffMode);
  if (options.remember !== false && store.user)
    rememberWorkspace(store.user.public_id, organisation.public_id);
  // Every answer may differ for another organisation (X-Organization-Id).
  if (changed) void queryClient.invalidateQueries();
  return workspace.mode === 'CITIZEN' ? '/citizen/discover' : '/mda/dashboard';
}

/** Back to the user's own organisation; null when they have none besides staff ones. */
export function leaveStaffMode(): string | null {
  const { user, organisations } = useAuthStore.getState();
  const own = ownOrganization(user, organisations);
  return own ? enterWorkspace(own) : null;
}

/**
 * A fresh list of the user's organisations (memberships change while signed in): the current one is refreshed
 * (its role may have changed); if the user was removed from it, they return to their own organisation.
 */
export function applyOrganizations(fresh: OrganizationSummary[]): void {
  const { currentOrganisation, user } = useAuthStore.getState();
  useAuthStore.setState({ organisations: fresh });
  const current = currentOrganisation
    ? fresh.find((o) => o.public_id === currentOrganisation.public_id)
    : undefined;
  if (current) {
    useAuthStore.getState().setCurrentOrganization(current);
    useAuthStore.getState().setStaffMode(isStaffMembership(current));
    return;
  }
  if (!currentOrganisation) return;
  const own = ownOrganization(user, fresh);
  if (own) enterWorkspace(own, { remember: false });
}
