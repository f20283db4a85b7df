import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RegisteredRoute } from '../platform/route-registry.js';
import { createTestApp, type TestApp } from './build-app.js';
import { createTestUser, type TestUser } from './factories.js';
import { FILLED_SIZES, fillAtSize, type Filled } from './query-budgets.fill.js';

/**
 * QUERY BUDGETS (slow: run alone with `npx vitest run apps/api/src/test/query-budgets.routes.test.ts`, on PostgreSQL
 * with TEST_DATABASE_URL set). Fills the database at size, calls every GET route of the registry (lists, searches,
 * suggestions, dashboards, and item routes with the filled items' ids) as several kinds of user while recording the
 * SQL sent, then EXPLAINs each recorded SELECT: none may read a big table whole (Seq Scan) unless ALLOWED below says
 * why, and then it must run within its budget. New routes join unasked. docs/performance/query-budgets.md lists the
 * findings.
 */

type Allowed = { table: string; route: RegExp; sql?: RegExp; reason: string; budgetMs: number };

/**
 * Seq scans on big tables allowed, each with its reason and a budget in ms for EXPLAIN ANALYZE on PostgreSQL (PGlite,
 * WebAssembly on one thread, gets four times as much). "Open" ones are findings still to fix (docs/performance).
 */
const ALLOWED: Allowed[] = [
  {
    table: 'projects',
    route: /\/projects\/(categories\/all|analysis|project-tags|years)\/|\/analytics\/facilities\//,
    reason: 'figures over the whole published catalogue (~98% of the rows): a full read is the cheapest plan',
    budgetMs: 1_500,
  },
  {
    table: 'projects',
    route: /\/projects\/search\//,
    sql: /GROUP BY p\.status/,
    reason: "the search page's status facet with no search text counts every published project by status",
    budgetMs: 1_000,
  },
  {
    table: 'projects',
    route: /\/projects\/list-most-discussed\//,
    reason:
      'open: ordered by reviews, eyemarks and views with no index on that order (top-N over published projects)',
    budgetMs: 1_000,
  },
  {
    table: 'projects',
    route: /\/projects\/(organization-projects|project-ids)\/|\/users\/(subordinate|suggestions)\//,
    reason:
      'open: the scope ORed with grants (or counted per organisation, or "not eyemarked") is not index-backed',
    budgetMs: 1_500,
  },
  {
    table: 'indicators',
    route: /\/plans\/indicators\/ /,
    reason: 'open: the indicators of every plan the caller sees, by owner OR grant: 20,000 rows read',
    budgetMs: 500,
  },
];

/** Tables filled with 10,000 rows or more: a statement reading one whole is a finding. */
const BIG_TABLES = new Set(
  Object.entries(FILLED_SIZES).flatMap(([table, rows]) => (rows >= 10_000 ? [table] : [])),
);

/**
 * Routes whose answer is a file or a stream (their statements are the list statements already checked), and the open
 * data dumps, which read every published project by design (in pages, as a file).
 */
const SKIPPED =
  /open-data|export|\.pdf|\.xlsx|\.csv|download|\/events\/|stream|\/files?\/|image|avatar|openapi|docs|backup/;

type AnyZod = z.ZodType & {
  _zod: { def: { type: string; innerType?: AnyZod; in?: AnyZod } };
  shape?: Record<string, AnyZod>;
};
const isZod = (value: unknown): value is AnyZod =>
  typeof value === 'object' && value !== null && '_zod' in value && 'safeParse' in value;
function shapeOf(schema: unknown): Record<string, AnyZod> {
  let current = isZod(schema) ? schema : null;
  for (let depth = 0; current && depth < 10; depth += 1) {
    if (current.shape) return current.shape;
    const { def } = current._zod;
    current = def.innerType ?? (def.type === 'pipe' ? (def.in ?? null) : null);
  }
  return {};
}

/** The querystrings to call a route with: its required fields filled, then once more with a search text if it takes one. */
function querystrings(route: RegisteredRoute, ids: string[]): string[] {
  const shape = shapeOf(route.schema?.querystring);
  const required: Record<string, string> = {};
  for (const [key, field] of Object.entries(shape)) {
    if (field.safeParse(undefined).success) continue;
    const value = ['primary care', ...ids, '2024', '1', 'true', 'project'].find(
      (candidate) => field.safeParse(candidate).success,
    );
    if (value !== undefined) required[key] = value;
  }
  const plain = new URLSearchParams(required).toString();
  const searchKey = ['search', 'query', 'q'].find((key) => key in shape);
  return searchKey
    ? [plain, new URLSearchParams({ ...required, [searchKey]: 'primary care' }).toString()]
    : [plain];
}

type Recorded = { text: string; values: unknown[]; route: string };

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
const seqScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];

describe('query budgets at size [query-budgets]', () => {
  let t: TestApp;
  let users: { name: string; headers: Record<string, string> }[];
  let filled: Filled;
  const recorded = new Map<string, Recorded>();
  let recording: string | null = null;
  // Kept to be put back; called with the client as `this` below.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const originalQuery = pg.Client.prototype.query;

  beforeAll(async () => {
    const started = performance.now();
    t = await createTestApp({ rateLimits: false });
    const ministry: TestUser = await createTestUser(t, { accountType: 'MINISTRY' });
    const other = await createTestUser(t, { accountType: 'MINISTRY' });
    const contractor = await createTestUser(t, { accountType: 'CONTRACTOR' });
    filled = await fillAtSize(
      t.app.db,
      t.tenantId,
      { organizationId: ministry.organization.id, userId: ministry.user.id },
      other.organization.id,
    );
    users = [
      { name: 'ministry', headers: ministry.headers },
      { name: 'contractor', headers: contractor.headers },
      { name: 'anonymous', headers: { 'x-tenant': 'federal' } },
    ];
    console.warn(`query budgets: filled in ${Math.round(performance.now() - started)} ms`);
    // Every statement of every client of either engine's pool goes through pg.Client#query.
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [first, second] = args as [string | { text?: string; values?: unknown[] } | undefined, unknown];
      const text = typeof first === 'string' ? first : first?.text;
      const values = (typeof first === 'string' ? second : (first?.values ?? second)) as
        unknown[] | undefined;
      if (recording && text && /^\s*(SELECT|WITH)\b/i.test(text) && !recorded.has(text))
        recorded.set(text, { text, values: Array.isArray(values) ? values : [], route: recording });
      return (originalQuery as (...rest: unknown[]) => unknown).apply(this, args);
    } as typeof pg.Client.prototype.query;
  }, 600_000);

  afterAll(async () => {
    pg.Client.prototype.query = originalQuery;
    await t.close();
  });

  it('every list, search, suggestion, dashboard and item statement reads big tables through an index', async () => {
    const ids = [filled.projectId, filled.surveyId, filled.planId, filled.outcomeId, filled.indicatorId];
    const idsFor = (url: string) => {
      if (url.includes('/plans/outcomes/')) return [filled.outcomeId];
      if (url.includes('/plans/indicators/')) return [filled.indicatorId];
      if (url.includes('/plans/')) return [filled.planId];
      if (url.includes('/projects/')) return [filled.projectId];
      if (url.includes('/surveys/') || url.includes('/forms/')) return [filled.surveyId];
      return ids;
    };
    const routes = t.app.registeredRoutes.filter(
      (route) => route.method === 'GET' && route.url.startsWith('/api/v1/') && !SKIPPED.test(route.url),
    );
    const slow: string[] = [];
    let calls = 0;
    const started = performance.now();
    for (const route of routes) {
      const params = route.url.match(/:\w+/g) ?? [];
      // An item route is called with the filled item of its kind (or each, when the path does not say which).
      const urls =
        params.length === 0
          ? [route.url]
          : params.length === 1
            ? idsFor(route.url).map((id) => route.url.replace(params[0], id))
            : [];
      for (const url of urls)
        for (const query of querystrings(route, ids))
          for (const user of params.length ? users.slice(0, 1) : users) {
            recording = `${route.url} (${user.name})`;
            const callStarted = performance.now();
            await t.app.inject({
              method: 'GET',
              url: query ? `${url}?${query}` : url,
              headers: user.headers,
            });
            const took = performance.now() - callStarted;
            if (took > 2_000) slow.push(`${Math.round(took)} ms ${url}?${query} (${user.name})`);
            calls += 1;
          }
    }
    recording = null;
    console.warn(
      `query budgets: ${routes.length} routes, ${calls} calls, ${recorded.size} statements in ${Math.round(performance.now() - started)} ms`,
    );
    if (slow.length) console.warn(`query budgets: calls over 2 s:\n${slow.join('\n')}`);

    const pool = t.app.database.pool;
    const findings: string[] = [];
    const unexplained: string[] = [];
    const explainStarted = performance.now();
    for (const statement of recorded.values()) {
      let plan: PlanNode;
      try {
        const result = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          `EXPLAIN (FORMAT JSON) ${statement.text}`,
          statement.values,
        );
        plan = result.rows[0]!['QUERY PLAN'][0].Plan;
      } catch (error) {
        // A statement that only runs inside its transaction (a temporary table made before it).
        unexplained.push(`${statement.route}: ${(error as Error).message}`);
        continue;
      }
      for (const table of seqScans(plan).filter((name) => BIG_TABLES.has(name))) {
        const allowed = ALLOWED.find(
          (entry) =>
            entry.table === table &&
            entry.route.test(statement.route) &&
            (!entry.sql || entry.sql.test(statement.text)),
        );
        if (!allowed) {
          findings.push(
            `Seq Scan on ${table} from ${statement.route}:\n  ${statement.text.replace(/\s+/g, ' ').slice(0, 400)}`,
          );
          continue;
        }
        const analyzed = await pool.query<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`,
          statement.values,
        );
        const ms = analyzed.rows[0]!['QUERY PLAN'][0]['Execution Time'];
        const budget = allowed.budgetMs * (t.app.database.kind === 'pglite' ? 4 : 1);
        if (ms > budget)
          findings.push(`${ms} ms over the ${budget} ms budget on ${table} from ${statement.route}`);
      }
    }
    console.warn(
      `query budgets: explained ${recorded.size - unexplained.length} in ${Math.round(performance.now() - explainStarted)} ms; not explained:\n${unexplained.join('\n')}`,
    );
    expect(recorded.size - unexplained.length).toBeGreaterThan(200);
    expect(findings, findings.join('\n\n')).toEqual([]);
  }, 900_000);
});
