import { useAuthStore, type Mode, type SessionResponse } from '../../lib/auth-store';
import { rememberedWorkspace } from '../../lib/workspace';
import type { OrganizationSummary, User } from '@oversight/shared/accounts/accounts.schemas';
import { useAuthModal } from '../../lib/auth-modal';
import { useWalkthrough } from './walkthrough-store';

export interface CompleteLoginOptions {
  navigate: (to: string, options?: { replace?: boolean }) => void | Promise<void>;
  /** The `redirect` or `callbackUrl` query value, if any. */
  redirect?: string | null;
  /** Signed in from the auth modal: close it and stay on the page unless there is somewhere to go. */
  inModal?: boolean;
}

const CITIZEN_SIDE = new Set(['CITIZEN', 'CSO']);

export function modeFor(user: Pick<User, 'account_type'>): Mode {
  return CITIZEN_SIDE.has(user.account_type) ? 'CITIZEN' : 'ORGANISATION';
}

/** The only one; else the personal one for citizens and CSOs; else the first organisation that is not personal. */
export function chooseOrganization(
  user: Pick<User, 'account_type'>,
  organizations: OrganizationSummary[],
): OrganizationSummary | null {
  if (organizations.length <= 1) return organizations[0] ?? null;
  const preferred =
    modeFor(user) === 'CITIZEN'
      ? organizations.find((o) => o.is_personal)
      : organizations.find((o) => !o.is_personal);
  return preferred ?? organizations[0]!;
}

/** Only paths on this site: "/x" but not "//host" or "/\host", which browsers treat as other origins. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value) return null;
  let path = value;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    path = `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if (/^\/(login|signup)(\/|\?|$)/.test(path)) return null; // never bounce back to the sign-in page
  return path;
}

/** Login success (docs/spec/product-spec.md section 4). Returns where the user was sent, or null when they stay. */
export function completeLogin(response: SessionResponse, options: CompleteLoginOptions): string | null {
  const store = useAuthStore.getState();
  store.setSession(response);
  const organizations = response.organisations;
  // The workspace chosen last time (staff mode included) wins over the default rule.
  const remembered = rememberedWorkspace(response.user.public_id, organizations);
  const mode = remembered?.mode ?? modeFor(response.user);
  store.setCurrentOrganization(remembered?.organization ?? chooseOrganization(response.user, organizations));
  store.setMode(mode);
  store.setStaffMode(remembered?.staffMode ?? false);
  store.setRegistering(false);

  if (response.user.newly_registered) useWalkthrough.getState().open();

  const redirect = safeRedirect(options.redirect);
  const dashboard = mode === 'CITIZEN' ? '/citizen/discover' : '/mda/dashboard';
  if (options.inModal) {
    useAuthModal.getState().close();
    // A citizen who signed in to act on this page stays on it; an organisation user goes to their own side.
    const destination = redirect ?? (mode === 'ORGANISATION' ? dashboard : null);
    if (destination) void options.navigate(destination);
    return destination;
  }
  const destination = redirect ?? dashboard;
  void options.navigate(destination, { replace: true });
  return destination;
}

/** Sign-up created the account: tokens stored, first organisation current, citizen mode; the flow continues. */
export function completeSignup(response: SessionResponse, options: { inModal?: boolean } = {}): void {
  const store = useAuthStore.getState();
  store.setSession(response);
  store.setCurrentOrganization(response.organisations[0] ?? null);
  store.setMode('CITIZEN');
  store.setRegistering(true);
  if (options.inModal) useAuthModal.getState().setPage(2.5);
}

/** The last sign-up step is done. */
export function finishSignup(): void {
  useAuthStore.getState().setRegistering(false);
}
