import Cookies from 'js-cookie';
import type { AuthResponse, OrganizationSummary, User } from '@oversight/shared/accounts/accounts.schemas';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { clearQueryCache } from './query-client';
import { runtimeConfig } from './runtime-config';
import { endServerSession } from './server-session';
import { resetToasts } from './toasts';

export const SESSION_STORAGE_KEY = 'oversight-session';
export const SESSION_STORE_VERSION = 4;
export const AUTH_COOKIE = 'oversight_auth';
export const ORG_COOKIE = 'oversight_org';
const AUTH_COOKIE_DAYS = 30;
const ORG_COOKIE_DAYS = 364;

/** Which side of the app the person is on (client-side only). */
export type Mode = 'CITIZEN' | 'ORGANISATION';

/**
 * What login, Google login and register answer (the shared AuthResponse; `access_token` is the old name of `token`),
 * plus the tenant the web may keep with the session (the API does not send it; the store falls back to the configured
 * tenant).
 */
export type SessionResponse = AuthResponse & { tenant?: string };

export interface SessionState {
  user: User | null;
  token: string | null;
  refreshToken: string | null;
  organizations: OrganizationSummary[];
  currentOrganization: OrganizationSummary | null;
  tenant: string;
  mode: Mode;
  staffMode: boolean;
  isAuthenticated: boolean;
  registering: boolean;
  /** The person signed out themselves (not persisted): guards send them home, not to the sign-in page. */
  signedOutOnPurpose: boolean;
}

export interface SessionActions {
  setSession: (
    session: Pick<SessionResponse, 'refresh_token' | 'user' | 'organisations'> & Partial<SessionResponse>,
  ) => void;
  setTokens: (access: string, refresh?: string) => void;
  setUser: (user: User) => void;
  setCurrentOrganization: (organization: OrganizationSummary | null) => void;
  setMode: (mode: Mode) => void;
  setStaffMode: (staffMode: boolean) => void;
  setRegistering: (registering: boolean) => void;
  /** `reason` 'user' marks a sign-out the person asked for; any other reason is logged. */
  logout: (reason?: string) => void;
}

export type SessionStore = SessionState & SessionActions;

const defaultTenant = () => import.meta.env.VITE_TENANT || runtimeConfig().tenant || '';

export const initialSessionState = (): SessionState => ({
  user: null,
  token: null,
  refreshToken: null,
  organizations: [],
  currentOrganization: null,
  tenant: defaultTenant(),
  mode: 'CITIZEN',
  staffMode: false,
  isAuthenticated: false,
  registering: false,
  signedOutOnPurpose: false,
});

/**
 * The auth cookie holds a fingerprint of the refresh token, not the token: it only has to tell whether the stored
 * session is still the one the cookie was issued for (cyrb53, a fast non-cryptographic hash).
 */
export function tokenFingerprint(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i++) {
    const ch = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

const cookieOptions = (days: number): Cookies.CookieAttributes => ({
  expires: days,
  sameSite: 'lax',
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
});

function writeAuthCookie(refreshToken: string) {
  Cookies.set(AUTH_COOKIE, tokenFingerprint(refreshToken), cookieOptions(AUTH_COOKIE_DAYS));
}

let channel: BroadcastChannel | null = null;
// Set by the store below; sign-out without telling the other tabs (they told us).
let signOutLocally: () => void = () => undefined;
type SessionMessage = { type: 'session' | 'signout' };

function broadcast(type: SessionMessage['type']) {
  channel?.postMessage({ type } satisfies SessionMessage);
}

export const useAuthStore = create<SessionStore>()(
  persist(
    (set, get) => {
      /** Local sign-out; `announce` false when another tab already signed out. */
      const signOut = (announce: boolean) => {
        Cookies.remove(AUTH_COOKIE);
        Cookies.remove(ORG_COOKIE);
        set(initialSessionState());
        useAuthStore.persist.clearStorage();
        clearQueryCache();
        if (announce) broadcast('signout');
      };
      signOutLocally = () => signOut(false);

      return {
        ...initialSessionState(),
        setSession: (session) => {
          const token = session.token ?? session.access_token ?? null;
          const previous = get().currentOrganization;
          const organizations = session.organisations;
          const current = organizations.find((o) => o.public_id === previous?.public_id) ?? null;
          set({
            token,
            refreshToken: session.refresh_token,
            user: session.user,
            organizations,
            currentOrganization: current,
            staffMode: Boolean(current && !current.is_personal && current.is_staff),
            tenant: session.tenant || get().tenant || defaultTenant(),
            isAuthenticated: Boolean(token),
          });
          writeAuthCookie(session.refresh_token);
          resetToasts();
          broadcast('session');
        },
        setTokens: (access, refresh) => {
          set(
            refresh
              ? { token: access, refreshToken: refresh, isAuthenticated: true }
              : { token: access, isAuthenticated: true },
          );
          if (refresh) writeAuthCookie(refresh);
          broadcast('session');
        },
        setUser: (user) => set({ user }),
        setCurrentOrganization: (organization) => {
          set({ currentOrganization: organization });
          if (organization) Cookies.set(ORG_COOKIE, organization.public_id, cookieOptions(ORG_COOKIE_DAYS));
          else Cookies.remove(ORG_COOKIE);
        },
        setMode: (mode) => set({ mode }),
        setStaffMode: (staffMode) => set({ staffMode }),
        setRegistering: (registering) => set({ registering }),
        logout: (reason) => {
          if (reason && reason !== 'user') console.warn(`Signed out: ${reason}`);
          // A sign-out the person asked for ends the session on the server too (a stolen refresh token dies with it).
          const { refreshToken, tenant } = get();
          if (reason === 'user' && refreshToken) endServerSession(refreshToken, tenant);
          signOut(true);
          if (reason === 'user') set({ signedOutOnPurpose: true });
        },
      };
    },
    {
      name: SESSION_STORAGE_KEY,
      version: SESSION_STORE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({
        user,
        token,
        refreshToken,
        organizations,
        currentOrganization,
        tenant,
        mode,
        staffMode,
        isAuthenticated,
        registering,
      }) => ({
        user,
        token,
        refreshToken,
        organizations,
        currentOrganization,
        tenant,
        mode,
        staffMode,
        isAuthenticated,
        registering,
      }),
      // Sessions stored by older versions have other shapes: start signed out rather than guess.
      migrate: () => initialSessionState(),
      merge: (saved, current) => ({ ...current, ...fromSavedSession(saved) }),
    },
  ),
);

/**
 * The saved session as the store takes it back. Sessions saved before the code spelled `organization` keep the
 * organizations under the old keys `organisations` and `currentOrganisation`: they are read as the new ones, so
 * nobody is signed out by the rename.
 */
export function fromSavedSession(saved: unknown): Partial<SessionState> {
  if (!saved || typeof saved !== 'object') return {};
  const {
    organisations: savedOrganizations,
    currentOrganisation: savedCurrentOrganization,
    ...state
  } = saved as Partial<SessionState> & {
    organisations?: OrganizationSummary[];
    currentOrganisation?: OrganizationSummary | null;
  };
  return {
    ...state,
    ...(state.organizations === undefined && savedOrganizations ? { organizations: savedOrganizations } : {}),
    ...(state.currentOrganization === undefined && savedCurrentOrganization !== undefined
      ? { currentOrganization: savedCurrentOrganization }
      : {}),
  };
}

let started = false;

function onRemoteMessage(message: SessionMessage) {
  if (message.type === 'signout') signOutLocally();
  else void useAuthStore.persist.rehydrate();
}

function isSignedInSnapshot(raw: string | null): boolean {
  try {
    return Boolean(raw && (JSON.parse(raw) as { state?: Partial<SessionState> }).state?.isAuthenticated);
  } catch {
    return false;
  }
}

/**
 * Start-up: drops a session whose refresh token no longer matches the auth cookie (expired, or replaced
 * elsewhere), then follows sign-in and sign-out made in other tabs.
 */
export function initSession(): void {
  const { refreshToken } = useAuthStore.getState();
  const cookie = Cookies.get(AUTH_COOKIE);
  if ((refreshToken || cookie) && (!refreshToken || cookie !== tokenFingerprint(refreshToken))) {
    useAuthStore.getState().logout('stored session does not match the auth cookie');
  }
  if (started || typeof window === 'undefined') return;
  started = true;
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(SESSION_STORAGE_KEY);
    channel.onmessage = (event: MessageEvent<SessionMessage>) => onRemoteMessage(event.data);
  } else {
    window.addEventListener('storage', (event) => {
      if (event.key !== SESSION_STORAGE_KEY) return;
      const signedIn = isSignedInSnapshot(event.newValue);
      onRemoteMessage({ type: signedIn ? 'session' : 'signout' });
    });
  }
}

/** Stops following other tabs (tests). */
export function stopSessionSync(): void {
  channel?.close();
  channel = null;
  started = false;
}

/** Where "home" is for the current session: the citizen dashboard for guests and citizen mode. */
export function dashboardPath(
  state: Pick<SessionState, 'isAuthenticated' | 'mode'> = useAuthStore.getState(),
): string {
  return state.isAuthenticated && state.mode === 'ORGANISATION' ? '/mda/dashboard' : '/citizen/discover';
}
