import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  endpointMaps,
  endpoints,
  fileResponse,
  noContentSchema,
  type EndpointSchemas,
} from '@oversight/shared/endpoints';
import type { RegisteredRoute } from '../platform/route-registry.js';
import { createTestApp, type TestApp } from './build-app.js';

/**
 * The web's typed route map (packages/shared/src/endpoints.ts, decision 0016) cannot drift from the API: every key is a
 * registered route, and each schema the map gives the web is the very object the route validates or answers with.
 */

const PREFIX = '/api/v1';
const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

type Inner = { _zod: { def: { type: string; innerType?: unknown } } };
const defOf = (schema: unknown) => (schema as Inner)._zod.def;
const shapeOf = (schema: unknown): Record<string, unknown> | null =>
  (schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? null;

/** The schema under `.optional()`, `.nullable()`, `.nullish()` (a route may accept no body at all). */
function unwrapped(schema: unknown): unknown[] {
  const layers = [schema];
  let current = schema;
  while (['optional', 'nullable'].includes(defOf(current).type)) {
    current = defOf(current).innerType;
    layers.push(current);
  }
  return layers;
}

/** Every field the map declares is the route's own field schema (routes `.extend()` shared filters with paging). */
function sameFields(declared: z.ZodType, registered: unknown): string[] {
  if (declared === registered) return [];
  const mine = shapeOf(declared);
  const theirs = shapeOf(registered);
  if (!mine || !theirs) return ['is not the schema the route registered'];
  return Object.keys(mine)
    .filter((field) => mine[field] !== theirs[field])
    .map((field) => `field "${field}" is not the route's own schema`);
}

function successStatus(route: RegisteredRoute): number | undefined {
  const statuses = Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {})
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  return statuses.length ? Math.min(...statuses) : undefined;
}

/** What is wrong with one entry against its route, or nothing. */
function problemsOf(key: string, entry: EndpointSchemas, route: RegisteredRoute): string[] {
  const problems: string[] = [];
  const schema = route.schema ?? {};
  const status = successStatus(route);
  const registered = status === undefined ? undefined : (schema.response as Record<number, unknown>)[status];
  if (entry.response === fileResponse) {
    if (registered !== undefined)
      problems.push(`response: a file, but the route answers ${status} with a schema`);
  } else if (
    entry.response !== registered &&
    !(status === 204 && entry.response === noContentSchema && defOf(registered).type === 'null')
  ) {
    problems.push(
      `response: not the schema the route answers ${status ?? 'with'} (move it to packages/shared)`,
    );
  }
  if (schema.body === undefined && entry.body) problems.push('body: the route takes none');
  if (schema.body !== undefined && !unwrapped(schema.body).includes(entry.body))
    problems.push('body: not the schema the route validates (move it to packages/shared)');
  if (entry.query)
    problems.push(...sameFields(entry.query, schema.querystring).map((problem) => `query: ${problem}`));
  if (entry.params)
    problems.push(...sameFields(entry.params, schema.params).map((problem) => `params: ${problem}`));
  return problems.map((problem) => `${key}: ${problem}`);
}

describe('the typed route map against the registered routes', () => {
  let t: TestApp;
  let routes: Map<string, RegisteredRoute>;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    routes = new Map(
      t.app.registeredRoutes
        .filter((route) => route.url.startsWith(PREFIX))
        .map((route) => [
          `${route.method} ${route.url.slice(PREFIX.length).replace(/:[^/]+/g, '{}')}`,
          route,
        ]),
    );
  });
  afterAll(async () => t.close());

  const entries = () => Object.entries(endpoints) as [string, EndpointSchemas][];

  it('declares each key in one module map only', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [map, keys] of Object.entries(endpointMaps)) {
      for (const key of Object.keys(keys)) {
        const earlier = seen.get(key);
        if (earlier) twice.push(`${key} in ${earlier} and ${map}`);
        seen.set(key, map);
      }
    }
    expect(twice).toEqual([]);
  });

  it('writes each key as docs/spec/endpoints.txt writes the path', () => {
    const contract = new Set<string>();
    for (const line of readFileSync(path.join(REPO_ROOT, 'docs/spec/endpoints.txt'), 'utf8').split('\n')) {
      const match = /^(GET|POST|PUT|PATCH|DELETE)\s+(\/\S*)/.exec(line.trim());
      if (match) contract.add(`${match[1]!} ${match[2]!}`);
    }
    expect(
      entries()
        .filter(([key]) => !contract.has(key))
        .map(([key]) => key),
    ).toEqual([]);
  });

  it('has a registered route, with that method and path, for every key', () => {
    const missing = entries()
      .map(([key]) => key)
      .filter((key) => !routes.has(key.replace(/\{[^}]+\}/g, '{}')));
    expect(missing).toEqual([]);
  });

  it('gives the web the very schemas each route registered (response, body, query, params)', () => {
    const problems = entries().flatMap(([key, entry]) => {
      const route = routes.get(key.replace(/\{[^}]+\}/g, '{}'));
      return route ? problemsOf(key, entry, route) : [];
    });
    expect(problems).toEqual([]);
  });

  it('catches a schema that is not the route’s own', () => {
    const route = routes.get('GET /locations/states/');
    expect(route).toBeDefined();
    const copy = { response: noContentSchema };
    expect(problemsOf('GET /locations/states/', copy, route!)).toHaveLength(1);
  });
});
