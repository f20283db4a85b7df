import { endpoints, fileResponse, noContentSchema, type EndpointName } from '@oversight/shared/endpoints';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { API_BASE } from '../lib/api-client';
import { API_CONTRACT } from './api-contract';

/**
 * The API of the web tests, answered by MSW (Mock Service Worker) instead of a hand-made `fetch` stub. Each route
 * names the shared Zod schemas (packages/shared) of its request body and of its answer: a body the API would refuse,
 * or a fixture that drifted from the contract, fails the test that sent or served it.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * A request as a route saw it: the parsed JSON body (FormData as is; null for none), the URL, the path params, the
 * headers (X-Organization-Id, Authorization) and whether it was sent with `keepalive` (to outlive the page).
 */
export type ApiCall = {
  method: string;
  url: URL;
  params: Record<string, string | readonly string[] | undefined>;
  body: unknown;
  headers: Headers;
  keepalive: boolean;
};

/** A request as `answer` hands it to its handler: the path and query (e.g. /api/v1/auth/login/), method and body. */
export type FetchCall = { url: string; method: string; body: unknown; headers: Headers };

/**
 * What a route answers: `body` with `status` (200 when left out), or a network failure (`networkError`). With
 * `headers`, `body` is sent as it is (a string, e.g. a file's bytes) under those headers instead of as JSON.
 */
export type ApiReply = {
  status?: number;
  body?: unknown;
  networkError?: boolean;
  headers?: Record<string, string>;
};

export interface RouteOptions {
  /** The shared schema of the request body: the body the page sends must parse. */
  request?: z.ZodType;
  /** The shared schema of a 2xx answer's body: the fixture must parse. */
  response?: z.ZodType;
  /** A request answered with a 4xx or 5xx may break `request` (a test of the page showing the API's refusal). */
  refusedMayFail?: boolean;
}

/**
 * A multipart body as FormData, read here rather than by `request.formData()`: Node 24's fetch refuses the files
 * jsdom's FormData sends (an assertion in its parser), Node 22's took them. Strings stay strings, files become Files.
 */
function multipartBody(contentType: string, buffer: ArrayBuffer): FormData {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const form = new FormData();
  if (!boundary) return form;
  const bytes = new Uint8Array(buffer);
  const text = new TextDecoder('latin1').decode(bytes);
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  let at = text.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (text.startsWith('--', start)) break;
    const next = text.indexOf(delimiter, start);
    if (next === -1) break;
    const headerEnd = text.indexOf('\r\n\r\n', start);
    const headers = text.slice(start, headerEnd);
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
    const partType = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim();
    // The part's bytes run to the CRLF before the next delimiter (latin1 keeps one character per byte).
    const content = bytes.slice(headerEnd + 4, next - 2);
    if (name !== undefined)
      if (filename !== undefined) form.append(name, new File([content], filename, { type: partType ?? '' }));
      else form.append(name, new TextDecoder().decode(content));
    at = next;
  }
  return form;
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('multipart/form-data')) return multipartBody(type, await request.arrayBuffer());
  const text = await request.text();
  if (!text) return null;
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

const issuesOf = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('; ');

/** The schemas API_CONTRACT names for `method path` (a path below /api/v1), if any. */
function contractOf(method: string, path: string): RouteOptions {
  const found = API_CONTRACT.find(
    (route) =>
      route.method === method && new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`).test(path),
  );
  return found ?? {};
}

/** The shared schemas of the route map's endpoint `key` (a 204 or a file answers nothing to check). */
function schemasOf(key: EndpointName): RouteOptions {
  const schemas: { body?: z.ZodType; response: unknown } = endpoints[key];
  const response = schemas.response;
  return {
    request: schemas.body,
    response: response === fileResponse || response === noContentSchema ? undefined : (response as z.ZodType),
    refusedMayFail: true,
  };
}

const patternOf = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);

/**
 * The route map's endpoint for `method path` (a path below /api/v1): of the keys that match, the one with the fewest
 * parameters (`GET /plans/indicator-meta/` before `GET /plans/{id}/`), as the API's router picks a fixed path first.
 */
function endpointOf(method: string, path: string): EndpointName | undefined {
  let found: EndpointName | undefined;
  let fewest = Infinity;
  for (const key of Object.keys(endpoints) as EndpointName[]) {
    const [keyMethod = '', keyPath = ''] = key.split(' ');
    if (keyMethod !== method || !patternOf(keyPath).test(path)) continue;
    const params = keyPath.split('{').length;
    if (params < fewest) [found, fewest] = [key, params];
  }
  return found;
}

/** The answer MSW sends for `reply`: JSON, nothing for a 204, or the body as it is under the reply's own headers. */
function responseOf(status: number, body: unknown, headers: Record<string, string> | undefined) {
  if (headers)
    return new HttpResponse(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });
  if (status === 204 || body === undefined) return new HttpResponse(null, { status });
  return HttpResponse.json(body as Record<string, unknown>, { status });
}

/**
 * Starts an MSW server for the test file (call it at the top level of the file): requests no route answers fail,
 * routes added by a test are dropped after it, and each test fails when a request or answer broke its schema.
 * `calls` lists the requests of the current test.
 */
export function mockApi() {
  const server = setupServer();
  const calls: ApiCall[] = [];
  const broken: string[] = [];

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    calls.length = 0;
    const found = broken.splice(0);
    expect(found, 'requests and answers follow the shared schemas').toEqual([]);
  });
  afterAll(() => server.close());

  /** Notes where a request or a 2xx answer breaks the schemas of `options`. */
  function check(label: string, options: RouteOptions, body: unknown, status: number, answer: unknown) {
    if (options.request && !(options.refusedMayFail && status >= 400)) {
      const parsed = options.request.safeParse(body);
      if (!parsed.success) broken.push(`${label} sent a body the API refuses: ${issuesOf(parsed.error)}`);
    }
    if (options.response && status >= 200 && status < 300) {
      const parsed = options.response.safeParse(answer);
      if (!parsed.success) broken.push(`${label} answered off the contract: ${issuesOf(parsed.error)}`);
    }
  }

  /**
   * Answers `method path` (a path of the API below /api/v1, with `:param`s) with `reply`: a fixed answer, or one made
   * from the request.
   */
  function route(
    method: Method,
    path: string,
    reply: ApiReply | ((call: ApiCall) => ApiReply | Promise<ApiReply>),
    options: RouteOptions = {},
  ) {
    server.use(
      http[method](`${API_BASE}${path}`, async ({ request, params }) => {
        const call: ApiCall = {
          method: request.method,
          url: new URL(request.url),
          params,
          body: await bodyOf(request),
          headers: request.headers,
          keepalive: request.keepalive,
        };
        calls.push(call);
        const {
          status = 200,
          body,
          networkError,
          headers,
        } = typeof reply === 'function' ? await reply(call) : reply;
        if (networkError) return HttpResponse.error();
        check(`${request.method} ${call.url.pathname}`, options, call.body, status, body);
        return responseOf(status, body, headers);
      }),
    );
  }

  /**
   * Answers every request of the API with `handler` (a 404 where it returns nothing), for tests that answer by URL; the
   * routes API_CONTRACT lists are checked against their shared schemas, and with `byEndpoint` every endpoint of the
   * typed route map against its own (as `endpoint` does). Returns the requests of this call's handler.
   */
  function answer(
    handler: (call: FetchCall) => ApiReply | undefined,
    { byEndpoint = false }: { byEndpoint?: boolean } = {},
  ): FetchCall[] {
    const answered: FetchCall[] = [];
    server.use(
      http.all(`${API_BASE}/*`, async ({ request }) => {
        const url = new URL(request.url);
        const body = await bodyOf(request);
        const call: FetchCall = {
          url: `${url.pathname}${url.search}`,
          method: request.method,
          body,
          headers: request.headers,
        };
        answered.push(call);
        calls.push({
          method: request.method,
          url,
          params: {},
          body,
          headers: request.headers,
          keepalive: request.keepalive,
        });
        const {
          status = 200,
          body: answerBody = {},
          networkError,
          headers,
        } = handler(call) ?? { status: 404, body: { detail: 'Not found.' } };
        if (networkError) return HttpResponse.error();
        const path = url.pathname.slice(API_BASE.length);
        const key = byEndpoint ? endpointOf(request.method, path) : undefined;
        const options = key ? schemasOf(key) : contractOf(request.method, path);
        check(`${request.method} ${url.pathname}`, options, body, status, answerBody);
        if (status === 204) return new HttpResponse(null, { status });
        return responseOf(status, answerBody, headers);
      }),
    );
    return answered;
  }

  /**
   * Answers the endpoint `key` of the typed route map (e.g. 'POST /dashboards/{id}/') with `reply`: the body the page
   * sends and a 2xx answer are checked against the endpoint's own shared schemas (a 204 or a file is not checked). A
   * body answered with an error may break the schema: the API refuses such bodies, and tests show how the page says so.
   */
  function endpoint(key: EndpointName, reply: ApiReply | ((call: ApiCall) => ApiReply | Promise<ApiReply>)) {
    const [method = '', path = ''] = key.split(' ');
    route(method.toLowerCase() as Method, path.replace(/\{(\w+)\}/g, ':$1'), reply, schemasOf(key));
  }

  return { server, calls, route, answer, endpoint };
}
