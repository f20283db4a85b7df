import { NOT_A_MEMBER_DETAIL } from '@oversight/shared/access/messages';
import type {
  BodyOf,
  EndpointName,
  Endpoints,
  FileResponse,
  KeyOf,
  PathParamsOf,
  QueryOf,
  ResponseOf,
} from '@oversight/shared/endpoints';
import type { z } from 'zod';
import { useAuthStore } from './auth-store';
import { reportError } from './error-reporting';
import { SESSION_EXPIRED_MESSAGE, showError } from './toasts';

export const API_BASE = '/api/v1';

export const MESSAGES = {
  badRequest: 'Something went wrong, please try again',
  server: 'There was an error completing your request. Please try again later',
  tooMany: 'Too many requests, please try again later',
  html: 'An error occured, try again.',
  internetSuffix: ' please check your internet',
  network: 'Network error,',
} as const;

export class ApiError extends Error {
  status: number;
  body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? detailOf(body) ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export type QueryParams = Record<string, string | number | boolean | undefined | null | (string | number)[]>;

export interface RequestOptions {
  params?: QueryParams;
  /** No error toast (the caller shows its own message). The error is still thrown. */
  silent?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  responseType?: 'json' | 'blob' | 'text' | 'file';
  /** Leave out X-Organization-Id: a question about the user alone (their organisations), asked whoever they act for. */
  withoutOrganization?: boolean;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

let membershipLostHandler: (() => void) | null = null;

/**
 * Called (instead of an error toast) when the API says the caller is no longer a member of the organisation they act
 * for, e.g. removed as staff while in staff mode. lib/membership-check.ts installs it.
 */
export function onMembershipLost(handler: (() => void) | null): void {
  membershipLostHandler = handler;
}

// Endpoints whose 401 means "wrong credentials", not "session expired": never refresh for them.
const CREDENTIAL_PATHS = [
  '/auth/login/',
  '/auth/google/',
  '/auth/token/refresh/',
  '/users/register/',
  '/auth/password/reset/',
];

/** Arrays become repeated keys (`status=1&status=2`); undefined, null and empty strings are left out. */
export function buildUrl(path: string, params?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => search.append(key, String(item)));
    else search.append(key, String(value));
  }
  const query = search.toString();
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${query ? `?${query}` : ''}`;
}

function detailOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const { detail, message } = body as { detail?: unknown; message?: unknown };
  if (typeof detail === 'string' && detail) return detail;
  if (typeof message === 'string' && message) return message;
  return undefined;
}

function flatten(value: unknown, label?: string): string[] {
  if (typeof value === 'string') return [label ? `${label}: ${value}` : value];
  if (Array.isArray(value)) return value.flatMap((item) => flatten(item, label));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, nested]) => flatten(nested, key));
  return [];
}

/** The toasts docs/spec/product-spec.md section 8 asks for, one per message. */
export function errorMessages(status: number, body: unknown): string[] {
  if (status === 400) {
    // Top-level field names stay out of the message (the form shows the field); nested ones label it.
    const messages =
      body && typeof body === 'object' ? Object.values(body).flatMap((value) => flatten(value)) : [];
    return messages.length ? messages : [MESSAGES.badRequest];
  }
  if (status >= 500) return [MESSAGES.server];
  if (status === 429) return [MESSAGES.tooMany];
  if (status === 401) {
    const detail = detailOf(body);
    return detail ? [detail] : [];
  }
  if (typeof body === 'string' && body.trim()) {
    return [/<\/?[a-z!][^>]*>/i.test(body) ? MESSAGES.html : `${body}${MESSAGES.internetSuffix}`];
  }
  return [detailOf(body) ?? MESSAGES.html];
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send(method: Method, path: string, body: unknown, options: RequestOptions): Promise<Response> {
  const { token, tenant, currentOrganization } = useAuthStore.getState();
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (tenant) headers.set('X-Tenant', tenant);
  if (currentOrganization?.public_id && !options.withoutOrganization)
    headers.set('X-Organization-Id', currentOrganization.public_id);
  return fetch(buildUrl(path, options.params), {
    method,
    headers,
    body: payload,
    signal: options.signal,
    credentials: 'same-origin',
  });
}

let renewal: Promise<boolean> | null = null;

async function refreshTokens(): Promise<boolean> {
  const { refreshToken, tenant, logout, setTokens } = useAuthStore.getState();
  if (!refreshToken) {
    logout('no refresh token');
    return false;
  }
  let response: Response;
  try {
    response = await fetch(buildUrl('/auth/token/refresh/'), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...(tenant ? { 'X-Tenant': tenant } : {}),
      },
      body: JSON.stringify({ refresh: refreshToken }),
    });
  } catch {
    return false; // offline: keep the session; the caller gets its 401
  }
  if (!response.ok) {
    const body = await readBody(response);
    if (response.status >= 500 || response.status === 429) return false;
    logout('refresh token rejected');
    showError(detailOf(body) ?? SESSION_EXPIRED_MESSAGE);
    return false;
  }
  const data = (await response.json()) as { access: string; refresh?: string };
  setTokens(data.access, data.refresh);
  return true;
}

/**
 * Refresh tokens are single-use, so tabs must not refresh at the same moment: a Web Lock serialises them, and a tab
 * that waited re-reads the stored session first, finding the tokens the other tab just got.
 */
async function refreshAcrossTabs(sentToken: string): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return refreshTokens();
  return locks.request('oversight-token-refresh', async () => {
    await useAuthStore.persist.rehydrate();
    const { token } = useAuthStore.getState();
    if (token && token !== sentToken) return true;
    return refreshTokens();
  });
}

/** One refresh at a time: every 401 that arrives meanwhile waits for the same one. */
function renewSession(sentToken: string): Promise<boolean> {
  const { token } = useAuthStore.getState();
  if (token && token !== sentToken) return Promise.resolve(true); // already renewed by another request
  renewal ??= refreshAcrossTabs(sentToken).finally(() => {
    renewal = null;
  });
  return renewal;
}

async function sendOrFail(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> {
  try {
    return await send(method, path, body, options);
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'AbortError') throw error;
    if (!options.silent) showError(`${MESSAGES.network}${MESSAGES.internetSuffix}`);
    throw new ApiError(0, null, 'Network error');
  }
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const sentToken = useAuthStore.getState().token;
  let response = await sendOrFail(method, path, body, options);

  if (response.status === 401 && sentToken && !CREDENTIAL_PATHS.some((p) => path.startsWith(p))) {
    const renewed = await renewSession(sentToken);
    if (!renewed) throw new ApiError(401, await readBody(response));
    response = await sendOrFail(method, path, body, options);
    if (response.status === 401) {
      const errorBody = await readBody(response);
      useAuthStore.getState().logout('session rejected after refresh');
      throw new ApiError(401, errorBody);
    }
  }

  if (!response.ok) {
    const errorBody = await readBody(response);
    const error = new ApiError(response.status, errorBody);
    if (response.status >= 500) reportError(error, { method, path, status: response.status });
    if (response.status === 403 && detailOf(errorBody) === NOT_A_MEMBER_DETAIL && membershipLostHandler) {
      membershipLostHandler();
      throw error;
    }
    if (!options.silent) errorMessages(response.status, errorBody).forEach((message) => showError(message));
    throw error;
  }

  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (options.responseType === 'file') {
    const file: DownloadedFile = {
      blob: await response.blob(),
      name: fileNameOf(response.headers.get('Content-Disposition')),
    };
    return file as T;
  }
  if (options.responseType === 'text') return (await response.text()) as T;
  if (response.status === 204) return undefined as T;
  return (await readBody(response)) as T;
}

export type DownloadedFile = { blob: Blob; name: string | null };

/** The file name of a Content-Disposition header (RFC 6266: filename* first, then filename). */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  return (plain?.[1] ?? plain?.[2])?.trim() || null;
}

/** Saves a blob as a file through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** What a key's query schema gives out (`limit: number` where the web sends `limit`). */
type QueryOutputOf<K extends EndpointName> =
  Endpoints[K] extends Record<'query', infer S extends z.ZodType> ? z.output<S> : never;

/** `I` with each field whose input is `unknown` (a `z.coerce` field) typed as `O`'s field of that name. */
type CoercedAs<I, O> = {
  [F in keyof I]: unknown extends I[F] ? (F extends keyof O ? O[F] : I[F]) : I[F];
};

/**
 * The query a key's schema reads, as the web sends it: the schema's input, except that a `z.coerce` field (whose
 * input is `unknown`) is typed as what it coerces to (`limit?: number`), so that `ParamsOf<K>` alone types a screen's
 * params and fits `QueryParams`. `never` when the map declares no query for the key.
 */
export type ParamsOf<K extends EndpointName> = CoercedAs<QueryOf<K>, QueryOutputOf<K>>;

/** The options of a keyed call: `path` fills the key's `{name}` parts, `params` is the query its schema reads. */
export type EndpointOptions<K extends EndpointName> = Omit<RequestOptions, 'params' | 'responseType'> &
  ([PathParamsOf<K>] extends [never] ? { path?: never } : { path: PathParamsOf<K> }) & {
    params?: [ParamsOf<K>] extends [never] ? QueryParams : ParamsOf<K> & QueryParams;
  };

/** Options are required exactly when the path has parameters to fill. */
type OptionsArg<K extends EndpointName> = [PathParamsOf<K>] extends [never]
  ? [options?: EndpointOptions<K>]
  : [options: EndpointOptions<K>];

/** A key's answer; a 204's `null` schema arrives as `undefined` (no body to read). */
export type AnswerOf<K extends EndpointName> = [ResponseOf<K>] extends [null] ? undefined : ResponseOf<K>;

/** Keys that answer JSON (downloads go through `downloadFile`). */
type JsonKeyOf<M extends 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'> = {
  [K in KeyOf<M>]: ResponseOf<K> extends FileResponse ? never : K;
}[KeyOf<M>];

/** The body argument: the input of the key's body schema, or FormData (multipart routes declare no body schema). */
type BodyArg<K extends EndpointName> = [BodyOf<K>] extends [never]
  ? [body?: FormData, ...options: OptionsArg<K>]
  : [body: BodyOf<K> | FormData, ...options: OptionsArg<K>];

const KEY = /^(GET|POST|PATCH|PUT|DELETE) (\/\S*)$/;

/** The URL path of a key with its `{name}` parts filled (each value URL-encoded). */
export function pathOf(key: EndpointName, values?: Record<string, string | number>): string {
  const match = KEY.exec(key);
  if (!match) throw new Error(`${key}: not an endpoint key`);
  return match[2]!.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values?.[name];
    if (value === undefined) throw new Error(`${key}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

function keyed(
  method: Method,
  target: string,
  body: unknown,
  options: (RequestOptions & { path?: Record<string, string | number> }) | undefined,
): Promise<unknown> {
  const { path, ...rest } = options ?? {};
  return request<unknown>(method, pathOf(target as EndpointName, path), body, rest);
}

/** GET a file by its key (errors as any request) and save it under the server's name, or `fallbackName`. */
export async function downloadFile<K extends KeyOf<'GET'>>(
  key: K,
  fallbackName: string,
  ...options: OptionsArg<K>
): Promise<void>;
export async function downloadFile(
  key: string,
  fallbackName: string,
  options: RequestOptions & { path?: Record<string, string | number> } = {},
): Promise<void> {
  const { path, ...rest } = options;
  const file = await request<DownloadedFile>('GET', pathOf(key as EndpointName, path), undefined, {
    ...rest,
    responseType: 'file',
  });
  saveBlob(file.blob, file.name ?? fallbackName);
}

function get<K extends JsonKeyOf<'GET'>>(key: K, ...options: OptionsArg<K>): Promise<AnswerOf<K>>;
function get(target: string, options?: RequestOptions): Promise<unknown> {
  return keyed('GET', target, undefined, options);
}

function post<K extends JsonKeyOf<'POST'>>(key: K, ...args: BodyArg<K>): Promise<AnswerOf<K>>;
function post(target: string, body?: unknown, options?: RequestOptions): Promise<unknown> {
  return keyed('POST', target, body, options);
}

function patch<K extends JsonKeyOf<'PATCH'>>(key: K, ...args: BodyArg<K>): Promise<AnswerOf<K>>;
function patch(target: string, body?: unknown, options?: RequestOptions): Promise<unknown> {
  return keyed('PATCH', target, body, options);
}

function put<K extends JsonKeyOf<'PUT'>>(key: K, ...args: BodyArg<K>): Promise<AnswerOf<K>>;
function put(target: string, body?: unknown, options?: RequestOptions): Promise<unknown> {
  return keyed('PUT', target, body, options);
}

function del<K extends JsonKeyOf<'DELETE'>>(key: K, ...options: OptionsArg<K>): Promise<AnswerOf<K>>;
function del(target: string, options?: RequestOptions): Promise<unknown> {
  return keyed('DELETE', target, undefined, options);
}

/**
 * The API, called by endpoint key: `api.get('GET /dashboards/{id}/', { path: { id } })` answers the type of the
 * route's response schema (packages/shared/src/endpoints.ts). There is no untyped form: a call the map does not hold
 * needs its key there first (docs/decisions/0016).
 */
export const api = { get, post, patch, put, delete: del };
