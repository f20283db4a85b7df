import type { SQL } from 'drizzle-orm';
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
 * The two queries of a paged list, run one after the other on the same connection: `countQuery` selects the number of
 * all matching rows as `count`, `pageQuery` the rows of the page.
 */
export async function countedPage<T>(
  db: DbOrTx,
  countQuery: SQL,
  pageQuery: SQL,
): Promise<{ count: number; rows: T[] }> {
  const total = await db.execute<{ count: number | string }>(countQuery);
  const rows = await db.execute<T & Record<string, unknown>>(pageQuery);
  return { count: Number(total.rows[0]?.count ?? 0), rows: rows.rows as T[] };
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
