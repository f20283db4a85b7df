import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrganization, makeSession } from '../test/fixtures';
import {
  api,
  ApiError,
  buildUrl,
  downloadFile,
  MESSAGES,
  pathOf,
  type ParamsOf,
  type QueryParams,
} from './api-client';
import { useAuthStore } from './auth-store';
import { reportError } from './error-reporting';
import { resetToasts, SESSION_EXPIRED_MESSAGE } from './toasts';

const show = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));
vi.mock('./error-reporting', () => ({ reportError: vi.fn() }));

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const text = (status: number, body: string, type = 'text/plain') =>
  new Response(body, { status, headers: { 'Content-Type': type } });

// This file tests the client's use of fetch itself (the init it passes: the FormData object as given, no Content-Type
// for multipart, the headers it sets before the browser adds its own), so fetch stays stubbed here; the screens' tests
// answer the API through MSW (test/msw.ts).
let fetchMock: ReturnType<typeof vi.fn<Handler>>;
function serve(handler: Handler) {
  fetchMock = vi.fn<Handler>(handler);
  vi.stubGlobal('fetch', fetchMock);
}
const toasts = () => show.mock.calls.map(([options]) => (options as { message: string }).message);
const headerOf = (call: number, name: string) =>
  new Headers(fetchMock.mock.calls[call]![1].headers).get(name);

function signIn(refresh: string | null = 'refresh-1') {
  useAuthStore.getState().setSession(makeSession());
  useAuthStore.getState().setCurrentOrganization(makeOrganization({ public_id: 'org-9' }));
  if (!refresh) useAuthStore.setState({ refreshToken: null });
}

beforeEach(() => {
  show.mockClear();
  vi.mocked(reportError).mockClear();
  useAuthStore.getState().logout();
  resetToasts();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('requests', () => {
  it('sends the bearer token, tenant and organisation headers and JSON bodies', async () => {
    signIn();
    useAuthStore.setState({ tenant: 'lagos' });
    serve(() => json(200, { ok: true }));
    await expect(api.post('POST /projects/eyemark/', { projects: ['a'] })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/projects/eyemark/');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"projects":["a"]}');
    expect(headerOf(0, 'Authorization')).toBe('Bearer access-1');
    expect(headerOf(0, 'X-Tenant')).toBe('lagos');
    expect(headerOf(0, 'X-Organization-Id')).toBe('org-9');
    expect(headerOf(0, 'Content-Type')).toBe('application/json');
  });

  it('leaves out the tenant header when there is no tenant, and sends FormData as multipart', async () => {
    useAuthStore.setState({ tenant: '' });
    serve(() => new Response(null, { status: 204 }));
    const form = new FormData();
    form.append('caption', 'site');
    await expect(api.patch('PATCH /users/me/update/', form)).resolves.toBeUndefined();
    expect(headerOf(0, 'X-Tenant')).toBeNull();
    expect(headerOf(0, 'Authorization')).toBeNull();
    expect(headerOf(0, 'Content-Type')).toBeNull(); // the browser adds the multipart boundary
    expect(fetchMock.mock.calls[0]![1].body).toBe(form);
  });

  it('calls by endpoint key: the method and path come from the key, `{name}` parts from `path`, encoded', async () => {
    serve(() => json(200, [{ id: 'ikeja', name: 'Ikeja' }]));
    const lgas = await api.get('GET /locations/states/{id}/lgas/', {
      path: { id: 'a b/c' },
      params: { q: 'x' },
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/locations/states/a%20b%2Fc/lgas/?q=x');
    expect(fetchMock.mock.calls[0]![1].method).toBe('GET');
    expect(lgas[0]?.name).toBe('Ikeja');
  });

  it('refuses a key whose `{name}` has no value, and a plain path, rather than calling a wrong URL', () => {
    serve(() => json(200, []));
    expect(() => pathOf('GET /locations/states/{id}/lgas/', {})).toThrow('no value for {id}');
    // @ts-expect-error a plain path is no key of the route map.
    expect(() => pathOf('/locations/states/')).toThrow('not an endpoint key');
  });

  it('builds query strings, repeating array keys and dropping empty values', () => {
    expect(
      buildUrl('/projects/', { status: [1, 2], q: 'road', empty: '', none: undefined, flag: false }),
    ).toBe('/api/v1/projects/?status=1&status=2&q=road&flag=false');
  });
});

describe('error toasts (docs/spec/product-spec.md section 8)', () => {
  it('400: one toast per field error, nested objects as "field: message"', async () => {
    serve(() =>
      json(400, {
        email: ['already registered'],
        geolocations: [{ state: ['This field is required.'] }],
        non_field_errors: ['Passwords do not match'],
      }),
    );
    const error = await api.post('POST /users/register/', {} as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(toasts()).toEqual([
      'already registered',
      'state: This field is required.',
      'Passwords do not match',
    ]);
  });

  it('400 with a body that is not an object', async () => {
    serve(() => text(400, 'Bad Request'));
    await expect(api.get('GET /notifications/')).rejects.toBeInstanceOf(ApiError);
    expect(toasts()).toEqual([MESSAGES.badRequest]);
    expect(MESSAGES.badRequest).toBe('Something went wrong, please try again');
  });

  it('429', async () => {
    serve(() => json(429, { detail: 'Request was throttled.' }));
    await expect(api.get('GET /notifications/')).rejects.toMatchObject({ status: 429 });
    expect(toasts()).toEqual(['Too many requests, please try again later']);
  });

  it('500 and other 5xx: the generic message, and a report', async () => {
    serve(() => json(503, { detail: 'database down' }));
    await expect(api.get('GET /notifications/')).rejects.toMatchObject({ status: 503 });
    expect(toasts()).toEqual(['There was an error completing your request. Please try again later']);
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('other statuses: the server detail', async () => {
    serve(() => json(403, { detail: 'You do not have permission to perform this action.' }));
    await expect(api.get('GET /notifications/')).rejects.toMatchObject({ status: 403 });
    expect(toasts()).toEqual(['You do not have permission to perform this action.']);
  });

  it('a string body gets " please check your internet"; an HTML body a generic message', async () => {
    serve(() => text(404, 'Not Found'));
    await expect(api.get('GET /notifications/')).rejects.toMatchObject({ status: 404, body: 'Not Found' });
    serve(() => text(502, '<html><body>Bad gateway</body></html>', 'text/html'));
    await expect(api.get('GET /notifications/')).rejects.toMatchObject({ status: 502 });
    serve(() => text(404, '<!DOCTYPE html><html></html>', 'text/html'));
    await expect(api.get('GET /notifications/')).rejects.toMatchObject({ status: 404 });
    expect(toasts()).toEqual([
      'Not Found please check your internet',
      'There was an error completing your request. Please try again later',
      'An error occured, try again.',
    ]);
  });

  it('drops an identical toast within 5 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
    serve(() => json(429, {}));
    await api.get('GET /notifications/').catch(() => undefined);
    vi.setSystemTime(new Date('2026-01-01T10:00:04.900Z'));
    await api.get('GET /notifications/').catch(() => undefined);
    expect(toasts()).toHaveLength(1);
    vi.setSystemTime(new Date('2026-01-01T10:00:05.100Z'));
    await api.get('GET /notifications/').catch(() => undefined);
    expect(toasts()).toHaveLength(2);
  });

  it('silent: no toast, but the caller still gets the error', async () => {
    serve(() => json(400, { name: ['required'] }));
    await expect(api.post('POST /users/register/', {} as never, { silent: true })).rejects.toMatchObject({
      status: 400,
      body: { name: ['required'] },
    });
    expect(toasts()).toEqual([]);
  });

  it('a failed request on a wrong password (no session) shows the detail and does not refresh', async () => {
    serve(() => json(401, { detail: 'No active account found with the given credentials' }));
    await expect(api.post('POST /auth/login/', {} as never)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual(['No active account found with the given credentials']);
  });
});

describe('session renewal on 401', () => {
  it('two concurrent 401s make exactly one refresh call, then both are retried with the new token', async () => {
    signIn();
    let refreshCalls = 0;
    serve(async (url, init) => {
      if (url.endsWith('/auth/token/refresh/')) {
        refreshCalls++;
        expect(JSON.parse(init.body as string)).toEqual({ refresh: 'refresh-1' });
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, { access: 'access-2', refresh: 'refresh-2' });
      }
      const auth = new Headers(init.headers).get('Authorization');
      return auth === 'Bearer access-2'
        ? json(200, { url })
        : json(401, { detail: 'Given token not valid', code: 'token_not_valid' });
    });

    const [a, b] = await Promise.all([api.get('GET /notifications/'), api.get('GET /users/me/eyemarks/')]);
    expect(a).toEqual({ url: '/api/v1/notifications/' });
    expect(b).toEqual({ url: '/api/v1/users/me/eyemarks/' });
    expect(refreshCalls).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(5); // 2 failures, 1 refresh, 2 retries
    expect(useAuthStore.getState()).toMatchObject({
      token: 'access-2',
      refreshToken: 'refresh-2',
      isAuthenticated: true,
    });
    expect(toasts()).toEqual([]);
  });

  it('a refused refresh signs out and shows "Token is invalid or expired" once, then nothing more', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn();
    serve((url) =>
      url.endsWith('/auth/token/refresh/')
        ? json(401, { detail: SESSION_EXPIRED_MESSAGE, code: 'token_not_valid' })
        : json(401, { detail: 'Given token not valid', code: 'token_not_valid' }),
    );
    await expect(api.get('GET /notifications/')).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(useAuthStore.getState().token).toBeNull();
    expect(toasts()).toEqual(['Token is invalid or expired']);

    serve(() => json(500, {}));
    await expect(api.get('GET /projects/')).rejects.toMatchObject({ status: 500 });
    serve(() => json(400, { name: ['required'] }));
    await expect(api.get('GET /projects/')).rejects.toMatchObject({ status: 400 });
    expect(toasts()).toEqual(['Token is invalid or expired']);
  });

  it('without a refresh token: signs out ("no refresh token") with no toast', async () => {
    signIn(null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve(() => json(401, { detail: 'Given token not valid' }));
    await expect(api.get('GET /notifications/')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(warn).toHaveBeenCalledWith('Signed out: no refresh token');
    expect(toasts()).toEqual([]);
    warn.mockRestore();
  });

  it('a network failure shows the internet message', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('GET /notifications/')).rejects.toMatchObject({ status: 0 });
    expect(toasts()).toEqual(['Network error, please check your internet']);
  });
});

describe('keyed calls (decision 0016)', () => {
  it('refuses at compile time a key whose options its schemas refuse, and a plain path', () => {
    // There is no untyped form to fall back to; typecheck fails if either call compiles.
    const refused = () =>
      // @ts-expect-error `contractor` is no query of this endpoint.
      api.get('GET /users/analytics/contractors/', { params: { contractor: new Set([1]) } });
    // @ts-expect-error a plain path is no key of the route map.
    const plain = () => api.get('/health/');
    // @ts-expect-error downloads too are by key.
    const plainDownload = () => downloadFile('/users/analysis/', 'citizens.csv');
    expect([refused, plain, plainDownload].every((call) => typeof call === 'function')).toBe(true);
  });

  it('types a query as the web sends it: coerced fields as what they coerce to (ParamsOf)', () => {
    const page: ParamsOf<'GET /users/analytics/contractors/'> = {
      limit: 25,
      offset: 0,
      ordering: 'projects',
    };
    // @ts-expect-error `limit` is a number, not `unknown` (the input of `z.coerce.number()`).
    const wrong: ParamsOf<'GET /users/analytics/contractors/'> = { limit: [25] };
    const loose: QueryParams = page; // fits the client's params as it is, without `& QueryParams`
    expect([page, wrong, loose]).toHaveLength(3);
  });
});
