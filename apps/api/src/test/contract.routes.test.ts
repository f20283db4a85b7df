import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { FieldErrors } from '../platform/errors.js';
import type { RegisteredRoute } from '../platform/route-registry.js';
import { createTestApp, type TestApp } from './build-app.js';
import { createTestUser, type TestUser } from './factories.js';

/**
 * The API contract, checked on every route the app registers (no list to keep up to date):
 * (a) each /api/v1 route is in docs/spec/endpoints.txt; (b) each non-public route answers 401 with a `code` to anonymous
 * callers; (c) malformed bodies, params and queries answer 400 (never 500) even to a fully authorised caller.
 */

const PREFIX = '/api/v1';
const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
// Operational routes that are not part of the product contract.
const OPERATIONAL = new Set(['GET /health/', 'GET /ready', 'GET /ready/']);

type Endpoint = `${string} ${string}`;
const normalize = (method: string, apiPath: string): Endpoint =>
  `${method.toUpperCase()} ${apiPath.replace(/\{[^}]+\}|:[^/]+/g, '{}')}`;

function contractEndpoints(): Set<Endpoint> {
  // The repository's copy is the contract (docs/spec/endpoints.txt); nothing outside the repository is read.
  const file = path.join(REPO_ROOT, 'docs/spec/endpoints.txt');
  const endpoints = new Set<Endpoint>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^(GET|POST|PUT|PATCH|DELETE)\s+(\/\S*)/.exec(line.trim());
    if (match) endpoints.add(normalize(match[1]!, match[2]!));
  }
  return endpoints;
}

type AnyZod = z.ZodType & {
  _zod: { def: { type: string; innerType?: AnyZod; in?: AnyZod } };
  shape?: Record<string, AnyZod>;
};
const isZod = (value: unknown): value is AnyZod =>
  typeof value === 'object' && value !== null && '_zod' in value && 'safeParse' in value;

/** The object shape under optional/nullable/default/pipe wrappers, or null when the schema is not an object. */
function shapeOf(schema: unknown): Record<string, AnyZod> | null {
  let current = isZod(schema) ? schema : null;
  for (let depth = 0; current && depth < 10; depth += 1) {
    if (current.shape) return current.shape;
    const { def } = current._zod;
    current = def.innerType ?? (def.type === 'pipe' ? (def.in ?? null) : null);
  }
  return null;
}

const fails = (schema: AnyZod, value: unknown) => !schema.safeParse(value).success;
const first = <T>(candidates: T[], test: (value: T) => boolean) => candidates.find(test);

// Values as they arrive in a URL: strings only.
const JUNK_STRINGS = ['~junk~', 'not-a-number', 'maybe', '-1', '0', '', 'x'.repeat(190)];
const VALID_PARAMS = [() => crypto.randomUUID(), () => '1', () => 'valid-slug-1', () => 'x'];
// Wrong JSON types for a body field.
const WRONG_TYPES: unknown[] = [{ deep: 1 }, 12345, 'junk-string', [], true];

function fillParams(
  url: string,
  shape: Record<string, AnyZod> | null,
  override: Record<string, string> = {},
) {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    if (name in override) return encodeURIComponent(override[name]!);
    const schema = shape?.[name];
    const make = schema ? first(VALID_PARAMS, (candidate) => !fails(schema, candidate())) : VALID_PARAMS[0];
    return encodeURIComponent((make ?? VALID_PARAMS[0]!)());
  });
}

const describeRoute = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const isFieldErrors = (body: unknown) =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && !('detail' in body);

describe('API contract on every registered route', () => {
  let t: TestApp;
  let member: TestUser;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    // The owner of a fresh ministry holds every permission, so access never stands between a request and validation.
    member = await createTestUser(t, { accountType: 'MINISTRY' });
    const all = t.app.registeredRoutes.filter(
      (route) => route.url.startsWith(PREFIX) && !route.url.includes('*'),
    );
    const gets = new Set(all.filter((route) => route.method === 'GET').map((route) => route.url));
    // Fastify adds a HEAD route beside every GET by itself.
    routes = all.filter((route) => !(route.method === 'HEAD' && gets.has(route.url)));
  });
  afterAll(async () => t.close());

  const call = (options: InjectOptions) => t.app.inject(options);

  it('finds the routes to check', () => {
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.map(describeRoute)).toContain('GET /api/v1/locations/states/:id/lgas/');
  });

  it('(a) serves only endpoints that docs/spec/endpoints.txt lists', () => {
    const contract = contractEndpoints();
    const unlisted = routes
      .map((route) => normalize(route.method, route.url.slice(PREFIX.length)))
      .filter((endpoint) => !contract.has(endpoint) && !OPERATIONAL.has(endpoint));
    expect(unlisted).toEqual([]);
  });

  it('(b) answers 401 with a code to anonymous callers of every non-public route', async () => {
    const problems: string[] = [];
    for (const route of routes.filter((candidate) => candidate.access !== 'public')) {
      const response = await call({
        method: route.method,
        url: fillParams(route.url, shapeOf(route.schema?.params)),
      });
      const body = response.json<{ code?: string }>();
      if (
        response.statusCode !== 401 ||
        !['not_authenticated', 'token_not_valid'].includes(body.code ?? '')
      ) {
        problems.push(`${describeRoute(route)} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('(b) answers 401 token_not_valid to a forged token on every route, public or not', async () => {
    const problems: string[] = [];
    // Tenantless routes (health checks) answer before, and without, any authentication.
    for (const route of routes.filter((candidate) => !candidate.tenantless)) {
      const response = await call({
        method: route.method,
        url: fillParams(route.url, shapeOf(route.schema?.params)),
        headers: { authorization: 'Bearer forged.token.value' },
      });
      if (response.statusCode !== 401 || response.json<{ code: string }>().code !== 'token_not_valid')
        problems.push(`${describeRoute(route)} -> ${response.statusCode}`);
    }
    expect(problems).toEqual([]);
  });

  it('(c) answers 400 to malformed bodies', async () => {
    const problems: string[] = [];
    for (const route of routes.filter((candidate) => candidate.schema?.body)) {
      const url = fillParams(route.url, shapeOf(route.schema?.params));
      const method = route.method as InjectOptions['method'];
      const json = { ...member.headers, 'content-type': 'application/json' };
      const report = (what: string, response: LightMyRequestResponse) =>
        problems.push(
          `${describeRoute(route)} ${what} -> ${response.statusCode} ${response.body.slice(0, 160)}`,
        );

      const notJson = await call({ method, url, headers: json, payload: 'not json' });
      if (notJson.statusCode !== 400 || !isFieldErrors(notJson.json())) report('"not json"', notJson);
      const array = await call({ method, url, headers: json, payload: '[]' });
      if (array.statusCode !== 400 || !isFieldErrors(array.json())) report('[]', array);

      const shape = shapeOf(route.schema?.body);
      const wrong: Record<string, unknown> = {};
      for (const [key, schema] of Object.entries(shape ?? {})) {
        const value = first(WRONG_TYPES, (candidate) => fails(schema, candidate));
        if (value !== undefined) wrong[key] = value;
      }
      const payload = JSON.stringify({ unexpected: { deep: 1 }, ...wrong });
      const typed = await call({ method, url, headers: json, payload });
      const named = Object.keys(typed.json<FieldErrors | null>() ?? {}).some(
        (key) => key in wrong || key === 'non_field_errors',
      );
      if (Object.keys(wrong).length > 0 ? typed.statusCode !== 400 || !named : typed.statusCode >= 500)
        report(payload, typed);
    }
    expect(problems).toEqual([]);
  });

  it('(c) never answers 500 to junk of any shape, on every route that takes a body (JSON or multipart)', async () => {
    const problems: string[] = [];
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const junk: { what: string; contentType: string; payload: string }[] = [
      { what: 'empty JSON', contentType: 'application/json', payload: '' },
      { what: 'null', contentType: 'application/json', payload: 'null' },
      { what: '[]', contentType: 'application/json', payload: '[]' },
      { what: '[null, 1, "x"]', contentType: 'application/json', payload: '[null,1,"x"]' },
      { what: '5,000 levels', contentType: 'application/json', payload: deep },
      { what: 'text/plain', contentType: 'text/plain', payload: 'hello' },
      {
        what: 'multipart without a boundary',
        contentType: 'multipart/form-data',
        payload: '--x\r\n\r\nhello\r\n--x--',
      },
      {
        what: 'broken multipart',
        contentType: 'multipart/form-data; boundary=x',
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nno end',
      },
      {
        what: 'multipart without parts',
        contentType: 'multipart/form-data; boundary=x',
        payload: '--x--\r\n',
      },
    ];
    const withBody = routes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
    // The local upload endpoint answers signed grants outside /api/v1.
    const targets = withBody.map((route) => ({
      route: describeRoute(route),
      method: route.method,
      url: fillParams(route.url, shapeOf(route.schema?.params)),
      multipart: [(route.schema as { consumes?: string[] } | undefined)?.consumes ?? []]
        .flat()
        .includes('multipart/form-data'),
    }));
    targets.push({
      route: 'POST /uploads/:id/',
      method: 'POST',
      url: `/uploads/${crypto.randomUUID()}/`,
      multipart: true,
    });
    expect(targets.filter((target) => target.multipart).length).toBeGreaterThanOrEqual(9);
    for (const target of targets) {
      for (const { what, contentType, payload } of junk) {
        const response = await call({
          method: target.method,
          url: target.url,
          headers: { ...member.headers, 'content-type': contentType },
          payload,
        });
        const body = response.body ? response.json<unknown>() : null;
        // A refusal always says why: a detail, or the fields at fault.
        const explained =
          response.statusCode < 400 ||
          (typeof body === 'object' && body !== null && Object.keys(body).length > 0);
        // Routes that read multipart refuse a body busboy cannot parse with a 400, before looking anything up.
        const unreadable =
          target.multipart && what.includes('multipart') && what !== 'multipart without parts';
        if (response.statusCode >= 500 || !explained || (unreadable && response.statusCode !== 400))
          problems.push(`${target.route} ${what} -> ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    // The figures docs/security.md quotes.
    process.stdout.write(
      `contract junk: ${targets.length} routes x ${junk.length} kinds = ${targets.length * junk.length} requests, ${problems.length} problems\n`,
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it('(c) answers 400 naming the parameter to junk path parameters', async () => {
    const problems: string[] = [];
    for (const route of routes.filter((candidate) => candidate.url.includes(':'))) {
      const shape = shapeOf(route.schema?.params);
      for (const name of [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!)) {
        const schema = shape?.[name];
        const junk = schema
          ? first(JUNK_STRINGS.filter(Boolean), (candidate) => fails(schema, candidate))
          : undefined;
        const response = await call({
          method: route.method,
          url: fillParams(route.url, shape, { [name]: junk ?? '~junk~' }),
          headers: member.headers,
        });
        // A parameter no schema constrains must still never crash the server.
        const ok =
          junk !== undefined
            ? response.statusCode === 400 && name in (response.json() ?? {})
            : response.statusCode < 500;
        if (!ok)
          problems.push(
            `${describeRoute(route)} :${name}=${junk ?? '~junk~'} -> ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it('(c) answers 400 naming the parameter to junk query values', async () => {
    const problems: string[] = [];
    for (const route of routes.filter((candidate) => candidate.schema?.querystring)) {
      const shape = shapeOf(route.schema?.querystring) ?? {};
      const base = fillParams(route.url, shapeOf(route.schema?.params));
      for (const [name, schema] of Object.entries(shape)) {
        const junk = first(JUNK_STRINGS, (candidate) => fails(schema, candidate));
        const value = junk ?? '~junk~';
        const response = await call({
          method: route.method,
          url: `${base}?${name}=${encodeURIComponent(value)}`,
          headers: member.headers,
        });
        const ok =
          junk !== undefined
            ? response.statusCode === 400 && name in (response.json() ?? {})
            : response.statusCode < 500;
        if (!ok)
          problems.push(
            `${describeRoute(route)} ?${name}=${value.slice(0, 20)} -> ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });
});
