import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { responsesCountOf } from '../surveys/response-count.js';

/**
 * SQL of kept cross-tabs (issue 13). A form's stamp is its submitted responses' count (kept by the statements that
 * store or delete them), its results generation (grown by edits and deletes once something was kept) and its version;
 * a kept answer is read only at the stamp it was counted at, and for at most an hour (what it names, such as an
 * organisation's name, may change without a stamp).
 */

const STAMP = sql`concat_ws(':', ${responsesCountOf(sql`s`)}, coalesce(st.generation, 0), s.version, extract(epoch from s.modified_at))`;
const MAX_AGE = sql`interval '1 hour'`;

/** The form's stamp now, and the answer kept for `key` if it was counted at that stamp. */
export async function findKept(
  db: DbOrTx,
  surveyId: string,
  key: string,
): Promise<{ stamp: string; answer: unknown }> {
  const result = await db.execute<{ stamp: string; answer: unknown }>(sql`
    SELECT ${STAMP} AS stamp, CASE WHEN c.stamp = ${STAMP} THEN c.answer END AS answer
      FROM surveys s
      LEFT JOIN survey_result_stamps st ON st.survey_id = s.id
      LEFT JOIN survey_cross_tabs c ON c.survey_id = s.id AND c.key = ${key} AND c.computed_at > now() - ${MAX_AGE}
     WHERE s.id = ${surveyId}::uuid`);
  const row = result.rows[0];
  if (!row) return { stamp: '', answer: null };
  const answer = typeof row.answer === 'string' ? (JSON.parse(row.answer) as unknown) : row.answer;
  return { stamp: row.stamp, answer: answer ?? null };
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

/** Keeps an answer under its stamp; the form's answers of older stamps go. */
export async function saveKept(
  db: DbOrTx,
  values: { tenantId: string; surveyId: string; key: string; stamp: string; answer: unknown },
) {
  await db.execute(sql`
    WITH gone AS (DELETE FROM survey_cross_tabs WHERE survey_id = ${values.surveyId}::uuid AND key <> ${values.key} AND stamp <> ${values.stamp})
    INSERT INTO survey_cross_tabs (survey_id, key, tenant_id, stamp, answer)
    VALUES (${values.surveyId}::uuid, ${values.key}, ${values.tenantId}::uuid, ${values.stamp}, ${JSON.stringify(values.answer)}::jsonb)
    ON CONFLICT (survey_id, key) DO UPDATE SET stamp = excluded.stamp, answer = excluded.answer, computed_at = now()`);
}

/** growGeneration as SQL for another statement to carry, done only when `when` holds. */
export const growGenerationSql = (tenantId: string, surveyId: string, when: SQL = sql`true`) => sql`
    UPDATE survey_result_stamps SET generation = generation + 1, kept = false
     WHERE tenant_id = ${tenantId}::uuid AND survey_id = ${surveyId}::uuid AND kept AND ${when}`;

/** Submitted answers were edited or deleted: answers kept since the last change are not read again. */
export async function growGeneration(db: DbOrTx, tenantId: string, surveyId: string) {
  await db.execute(growGenerationSql(tenantId, surveyId));
}
