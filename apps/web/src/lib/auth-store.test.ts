import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrganization, makeSession, ministry } from '../test/fixtures';
import {
  AUTH_COOKIE,
  dashboardPath,
  fromSavedSession,
  initSession,
  ORG_COOKIE,
  SESSION_STORAGE_KEY,
  stopSessionSync,
  tokenFingerprint,
  useAuthStore,
} from './auth-store';
import { QUERY_CACHE_STORAGE_KEY, queryClient } from './query-client';

const stored = () =>
  JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as {
    state: Record<string, unknown>;
    version: number;
  } | null;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useAuthStore.getState().logout();
});
afterEach(() => {
  stopSessionSync();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('setSession', () => {
  it('stores tokens, user and organisations, persists them (version 4) and writes the auth cookie', () => {
    useAuthStore.getState().setSession(makeSession({ organisations: [makeOrganization(), ministry()] }));
    const state = useAuthStore.getState();
    expect(state).toMatchObject({
      token: 'access-1',
      refreshToken: 'refresh-1',
      isAuthenticated: true,
      mode: 'CITIZEN',
    });
    expect(state.user?.username).toBe('ada');
    expect(state.organizations).toHaveLength(2);
    expect(stored()?.version).toBe(4);
    expect(stored()?.state).toMatchObject({
      token: 'access-1',
      refreshToken: 'refresh-1',
      isAuthenticated: true,
    });
    expect(Cookies.get(AUTH_COOKIE)).toBe(tokenFingerprint('refresh-1'));
    expect(Cookies.get(AUTH_COOKIE)).not.toContain('refresh-1');
  });

  it('accepts the old access_token name', () => {
    const { token: _token, ...rest } = makeSession();
    useAuthStore.getState().setSession({ ...rest, access_token: 'old-name' });
    expect(useAuthStore.getState().token).toBe('old-name');
  });

  it('remembers the current organisation in its cookie', () => {
    useAuthStore.getState().setSession(makeSession());
    useAuthStore.getState().setCurrentOrganization(ministry());
    expect(Cookies.get(ORG_COOKIE)).toBe('org-works');
    expect(stored()?.state.currentOrganization).toMatchObject({ public_id: 'org-works' });
  });

  it('setTokens replaces the access token and, when given, the refresh token and its cookie', () => {
    useAuthStore.getState().setSession(makeSession());
    useAuthStore.getState().setTokens('access-2');
    expect(useAuthStore.getState()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-1' });
    useAuthStore.getState().setTokens('access-3', 'refresh-3');
    expect(useAuthStore.getState()).toMatchObject({ token: 'access-3', refreshToken: 'refresh-3' });
    expect(Cookies.get(AUTH_COOKIE)).toBe(tokenFingerprint('refresh-3'));
  });
});

describe('logout', () => {
  it('clears storage, both cookies, the query cache and resets state', () => {
    const store = useAuthStore.getState();
    store.setSession(makeSession());
    store.setCurrentOrganization(ministry());
    store.setMode('ORGANISATION');
    store.setStaffMode(true);
    queryClient.setQueryData(['me'], { secret: true });
    localStorage.setItem(QUERY_CACHE_STORAGE_KEY, '{"clientState":{}}');

    useAuthStore.getState().logout();

    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      token: null,
      refreshToken: null,
      organizations: [],
      currentOrganization: null,
      mode: 'CITIZEN',
      staffMode: false,
      isAuthenticated: false,
    });
    expect(Cookies.get(AUTH_COOKIE)).toBeUndefined();
    expect(Cookies.get(ORG_COOKIE)).toBeUndefined();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
  });

  it("deletes the service worker's copies of what the reader viewed offline", () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: (name: string) => (deleted.push(name), Promise.resolve(true)) });
    useAuthStore.getState().setSession(makeSession());
    useAuthStore.getState().logout('user');
    expect(deleted).toEqual(['reading']);
    vi.unstubAllGlobals();
  });
});

describe('initSession', () => {
  it('keeps a session whose refresh token matches the auth cookie', () => {
    useAuthStore.getState().setSession(makeSession());
    initSession();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('signs out when the auth cookie belongs to another refresh token', () => {
    useAuthStore.getState().setSession(makeSession());
    Cookies.set(AUTH_COOKIE, tokenFingerprint('someone-else'));
    initSession();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(Cookies.get(AUTH_COOKIE)).toBeUndefined();
  });

  it('signs out when the auth cookie has expired', () => {
    useAuthStore.getState().setSession(makeSession());
    Cookies.remove(AUTH_COOKIE);
    initSession();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('drops a stray auth cookie when nothing is stored', () => {
    Cookies.set(AUTH_COOKIE, 'abc');
    initSession();
    expect(Cookies.get(AUTH_COOKIE)).toBeUndefined();
  });
});

describe('a saved session', () => {
  it('reads one saved before the rename, with organisations and currentOrganisation, as still signed in', async () => {
    const works = ministry();
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        state: {
          token: 't',
          refreshToken: 'r',
          isAuthenticated: true,
          mode: 'ORGANISATION',
          organisations: [makeOrganization(), works],
          currentOrganisation: works,
        },
        version: 4,
      }),
    );
    await useAuthStore.persist.rehydrate();
    const state = useAuthStore.getState();
    expect(state).toMatchObject({ token: 't', isAuthenticated: true, mode: 'ORGANISATION' });
    expect(state.organizations.map((o) => o.public_id)).toEqual(['org-personal', 'org-works']);
    expect(state.currentOrganization).toMatchObject({ public_id: 'org-works' });
    expect(state).not.toHaveProperty('organisations');
    expect(state).not.toHaveProperty('currentOrganisation');
  });

  it('prefers the new keys when both are there', () => {
    const works = ministry();
    expect(
      fromSavedSession({
        organizations: [works],
        currentOrganization: null,
        organisations: [],
        currentOrganisation: works,
      }),
    ).toEqual({ organizations: [works], currentOrganization: null });
    expect(fromSavedSession(null)).toEqual({});
  });
});

describe('cross-tab sync', () => {
  it('applies a sign-out announced by another tab', () => {
    const channels: { onmessage: ((event: { data: unknown }) => void) | null; name: string }[] = [];
    vi.stubGlobal(
      'BroadcastChannel',
      class {
        onmessage: ((event: { data: unknown }) => void) | null = null;
        constructor(public name: string) {
          channels.push(this);
        }
        postMessage() {}
        close() {}
      },
    );
    useAuthStore.getState().setSession(makeSession());
    initSession();
    expect(channels.map((c) => c.name)).toEqual(['oversight-session']);
    channels[0]!.onmessage?.({ data: { type: 'signout' } });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('picks up a sign-in made in another tab', async () => {
    const channels: { onmessage: ((event: { data: unknown }) => void) | null }[] = [];
    vi.stubGlobal(
      'BroadcastChannel',
      class {
        onmessage: ((event: { data: unknown }) => void) | null = null;
        constructor() {
          channels.push(this);
        }
        postMessage() {}
        close() {}
      },
    );
    initSession();
    // The other tab wrote the session to the shared storage.
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        state: { token: 't', refreshToken: 'r', isAuthenticated: true, organizations: [] },
        version: 4,
      }),
    );
    channels[0]!.onmessage?.({ data: { type: 'session' } });
    await vi.waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(true));
    expect(useAuthStore.getState().token).toBe('t');
  });
});

describe('dashboardPath', () => {
  it('sends organisation mode to the government dashboard and everyone else to discover', () => {
    expect(dashboardPath({ isAuthenticated: true, mode: 'ORGANISATION' })).toBe('/mda/dashboard');
    expect(dashboardPath({ isAuthenticated: true, mode: 'CITIZEN' })).toBe('/citizen/discover');
    expect(dashboardPath({ isAuthenticated: false, mode: 'ORGANISATION' })).toBe('/citizen/discover');
  });
});
