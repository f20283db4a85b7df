import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { whereOf, type ExportRow, type ResponseFilter } from './responses.repository.js';

/**
 * SQL of a filtered export's id table: the ids a filter keeps, read once into a temporary table of the session,
 * numbered in submission order, then read back a numbered range at a time (by its primary key). The filter's id sets
 * are read once instead of once per batch. Only the session that made the table sees it; the rows of each range are
 * read through the pool (see findTextRowsByIds).
 */

/**
 * A response as a long read gets it: its answers as their JSON text, parsed by the reader one row at a time (when
 * the driver parsed a whole batch of answers at once, they outlived two young-generation collections and were
 * promoted, so the heap grew with the rows until a full collection; see form-exports.service).
 */
export type ExportTextRow = Omit<ExportRow, 'answers'> & { answers_json: string };
const COLUMNS = sql`r.id, r.version, ru.display_name AS respondent_name, r.submitted_at,
           to_char(r.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS submitted_key, r.edited,
           r.answers::text AS answers_json`;
/** Table names are made here from random hex only (never from input). */
const table = (name: string) => {
  if (!/^export_ids_[0-9a-f]+$/.test(name)) throw new Error(`Not an id table name: ${name}`);
  return sql.raw(name);
};

/** Makes the table and fills it with the filter's responses oldest first (n from 1); answers how many. */
export async function fillIdTable(session: DbOrTx, name: string, filter: ResponseFilter): Promise<number> {
  await session.execute(sql`CREATE TEMPORARY TABLE ${table(name)} (n int PRIMARY KEY, id uuid NOT NULL)`);
  const filled = await session.execute(sql`
    INSERT INTO ${table(name)} (n, id)
    SELECT row_number() OVER (ORDER BY r.submitted_at, r.id), r.id FROM survey_responses r WHERE ${whereOf(filter)}`);
  // Statistics for the planner: the batches then read the table by its key range.
  await session.execute(sql`ANALYZE ${table(name)}`);
  return filled.rowCount ?? 0;
}

/** The ids numbered after..after+limit, in order. */
export async function findIdTableIds(
  session: DbOrTx,
  name: string,
  after: number,
  limit: number,
): Promise<string[]> {
  const result = await session.execute<{ id: string }>(sql`
    SELECT t.id FROM ${table(name)} t WHERE t.n > ${after} AND t.n <= ${after + limit} ORDER BY t.n`);
  return result.rows.map((row) => row.id);
}

/** The responses of these ids, in their order (a response deleted since is left out). */
export async function findTextRowsByIds(
  db: DbOrTx,
  tenantId: string,
  ids: string[],
): Promise<ExportTextRow[]> {
  if (!ids.length) return [];
  const result = await db.execute<ExportTextRow>(sql`
    SELECT ${COLUMNS}
      FROM unnest(${`{${ids.join(',')}}`}::uuid[]) WITH ORDINALITY AS t(id, n)
      JOIN survey_responses r ON r.id = t.id LEFT JOIN users ru ON ru.id = r.respondent_id
     WHERE r.tenant_id = ${tenantId}::uuid
     ORDER BY t.n`);
  return result.rows;
}

/** The next `limit` responses of a filter after a (submitted_at, id) key, oldest first (the submission index's order). */
export async function findTextBatch(
  db: DbOrTx,
  filter: ResponseFilter,
  after: { submittedAt: string; id: string } | null,
  limit: number,
): Promise<ExportTextRow[]> {
  const keyset = after
    ? sql`AND (r.submitted_at, r.id) > (${after.submittedAt}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const result = await db.execute<ExportTextRow>(sql`
    SELECT ${COLUMNS}
      FROM survey_responses r LEFT JOIN users ru ON ru.id = r.respondent_id
     WHERE ${whereOf(filter)} ${keyset}
     ORDER BY r.submitted_at ASC, r.id ASC
     LIMIT ${limit}`);
  return result.rows;
}

export async function dropIdTable(session: DbOrTx, name: string) {
  await session.execute(sql`DROP TABLE IF EXISTS ${table(name)}`);
}
