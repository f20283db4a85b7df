import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.js';
import type { Page } from '@oversight/shared/pagination';

export const MAX_LIMIT = 100;

/** limit/offset query for a list whose default page size is `defaultLimit` (docs/spec/product-spec.md section 9). */
export function pageQuerySchema(defaultLimit = 25) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(defaultLimit),
    offset: z.coerce.number().int().min(0).default(0),
  });
}

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
  const total = await db.execute<{ count: number }>(countQuery);
  const rows = await db.execute<T & Record<string, unknown>>(pageQuery);
  return { count: Number(total.rows[0]?.count ?? 0), rows: rows.rows as T[] };
}

const CLOSE_BRACE = Buffer.from('}');

/** The same page as JSON bytes, around results that are already JSON bytes (shared answers, platform/public-cache). */
export function pageJson(
  request: FastifyRequest,
  params: PageParams,
  count: number,
  resultsJson: Buffer,
): Buffer {
  const { next, previous } = toPage(request, params, count, []);
  const head = `{"count":${count},"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)},"results":`;
  return Buffer.concat([Buffer.from(head), resultsJson, CLOSE_BRACE]);
}

/** The response schema of a page of `item` (the shared contract's one `pageOf`). */
export { pageOf as pageSchema } from '@oversight/shared/pagination';
