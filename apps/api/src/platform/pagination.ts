import { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.js';
import type { Page } from '@oversight/shared/pagination';

// The contract's page query, shared so the typed route map can name each list's query (packages/shared/src/endpoints.ts).
export { MAX_LIMIT, pageQuerySchema } from '@oversight/shared/pagination';

export type PageParams = { limit: number; offset: number };

export type { Page };

function pageUrl(request: FastifyRequest, publicUrl: string, limit: number, offset: number): string {
  const url = new URL(request.url, publicUrl);
  url.searchParams.set('limit', String(limit));
  if (offset > 0) url.searchParams.set('offset', String(offset));
  else url.searchParams.delete('offset');
  return url.toString();
}

/** Builds {count, next, previous, results} with full URLs, as docs/design.md section 4 says. */
export function toPage<T>(request: FastifyRequest, params: PageParams, count: number, results: T[]): Page<T> {
  const publicUrl = request.server.config.publicUrl;
  const { limit, offset } = params;
  const next = offset + limit < count ? pageUrl(request, publicUrl, limit, offset + limit) : null;
  const previous = offset > 0 ? pageUrl(request, publicUrl, limit, Math.max(0, offset - limit)) : null;
  return { count, next, previous, results };
}

/** A list route's answer: what a service found ({count, results}) as the page toPage builds. */
export function answerPage<T>(
  request: FastifyRequest,
  params: PageParams,
  found: { count: number; results: T[] },
): Page<T> {
  return toPage(request, params, found.count, found.results);
}

/**
 * How the two queries of a paged list run: 'in turn' one after the other on the same connection (a transaction's
 * too); 'together' side by side (Promise.all), on two of the pool's connections when `db` is the pool, so the count
 * does not wait for the page (the lists that paired them by hand ran them so; the statements are the same).
 */
export type PageQueriesRun = 'in turn' | 'together';

type BuilderCount = PromiseLike<{ value: number }[]>;

/**
 * A paged list's two queries over the same filter: the number of all matching rows, then the page's rows. Either raw
 * SQL (`db`, a query selecting `count`, the page's query) or two Drizzle builder queries (`select({ value: count() })`,
 * the page's select): Drizzle runs a query only when it is awaited, so a repository builds both and hands them here.
 */
export function countedPage<T>(
  db: DbOrTx,
  countQuery: SQL,
  pageQuery: SQL,
  run?: PageQueriesRun,
): Promise<{ count: number; rows: T[] }>;
export function countedPage<T>(
  countQuery: BuilderCount,
  pageQuery: PromiseLike<T[]>,
  run?: PageQueriesRun,
): Promise<{ count: number; rows: T[] }>;
export async function countedPage<T>(
  ...args: [DbOrTx, SQL, SQL, PageQueriesRun?] | [BuilderCount, PromiseLike<T[]>, PageQueriesRun?]
): Promise<{ count: number; rows: T[] }> {
  if (!(args[1] instanceof SQL)) {
    const [countQuery, pageQuery, run] = args as [BuilderCount, PromiseLike<T[]>, PageQueriesRun?];
    if (run === 'together') {
      const [[total], rows] = await Promise.all([countQuery, pageQuery]);
      return { count: total?.value ?? 0, rows };
    }
    const [total] = await countQuery;
    const rows = await pageQuery;
    return { count: total?.value ?? 0, rows };
  }
  const [db, countQuery, pageQuery, run] = args as [DbOrTx, SQL, SQL, PageQueriesRun?];
  const count = (result: { rows: { count: number | string }[] }) => Number(result.rows[0]?.count ?? 0);
  if (run === 'together') {
    const [total, rows] = await Promise.all([
      db.execute<{ count: number | string }>(countQuery),
      db.execute<T & Record<string, unknown>>(pageQuery),
    ]);
    return { count: count(total), rows: rows.rows as T[] };
  }
  const total = await db.execute<{ count: number | string }>(countQuery);
  const rows = await db.execute<T & Record<string, unknown>>(pageQuery);
  return { count: count(total), rows: rows.rows as T[] };
}

/**
 * JSON text in parts: bytes already made (a shared answer's pieces) and short strings between them (a signed-in
 * caller's own fields). joinJson makes it one Buffer with one allocation and one copy of each part, instead of a Buffer
 * per string and a concatenation per level (which cost a page-sized copy and garbage each time).
 */
export type JsonParts = readonly (Buffer | string)[];

export function joinJson(parts: JsonParts): Buffer {
  let length = 0;
  for (const part of parts) length += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
  // Every byte is written below.
  const joined = Buffer.allocUnsafe(length);
  let at = 0;
  for (const part of parts) at += typeof part === 'string' ? joined.write(part, at) : part.copy(joined, at);
  return joined;
}

/**
 * The same page as JSON bytes, around results that are already JSON (shared answers, platform/public-cache): a
 * Buffer, or parts joined with the page's head in one Buffer.
 */
export function pageJson(
  request: FastifyRequest,
  params: PageParams,
  count: number,
  resultsJson: Buffer | JsonParts,
): Buffer {
  const { next, previous } = toPage(request, params, count, []);
  const head = `{"count":${count},"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)},"results":`;
  return joinJson(Buffer.isBuffer(resultsJson) ? [head, resultsJson, '}'] : [head, ...resultsJson, '}']);
}

/** The response schema of a page of `item` (the shared contract's one `pageOf`). */
export { pageOf as pageSchema } from '@oversight/shared/pagination';
