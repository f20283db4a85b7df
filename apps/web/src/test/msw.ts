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

/** What a route answers: `body` with `status` (200 when left out), or a network failure (`networkError`). */
export type ApiReply = { status?: number; body?: unknown; networkError?: boolean };

export interface RouteOptions {
  /** The shared schema of the request body: the body the page sends must parse. */
  request?: z.ZodType;
  /** The shared schema of a 2xx answer's body: the fixture must parse. */
  response?: z.ZodType;
  /** A request answered with a 4xx or 5xx may break `request` (a test of the page showing the API's refusal). */
  refusedMayFail?: boolean;
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
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
        const { status = 200, body, networkError } = typeof reply === 'function' ? await reply(call) : reply;
        if (networkError) return HttpResponse.error();
        check(`${request.method} ${call.url.pathname}`, options, call.body, status, body);
        if (status === 204 || body === undefined) return new HttpResponse(null, { status });
        return HttpResponse.json(body as Record<string, unknown>, { status });
      }),
    );
  }

  /**
   * Answers every request of the API with `handler` (a 404 where it returns nothing), for tests that answer by URL; the
   * routes API_CONTRACT lists are checked against their shared schemas. Returns the requests of this call's handler.
   */
  function answer(handler: (call: FetchCall) => ApiReply | undefined): FetchCall[] {
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
        } = handler(call) ?? { status: 404, body: { detail: 'Not found.' } };
        if (networkError) return HttpResponse.error();
        const options = contractOf(request.method, url.pathname.slice(API_BASE.length));
        check(`${request.method} ${url.pathname}`, options, body, status, answerBody);
        if (status === 204) return new HttpResponse(null, { status });
        return HttpResponse.json(answerBody as Record<string, unknown>, { status });
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
    const schemas: { body?: z.ZodType; response: unknown } = endpoints[key];
    const response = schemas.response;
    route(method.toLowerCase() as Method, path.replace(/\{(\w+)\}/g, ':$1'), reply, {
      request: schemas.body,
      response:
        response === fileResponse || response === noContentSchema ? undefined : (response as z.ZodType),
      refusedMayFail: true,
    });
  }

  return { server, calls, route, answer, endpoint };
}
