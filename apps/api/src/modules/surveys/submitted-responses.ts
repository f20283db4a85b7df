import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import {
  dropIdTable,
  fillIdTable,
  findIdTableIds,
  findTextBatch,
  findTextRowsByIds,
  type ExportTextRow,
} from './response-id-table.repository.js';
import type { ResponseFilter } from './responses.repository.js';

export type { ExportTextRow };
import { countSubmittedResponses } from './responses.service.js';

/**
 * A filter's submitted responses for a long read (an export): how many, and their batches oldest first. A form's
 * whole set is read by keyset on the submission index. A filtered set is read once into a temporary id table and its
 * batches are numbered ranges of it, so the filter's id sets (answer index, words, dates) are not read again per batch.
 */
export type SubmittedResponses = {
  total: number;
  /** Batches of at most `size` responses, oldest first, answers as JSON text; one batch in memory at a time. */
  batches: (size: number) => AsyncGenerator<ExportTextRow[]>;
  /** The session the batches read through (other reads of the same export may use it). */
  db: Database;
};

/** Filters that narrow the form's submitted responses (the list's search, answers, dates, number range, respondent). */
const narrows = (filter: ResponseFilter) =>
  !!(
    filter.search ||
    filter.answers?.length ||
    filter.from ||
    filter.to ||
    filter.numeric ||
    filter.respondentId
  );

/**
 * Runs `work` on one database session (a temporary table lives in its session). A pool of one connection (the
 * embedded PGlite) is one session already, and holding its only client would stop every other request meanwhile.
 */
async function withSession<T>(db: Database, work: (session: Database) => Promise<T>): Promise<T> {
  // drizzle keeps the pool it was made with as $client (the Database type leaves it out).
  const pool = (db as Database & { $client: pg.Pool }).$client;
  // Both drivers' pools are pg.Pool, whose constructor sets max (10 unless given).
  if (pool.options.max <= 1) return work(db);
  const client = await pool.connect();
  let failed = false;
  try {
    return await work(drizzle(client, { schema }));
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // A session that failed mid-way is closed (its temporary table goes with it) rather than reused.
    client.release(failed);
  }
}

export async function withSubmittedResponses<T>(
  db: Database,
  filter: ResponseFilter,
  work: (responses: SubmittedResponses) => Promise<T>,
): Promise<T> {
  if (!narrows(filter)) {
    const total = await countSubmittedResponses(db, filter);
    async function* batches(size: number) {
      let after: { submittedAt: string; id: string } | null = null;
      for (;;) {
        const rows = await findTextBatch(db, filter, after, size);
        if (!rows.length) return;
        const last = rows[rows.length - 1]!;
        after = { submittedAt: last.submitted_key, id: last.id };
        yield rows;
        if (rows.length < size) return;
      }
    }
    return work({ total, batches, db });
  }
  return withSession(db, async (session) => {
    const name = `export_ids_${randomBytes(8).toString('hex')}`;
    try {
      const total = await fillIdTable(session, name, filter);
      async function* batches(size: number) {
        for (let after = 0; after < total; after += size) {
          // The range's ids from the session's table, their rows through the pool: rows read through the one held
          // session outlived two young-generation collections and the heap's peak grew with the rows (+142 MB
          // over 104,000 rows where the pool's reads of the same rows promoted next to nothing; see README).
          const ids = await findIdTableIds(session, name, after, size);
          const rows = await findTextRowsByIds(db, filter.tenantId, ids);
          if (rows.length) yield rows;
        }
      }
      return await work({ total, batches, db: session });
    } finally {
      await dropIdTable(session, name);
    }
  });
}
