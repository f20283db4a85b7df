import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { CrossCounts } from './form-results.repository.js';
import { responsesCountOf } from '../surveys/response-count.js';

/**
 * SQL of kept cross-tabs. A form's stamp is its submitted responses' count (kept by the statements that
 * store or delete them), its results generation (grown by edits, deletes and drafts becoming submissions once
 * something was kept; not by new submissions) and its version; a kept answer is read as it is only at the stamp it
 * was counted at; at a stamp that differs only in the count, its numbers and the new responses' make the answer. What
 * is kept is read for at most an hour (what it names, such as an organisation's name, may change without a stamp).
 */

const STAMP = sql`concat_ws(':', ${responsesCountOf(sql`s`)}, coalesce(st.generation, 0), s.version, extract(epoch from s.modified_at))`;
const MAX_AGE = sql`interval '1 hour'`;
/** A stamp without its count (stampParts' `rest`). */
const STAMP_REST = (stamp: SQL) => sql`substr(${stamp}, strpos(${stamp}, ':') + 1)`;

/**
 * What is kept for a request: the answer, its numbers, the snapshot they were counted at, and the request (questions
 * and filters: a job counts it again when the form's responses are edited or deleted).
 */
export type Kept = { answer: unknown; counts: CrossCounts; snapshot: string; request?: unknown };

/** A stamp's count of submitted responses, and the rest of it (generation, version, the form's change time). */
export function stampParts(stamp: string): { responses: number; rest: string } | null {
  const at = stamp.indexOf(':');
  const responses = Number(stamp.slice(0, at));
  return at > 0 && Number.isInteger(responses) ? { responses, rest: stamp.slice(at + 1) } : null;
}

/** The form's stamp now, and what is kept for `key` (at its own stamp, read only for the last hour). */
export async function findKept(
  db: DbOrTx,
  surveyId: string,
  key: string,
): Promise<{ stamp: string; kept: (Kept & { stamp: string }) | null }> {
  const result = await db.execute<{ stamp: string; kept_stamp: string | null; kept: unknown }>(sql`
    SELECT ${STAMP} AS stamp, c.stamp AS kept_stamp, c.answer AS kept
      FROM surveys s
      LEFT JOIN survey_result_stamps st ON st.survey_id = s.id
      LEFT JOIN survey_cross_tabs c ON c.survey_id = s.id AND c.key = ${key} AND c.computed_at > now() - ${MAX_AGE}
     WHERE s.id = ${surveyId}::uuid`);
  const row = result.rows[0];
  if (!row) return { stamp: '', kept: null };
  // An answer kept by an older release may lack its counts: it is not read then.
  const kept = (typeof row.kept === 'string' ? JSON.parse(row.kept) : row.kept) as
    (Omit<Kept, 'counts'> & { counts?: CrossCounts }) | null;
  return {
    stamp: row.stamp,
    kept:
      kept?.counts && row.kept_stamp !== null
        ? { ...kept, counts: kept.counts, stamp: row.kept_stamp }
        : null,
  };
}

/**
 * Marks the form's results as read (`kept`: the next edit or delete grows the generation) and answers its stamp, in
 * one statement: an edit either grew the generation before (read here) or sees `kept` and grows it after (and what
 * is kept under this stamp is not read again).
 */
export async function keepStamp(db: DbOrTx, tenantId: string, surveyId: string): Promise<string> {
  const result = await db.execute<{ stamp: string }>(sql`
    WITH st AS (
      INSERT INTO survey_result_stamps AS t (survey_id, tenant_id, kept) VALUES (${surveyId}::uuid, ${tenantId}::uuid, true)
      ON CONFLICT (survey_id) DO UPDATE SET kept = true
      RETURNING t.survey_id, t.generation)
    SELECT ${STAMP} AS stamp FROM surveys s JOIN st ON st.survey_id = s.id`);
  return result.rows[0]?.stamp ?? '';
}

/**
 * Keeps an answer and its numbers under its stamp. The form's other answers go once they cannot be added to (another
 * generation, version or form change) or are older than MAX_AGE: those of older counts only are kept on.
 */
export async function saveKept(
  db: DbOrTx,
  values: { tenantId: string; surveyId: string; key: string; stamp: string; kept: Kept },
) {
  await db.execute(sql`
    WITH gone AS (
      DELETE FROM survey_cross_tabs WHERE survey_id = ${values.surveyId}::uuid AND key <> ${values.key}
         AND (${STAMP_REST(sql`stamp`)} <> ${STAMP_REST(sql`${values.stamp}::text`)} OR computed_at <= now() - ${MAX_AGE}))
    INSERT INTO survey_cross_tabs (survey_id, key, tenant_id, stamp, answer)
    VALUES (${values.surveyId}::uuid, ${values.key}, ${values.tenantId}::uuid, ${values.stamp}, ${JSON.stringify(values.kept)}::jsonb)
    ON CONFLICT (survey_id, key) DO UPDATE SET stamp = excluded.stamp, answer = excluded.answer, computed_at = now()`);
}

/** growGeneration as SQL for another statement to carry, done only when `when` holds. */
export const growGenerationSql = (tenantId: string, surveyId: string, when: SQL = sql`true`) => sql`
    UPDATE survey_result_stamps SET generation = generation + 1, kept = false
     WHERE tenant_id = ${tenantId}::uuid AND survey_id = ${surveyId}::uuid AND kept AND ${when}`;

/**
 * Submitted answers were edited or deleted: answers kept since the last change are not read again. Answers whether
 * something had been kept since (then its requests are worth counting again).
 */
export async function growGeneration(db: DbOrTx, tenantId: string, surveyId: string): Promise<boolean> {
  const result = await db.execute(sql`${growGenerationSql(tenantId, surveyId)} RETURNING 1 AS grown`);
  return result.rows.length > 0;
}

/** The requests kept for the form in the last MAX_AGE (those kept with their request). */
export async function keptRequests(db: DbOrTx, surveyId: string): Promise<unknown[]> {
  const result = await db.execute<{ request: unknown }>(sql`
    SELECT answer -> 'request' AS request FROM survey_cross_tabs
     WHERE survey_id = ${surveyId}::uuid AND answer ? 'request' AND computed_at > now() - ${MAX_AGE}
     ORDER BY computed_at DESC LIMIT 50`);
  return result.rows.map((row) =>
    typeof row.request === 'string' ? (JSON.parse(row.request) as unknown) : row.request,
  );
}
