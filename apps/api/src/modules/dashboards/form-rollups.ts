import { sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { unseenBy } from '../../db/snapshots.js';

/**
 * A form's answers summed per submission day (survey_rollup_days, survey_rollup_answers, survey_rollup_pairs): a
 * dashboard chart of one question, or of none, by the day or month, counted or measured by a number, or of two
 * questions counted together, reads these few rows instead of joining every response to its answers (chart-query.ts
 * `rolledChart`). Per question and day: the responses that answered and the numbers' sum, count, least and greatest;
 * per value of a choice, list, yes/no or place question: its answers; per pair of values of the pairs charts asked
 * for: the responses' answers to both (the second may be a number question: then each number given, so a number's
 * median, sum or extremes by a question are read from counts of its values). 100,000 responses of 40 questions: 4-6 s
 * to build, a few hundred rows a day.
 *
 * Exact by construction: a build reads the answers, the form's edits stamp and its snapshot in one repeatable-read
 * transaction, and keeps both. The edits stamp (migration 0054) moves with every update or delete of the form's
 * submitted responses or answers that was not logged beforehand: the API logs each response it edits, deletes or
 * submits from a draft as it was (`logResponseChange`, survey_rollup_edits). A chart's statement carries both ways,
 * each behind a one-time test of `rollupFresh`: while the kept edits stamp is still the form's, the rollup's rows are
 * read with what changed since its snapshot (`changed`: responses stored since, by the `arrival` index, and logged
 * changes, each response taken out as it was and added as it is), in the statement's own snapshot; otherwise the
 * answers are read, until the next whole build. A chart computed on the form starts the next build (buildRollupSoon):
 * in milliseconds it adds what changed, or, after an unlogged change, it builds every row again (at most once per
 * BUILD_GAP_MS or 10x the last whole build's length).
 */

/** A question as the rollup sums it: a value question gets a row per answered value; a list also counts responses. */
export type RolledQuestion = { name: string; kind: 'value' | 'list' | 'number' };

/** DASHBOARD_FORM_ROLLUPS=off: charts read the answers only, and no rollup is built (to measure them). */
export const formRollupsOn = () => process.env.DASHBOARD_FORM_ROLLUPS !== 'off';

const BUILD_GAP_MS = 5000;

/** The form's data stamp now (as chart-cache.ts reads it: a missing key is 0): every write to its responses. */
const currentStamp = (surveyId: string) =>
  sql`(SELECT coalesce(sum(c.weight), 0) FROM dashboard_data_changes c WHERE c.key = ${`form:${surveyId}`})`;
/** The form's edits stamp now: updates and deletes of its submitted responses and answers, not new submissions. */
const currentEdits = (surveyId: string) =>
  sql`(SELECT coalesce(sum(c.weight), 0) FROM dashboard_data_changes c WHERE c.key = ${`form-edits:${surveyId}`})`;
/** The snapshot the form's rollup was read in. */
const keptSnapshot = (surveyId: string) =>
  sql`(SELECT ru.snapshot::pg_snapshot FROM survey_rollups ru WHERE ru.survey_id = ${surveyId}::uuid)`;

/**
 * The responses `snapshot` saw that were changed since (edited, deleted, a draft submitted), each as it was then: the
 * first change logged after it (survey_rollup_edits). A day NULL: a draft then, not counted.
 */
const editedSince = (surveyId: string, snapshot: SQL) =>
  sql`(SELECT DISTINCT ON (e.response_id) e.response_id, e.day, e.questions, e.answer_values, e.numbers
         FROM survey_rollup_edits e
        WHERE e.survey_id = ${surveyId}::uuid AND ${unseenBy(sql`e.edit`, snapshot)}
          AND (e.response_arrival IS NULL OR pg_visible_in_snapshot(e.response_arrival, ${snapshot}))
        ORDER BY e.response_id, e.seq)`;

/**
 * The form's submitted responses (id, submission day) that `snapshot` did not see as they are: those stored since
 * (by the `arrival` index), and those changed since that are submitted now. OFFSET 0: read first, then joined.
 */
const changedSince = (surveyId: string, snapshot: SQL) =>
  sql`(SELECT r.id, r.submitted_at::date AS day FROM survey_responses r
        WHERE r.survey_id = ${surveyId}::uuid AND NOT r.is_draft AND r.arrival IS NOT NULL AND ${unseenBy(sql`r.arrival`, snapshot)}
       UNION ALL
       SELECT r.id, r.submitted_at::date FROM ${editedSince(surveyId, snapshot)} e
         JOIN survey_responses r ON r.id = e.response_id AND r.survey_id = ${surveyId}::uuid AND NOT r.is_draft
       OFFSET 0)`;

/** The changed responses as they were (editedSince), submitted then, with their indexed answers side by side. */
const wereAnswers = (surveyId: string, snapshot: SQL) =>
  sql`${editedSince(surveyId, snapshot)} e
      CROSS JOIN LATERAL unnest(e.questions, e.answer_values, e.numbers) AS q(question, value, number)`;

/**
 * What the responses changed since `snapshot` change in the rollup tables' rows: those they are now added, those they
 * were (editedSince) taken away. A build adds them to its rows; readers to the kept ones. `questions` keeps the
 * questions wanted (a condition on its argument, the question column). Least and greatest cannot be taken away:
 * readers of them read the answers until the next build (rollupFresh `extremes`); where that build took away a day's
 * least or greatest, they stay unknown until a whole build.
 */
const changed = {
  days: (surveyId: string, snapshot: SQL) =>
    sql`SELECT t.day, count(*)::int AS responses FROM ${changedSince(surveyId, snapshot)} t GROUP BY t.day
        UNION ALL
        SELECT e.day, -count(*)::int FROM ${editedSince(surveyId, snapshot)} e WHERE e.day IS NOT NULL GROUP BY e.day`,
  /** Per question and day: its answers and responses, and its numbers. */
  questionDays: (surveyId: string, snapshot: SQL, questions: (column: SQL) => SQL) =>
    sql`SELECT v.question, t.day, count(*)::int AS answers, count(DISTINCT t.id)::int AS responses, sum(v.number) AS number_sum,
               count(v.number)::int AS number_count, min(v.number) AS number_min, max(v.number) AS number_max
          FROM ${changedSince(surveyId, snapshot)} t
          JOIN survey_answer_values v ON v.response_id = t.id AND v.survey_id = ${surveyId}::uuid AND ${questions(sql`v.question`)}
         GROUP BY v.question, t.day
        UNION ALL
        SELECT q.question, e.day, -count(*)::int, -count(DISTINCT e.response_id)::int, -sum(q.number), -count(q.number)::int,
               NULL::numeric, NULL::numeric
          FROM ${wereAnswers(surveyId, snapshot)}
         WHERE e.day IS NOT NULL AND ${questions(sql`q.question`)}
         GROUP BY q.question, e.day`,
  values: (surveyId: string, snapshot: SQL, questions: (column: SQL) => SQL) =>
    sql`SELECT v.question, t.day, v.value, count(*)::int AS answers
          FROM ${changedSince(surveyId, snapshot)} t
          JOIN survey_answer_values v ON v.response_id = t.id AND v.survey_id = ${surveyId}::uuid AND ${questions(sql`v.question`)} AND v.value IS NOT NULL
         GROUP BY v.question, t.day, v.value
        UNION ALL
        SELECT q.question, e.day, q.value, -count(*)::int
          FROM ${wereAnswers(surveyId, snapshot)}
         WHERE e.day IS NOT NULL AND ${questions(sql`q.question`)} AND q.value IS NOT NULL
         GROUP BY q.question, e.day, q.value`,
  /**
   * Each response's answers to both (a list: each of its values; a `number` second: its number as text), NULL for one
   * it did not answer.
   */
  pairs: (surveyId: string, snapshot: SQL, first: string, second: string, number = false) => {
    const answersTo = (name: string, asNumber = false) =>
      asNumber
        ? sql`(SELECT v.number::text AS value FROM survey_answer_values v
            WHERE v.response_id = t.id AND v.survey_id = ${surveyId}::uuid AND v.question = ${name}::text AND v.number IS NOT NULL)`
        : sql`(SELECT v.value FROM survey_answer_values v
            WHERE v.response_id = t.id AND v.survey_id = ${surveyId}::uuid AND v.question = ${name}::text AND v.value IS NOT NULL)`;
    const answeredTo = (name: string, asNumber = false) =>
      asNumber
        ? sql`(SELECT q.number::text AS value FROM unnest(e.questions, e.numbers) AS q(question, number)
            WHERE q.question = ${name}::text AND q.number IS NOT NULL)`
        : sql`(SELECT q.value FROM unnest(e.questions, e.answer_values) AS q(question, value)
            WHERE q.question = ${name}::text AND q.value IS NOT NULL)`;
    return sql`SELECT t.day, a.value AS first_value, b.value AS second_value, count(*)::int AS answers
          FROM ${changedSince(surveyId, snapshot)} t
          LEFT JOIN LATERAL ${answersTo(first)} a ON true
          LEFT JOIN LATERAL ${answersTo(second, number)} b ON true
         GROUP BY t.day, a.value, b.value
        UNION ALL
        SELECT e.day, a.value, b.value, -count(*)::int
          FROM ${editedSince(surveyId, snapshot)} e
          LEFT JOIN LATERAL ${answeredTo(first)} a ON true
          LEFT JOIN LATERAL ${answeredTo(second, number)} b ON true
         WHERE e.day IS NOT NULL
         GROUP BY e.day, a.value, b.value`;
  },
};

/**
 * What a chart reads of the rollup, with what the responses changed since its snapshot change in it (rollupFresh
 * tells when that is the answers' numbers). A day may have several rows (kept, added, taken away): readers sum them,
 * and keep a group only when its count is above 0.
 */
export const rolledRows = {
  /** (day, responses) */
  days: (surveyId: string) =>
    sql`(SELECT d.day, d.responses FROM survey_rollup_days d WHERE d.survey_id = ${surveyId}::uuid
         UNION ALL ${changed.days(surveyId, keptSnapshot(surveyId))})`,
  /** (day, responses, number_sum, number_count, number_min, number_max): the question's responses and numbers. */
  questionDays: (surveyId: string, question: string) =>
    sql`(SELECT w.day, w.responses, w.number_sum, w.number_count, w.number_min, w.number_max FROM survey_rollup_answers w
          WHERE w.survey_id = ${surveyId}::uuid AND w.question = ${question}::text AND w.value IS NULL
         UNION ALL
         SELECT n.day, n.responses, n.number_sum, n.number_count, n.number_min, n.number_max
           FROM (${changed.questionDays(surveyId, keptSnapshot(surveyId), (column) => sql`${column} = ${question}::text`)}) n)`,
  /** (day, value, answers): the question's answers per value. */
  values: (surveyId: string, question: string) =>
    sql`(SELECT qa.day, qa.value, qa.answers FROM survey_rollup_answers qa
          WHERE qa.survey_id = ${surveyId}::uuid AND qa.question = ${question}::text AND qa.value IS NOT NULL
         UNION ALL
         SELECT n.day, n.value, n.answers
           FROM (${changed.values(surveyId, keptSnapshot(surveyId), (column) => sql`${column} = ${question}::text`)}) n)`,
  /** (day, first_value, second_value, answers); `number`: the second is a number question (its numbers as text). */
  pairs: (surveyId: string, first: string, second: string, number = false) =>
    sql`(SELECT p.day, p.first_value, p.second_value, p.answers FROM survey_rollup_pairs p
          WHERE p.survey_id = ${surveyId}::uuid AND p.first = ${first}::text AND p.second = ${second}::text
         UNION ALL ${changed.pairs(surveyId, keptSnapshot(surveyId), first, second, number)})`,
};

/**
 * Logs a submitted response as it is, before a change (an edit, a delete, a draft's submission: call it first, in the
 * changing transaction), when its form has a rollup: readers and the next build take it out as it was and add it as
 * it is (`changed`) instead of reading every answer again. Marks the form's changes in this transaction as logged, so
 * the edits stamp leaves them out (migration 0054); without a rollup nothing is logged, and the stamp moves.
 */
export async function logResponseChange(tx: DbOrTx, tenantId: string, responseId: string) {
  const inOrder = sql`ORDER BY v.question, v.value, v.number`;
  await tx.execute(sql`
    WITH logged AS (
      INSERT INTO survey_rollup_edits (survey_id, response_id, response_arrival, day, questions, answer_values, numbers)
      SELECT r.survey_id, r.id, r.arrival, CASE WHEN NOT r.is_draft THEN r.submitted_at::date END,
             coalesce(array_agg(v.question ${inOrder}) FILTER (WHERE v.question IS NOT NULL), '{}'),
             coalesce(array_agg(v.value ${inOrder}) FILTER (WHERE v.question IS NOT NULL), '{}'),
             coalesce(array_agg(v.number ${inOrder}) FILTER (WHERE v.question IS NOT NULL), '{}')
        FROM survey_responses r LEFT JOIN survey_answer_values v ON v.response_id = r.id
       WHERE r.tenant_id = ${tenantId}::uuid AND r.id = ${responseId}::uuid
         AND EXISTS (SELECT 1 FROM survey_rollups ru WHERE ru.survey_id = r.survey_id)
       GROUP BY r.id
      RETURNING survey_id)
    SELECT set_config('oversight_rollup_logged.f' || md5(logged.survey_id::text), '1', true) FROM logged`);
}

/**
 * A pair of questions a chart counts together, as survey_rollups.pairs holds it; `number`: the second is a number
 * question, its numbers counted (a distinct key: if the question's kind changes, the pair held is not the one asked).
 */
export const pairKey = (first: string, second: string, number = false) =>
  `${first}\n${second}${number ? '\nnumber' : ''}`;
const pairOf = (key: string) => {
  const [first, second, kind] = key.split('\n') as [string, string, string | undefined];
  return { first, second, number: kind === 'number' };
};
/** The most pairs a form's rollup keeps (each costs about one chart's reading of the answers per build). */
const PAIRS_MAX = 12;

/**
 * True while the form's rollup and the responses changed since its snapshot give the answers' numbers (every change
 * since was a new submission, or logged: the kept edits stamp is the form's), and it holds what the chart reads:
 * per-value rows for `byValue` (a value or list question it groups by) as that kind, the pair it counts, and for
 * `extremes` (a least or greatest) no logged change since. No variables, so PostgreSQL tests it once, before running
 * either way.
 */
export function rollupFresh(
  surveyId: string,
  holds: { byValue?: RolledQuestion; pair?: string; extremes?: boolean } = {},
): SQL {
  const { byValue, pair, extremes } = holds;
  const conditions = [
    ...(byValue
      ? [
          byValue.kind === 'list'
            ? sql`${byValue.name}::text = ANY(ru.list_questions)`
            : sql`${byValue.name}::text = ANY(ru.value_questions)`,
        ]
      : []),
    ...(pair ? [sql`${pair}::text = ANY(ru.pairs)`] : []),
    // Least and greatest: only while no response it saw has changed (`changed`), and they are known.
    ...(extremes
      ? [
          sql`NOT ru.extremes_stale`,
          sql`NOT EXISTS (SELECT 1 FROM ${editedSince(surveyId, sql`ru.snapshot::pg_snapshot`)} x)`,
        ]
      : []),
  ];
  return sql`EXISTS (SELECT 1 FROM survey_rollups ru WHERE ru.survey_id = ${surveyId}::uuid AND ru.snapshot IS NOT NULL AND ru.edits = ${currentEdits(surveyId)}${sql.join(
    conditions.map((condition) => sql` AND ${condition}`),
  )})`;
}

/** True when the rollup holds every response (built at the form's data stamp now) and the pairs. */
export const rollupCurrent = (surveyId: string, pairs: readonly string[]) =>
  sql`EXISTS (SELECT 1 FROM survey_rollups ru WHERE ru.survey_id = ${surveyId}::uuid AND ru.snapshot IS NOT NULL
        AND ru.stamp = ${currentStamp(surveyId)} AND ${sql.param([...pairs])}::text[] <@ ru.pairs)`;

/**
 * Brings the form's rollup up to date in one repeatable-read snapshot. While every change since its snapshot was a
 * new submission or logged (the edits stamp unmoved), it holds the questions and pairs asked for, and least and
 * greatest values are known where a chart asks for them, only what changed is added (`changed`: milliseconds).
 * Otherwise it is built afresh: the days, each question's day and each value's, the pairs charts asked for (`wanted`,
 * then those it held, up to PAIRS_MAX). Either way it keeps the stamps and snapshot it read them at, and drops the
 * logged changes that snapshot saw. Another process building the same form meanwhile: this one does nothing (false).
 * Answers how.
 */
export async function buildFormRollup(
  db: Database,
  surveyId: string,
  questions: readonly RolledQuestion[],
  wanted: readonly string[] = [],
  /** `extremes`: a chart reads least or greatest values, which a build that only adds may leave unknown. */
  options: { extremes?: boolean } = {},
): Promise<false | 'added' | 'built'> {
  const started = performance.now();
  const namesOf = (kinds: RolledQuestion['kind'][]) =>
    questions.filter((question) => kinds.includes(question.kind)).map((question) => question.name);
  const names = (kinds: RolledQuestion['kind'][]) => sql.param(namesOf(kinds));
  const numbers = new Set(namesOf(['number']));
  const submittedDays = sql`(SELECT sr.id, sr.submitted_at::date AS day FROM survey_responses sr
    WHERE sr.survey_id = ${surveyId}::uuid AND NOT sr.is_draft)`;
  return db.transaction(
    async (tx) => {
      const [lock] = (
        await tx.execute<{ locked: boolean }>(
          sql`SELECT pg_try_advisory_xact_lock(hashtext(${`form-rollup:${surveyId}`})) AS locked`,
        )
      ).rows;
      if (!lock?.locked) return false;
      await tx.execute(sql`SET LOCAL jit = off`);
      await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
      const [held] = (
        await tx.execute<{
          pairs: string[];
          value_questions: string[];
          list_questions: string[];
          snapshot: string | null;
          unedited: boolean;
          extremes_stale: boolean;
        }>(
          sql`SELECT pairs, value_questions, list_questions, snapshot, extremes_stale, edits = ${currentEdits(surveyId)} AS unedited
                FROM survey_rollups WHERE survey_id = ${surveyId}::uuid`,
        )
      ).rows;
      const sameNames = (kept: string[], given: string[]) =>
        kept.length === given.length && [...kept].sort().join('\n') === [...given].sort().join('\n');
      // The changes this snapshot saw are in the rows now: their log goes.
      const done = async (how: 'added' | 'built') => {
        await tx.execute(sql`
          DELETE FROM survey_rollup_edits WHERE survey_id = ${surveyId}::uuid AND pg_visible_in_snapshot(edit, pg_current_snapshot())`);
        await tx.execute(sql`
          UPDATE survey_rollups SET stamp = ${currentStamp(surveyId)}, edits = ${currentEdits(surveyId)},
                 snapshot = pg_current_snapshot()::text, built_at = now(), build_ms = ${Math.round(performance.now() - started)}
           WHERE survey_id = ${surveyId}::uuid`);
        return how;
      };

      // Every change since was a new submission or logged, the same questions, the pairs asked for, and least and
      // greatest known where asked for: what changed is added.
      if (
        held?.snapshot &&
        held.unedited &&
        sameNames(held.value_questions, namesOf(['value'])) &&
        sameNames(held.list_questions, namesOf(['list'])) &&
        wanted.every((pair) => held.pairs.includes(pair)) &&
        !(options.extremes && held.extremes_stale)
      ) {
        const kept = sql`${held.snapshot}::pg_snapshot`;
        const valueQuestions = (column: SQL) => sql`${column} = ANY(${names(['value', 'list'])}::text[])`;
        // Sums as the column holds them: NULL while nothing is summed.
        const plus = (table: string, column: string) => {
          const was = sql`${sql.identifier(table)}.${sql.identifier(column)}`;
          const more = sql`excluded.${sql.identifier(column)}`;
          return sql`${sql.identifier(column)} = CASE WHEN ${was} IS NULL AND ${more} IS NULL THEN NULL ELSE coalesce(${was}, 0) + coalesce(${more}, 0) END`;
        };
        await tx.execute(sql`
          INSERT INTO survey_rollup_days AS d (survey_id, day, responses)
          SELECT ${surveyId}::uuid, n.day, sum(n.responses) FROM (${changed.days(surveyId, kept)}) n GROUP BY n.day
          ON CONFLICT (survey_id, day) DO UPDATE SET responses = d.responses + excluded.responses`);
        await tx.execute(sql`
          INSERT INTO survey_rollup_answers AS a (survey_id, question, day, value, answers, responses, number_sum, number_count, number_min, number_max)
          SELECT ${surveyId}::uuid, n.question, n.day, n.value, sum(n.answers), NULL::int, NULL::numeric, NULL::int, NULL::numeric, NULL::numeric
            FROM (${changed.values(surveyId, kept, valueQuestions)}) n GROUP BY n.question, n.day, n.value
          UNION ALL
          SELECT ${surveyId}::uuid, n.question, n.day, NULL, sum(n.answers), sum(n.responses), sum(n.number_sum), sum(n.number_count),
                 min(n.number_min), max(n.number_max)
            FROM (${changed.questionDays(surveyId, kept, () => sql`true`)}) n GROUP BY n.question, n.day
          ON CONFLICT ON CONSTRAINT survey_rollup_answers_key DO UPDATE SET answers = a.answers + excluded.answers,
            ${plus('a', 'responses')}, ${plus('a', 'number_sum')}, ${plus('a', 'number_count')},
            number_min = least(a.number_min, excluded.number_min), number_max = greatest(a.number_max, excluded.number_max)`);
        for (const pair of held.pairs) {
          const { first, second, number } = pairOf(pair);
          await tx.execute(sql`
            INSERT INTO survey_rollup_pairs AS p (survey_id, first, second, day, first_value, second_value, answers)
            SELECT ${surveyId}::uuid, ${first}::text, ${second}::text, n.day, n.first_value, n.second_value, sum(n.answers)
              FROM (${changed.pairs(surveyId, kept, first, second, number)}) n GROUP BY n.day, n.first_value, n.second_value
            ON CONFLICT ON CONSTRAINT survey_rollup_pairs_key DO UPDATE SET answers = p.answers + excluded.answers`);
        }
        // Rows a change emptied go. A number taken away that was its day's least or greatest leaves them unknown
        // until the next whole build (charts of them read the answers meanwhile): reading them again from the answers
        // of that day costs as much as reading every answer of a form answered in one day.
        const [edits] = (
          await tx.execute<{ any: boolean }>(
            sql`SELECT EXISTS (SELECT 1 FROM ${editedSince(surveyId, kept)} e) AS any`,
          )
        ).rows;
        if (edits?.any) {
          await tx.execute(sql`
            UPDATE survey_rollups SET extremes_stale = true
             WHERE survey_id = ${surveyId}::uuid AND EXISTS (
               SELECT 1 FROM ${wereAnswers(surveyId, kept)}
                 JOIN survey_rollup_answers w ON w.survey_id = ${surveyId}::uuid AND w.question = q.question
                      AND w.day = e.day AND w.value IS NULL
                WHERE e.day IS NOT NULL AND (q.number <= w.number_min OR q.number >= w.number_max))`);
          const emptied = sql`day IN (SELECT e.day FROM ${editedSince(surveyId, kept)} e WHERE e.day IS NOT NULL)`;
          await tx.execute(
            sql`DELETE FROM survey_rollup_days WHERE survey_id = ${surveyId}::uuid AND responses <= 0 AND ${emptied}`,
          );
          await tx.execute(
            sql`DELETE FROM survey_rollup_answers WHERE survey_id = ${surveyId}::uuid AND answers <= 0 AND ${emptied}`,
          );
          await tx.execute(
            sql`DELETE FROM survey_rollup_pairs WHERE survey_id = ${surveyId}::uuid AND answers <= 0 AND ${emptied}`,
          );
        }
        return done('added');
      }

      const grouped = new Set(namesOf(['value', 'list']));
      // A pair groups by its first question; its second is another such question or a number question.
      const pairs = [...new Set([...wanted, ...(held?.pairs ?? [])])]
        .filter((pair) => {
          const { first, second, number } = pairOf(pair);
          return grouped.has(first) && (number ? numbers.has(second) : grouped.has(second));
        })
        .slice(0, PAIRS_MAX);
      await tx.execute(sql`DELETE FROM survey_rollup_days WHERE survey_id = ${surveyId}::uuid`);
      await tx.execute(sql`DELETE FROM survey_rollup_answers WHERE survey_id = ${surveyId}::uuid`);
      await tx.execute(sql`DELETE FROM survey_rollup_pairs WHERE survey_id = ${surveyId}::uuid`);
      // Each response's answers to both (a list: each of its values; a number its number), NULL for one not answered.
      const answersTo = (name: string, asNumber = false) =>
        asNumber
          ? sql`(SELECT v.response_id, v.number::text AS value FROM survey_answer_values v
              WHERE v.survey_id = ${surveyId}::uuid AND v.question = ${name}::text AND v.number IS NOT NULL ORDER BY v.response_id OFFSET 0)`
          : sql`(SELECT v.response_id, v.value FROM survey_answer_values v
              WHERE v.survey_id = ${surveyId}::uuid AND v.question = ${name}::text AND v.value IS NOT NULL ORDER BY v.response_id OFFSET 0)`;
      for (const pair of pairs) {
        const { first, second, number } = pairOf(pair);
        await tx.execute(sql`
          INSERT INTO survey_rollup_pairs (survey_id, first, second, day, first_value, second_value, answers)
          SELECT ${surveyId}::uuid, ${first}::text, ${second}::text, d.day, a.value, b.value, count(*)
            FROM ${submittedDays} d
            LEFT JOIN ${answersTo(first)} a ON a.response_id = d.id
            LEFT JOIN ${answersTo(second, number)} b ON b.response_id = d.id
           GROUP BY d.day, a.value, b.value`);
      }
      await tx.execute(sql`
        INSERT INTO survey_rollup_days (survey_id, day, responses)
        SELECT ${surveyId}::uuid, d.day, count(*) FROM ${submittedDays} d GROUP BY d.day`);
      // Each value's answers (value and list questions), and every question's day: its answers and its numbers.
      await tx.execute(sql`
        INSERT INTO survey_rollup_answers (survey_id, question, day, value, answers, number_sum, number_count, number_min, number_max)
        SELECT ${surveyId}::uuid, v.question, d.day, v.value, count(*), NULL, NULL, NULL, NULL
          FROM survey_answer_values v JOIN ${submittedDays} d ON d.id = v.response_id
         WHERE v.survey_id = ${surveyId}::uuid AND v.question = ANY(${names(['value', 'list'])}::text[]) AND v.value IS NOT NULL
         GROUP BY v.question, d.day, v.value
        UNION ALL
        SELECT ${surveyId}::uuid, v.question, d.day, NULL, count(*), sum(v.number), count(v.number), min(v.number), max(v.number)
          FROM survey_answer_values v JOIN ${submittedDays} d ON d.id = v.response_id
         WHERE v.survey_id = ${surveyId}::uuid
         GROUP BY v.question, d.day`);
      // The responses that answered: a single value is one answer each (answer-index.ts); a list's are counted apart.
      await tx.execute(sql`
        UPDATE survey_rollup_answers ra SET responses = ra.answers
         WHERE ra.survey_id = ${surveyId}::uuid AND ra.value IS NULL AND NOT ra.question = ANY(${names(['list'])}::text[])`);
      await tx.execute(sql`
        UPDATE survey_rollup_answers ra SET responses = l.responses
          FROM (SELECT a.question, d.day, count(*)::int AS responses
                  FROM (SELECT v.question, v.response_id FROM survey_answer_values v
                         WHERE v.survey_id = ${surveyId}::uuid AND v.question = ANY(${names(['list'])}::text[])
                         GROUP BY v.question, v.response_id) a
                  JOIN ${submittedDays} d ON d.id = a.response_id
                 GROUP BY a.question, d.day) l
         WHERE ra.survey_id = ${surveyId}::uuid AND ra.value IS NULL AND ra.question = l.question AND ra.day = l.day`);
      await tx.execute(sql`
        INSERT INTO survey_rollups (survey_id, stamp, value_questions, list_questions, pairs, build_ms)
        VALUES (${surveyId}::uuid, 0, ${names(['value'])}::text[], ${names(['list'])}::text[], ${sql.param(pairs)}::text[], 0)
        ON CONFLICT (survey_id) DO UPDATE SET value_questions = excluded.value_questions,
          list_questions = excluded.list_questions, pairs = excluded.pairs, extremes_stale = false`);
      return done('built');
    },
    { isolationLevel: 'repeatable read' },
  );
}

type BuildState = {
  running: boolean;
  checkedAt: number;
  /** When the last build here ended, and the last one that built every row (and how long that took). */
  endedAt: number;
  wholeEndedAt: number;
  wholeMs: number;
  /** The pairs charts asked for lately, and those the last build here was asked for. */
  pairs: Set<string>;
  built: Set<string>;
  /** When a chart of least or greatest values last asked. */
  extremesAskedAt: number;
};
/** A chart of least or greatest values asked within this long makes builds keep them known. */
const EXTREMES_ASKED_MS = 10 * 60_000;
const builds = new WeakMap<object, Map<string, BuildState>>();

/**
 * After a chart of the form was computed: brings its rollup up to date in the background when it misses responses,
 * at most one build per form at a time in this process. New responses are added not sooner than BUILD_GAP_MS after
 * the last build; after an edit or a delete, every row is built again not sooner than BUILD_GAP_MS or ten times the
 * last such build's length after it (a form edited all day is rebuilt now and then, not on every edit). Never inside
 * a transaction. A failed build is dropped (as a failed run computed ahead in chart-cache.ts): the rollup stays old,
 * and charts read the answers, the same numbers more slowly.
 */
export function buildRollupSoon(
  db: DbOrTx,
  surveyId: string,
  questions: readonly RolledQuestion[],
  pairs: readonly string[] = [],
  /** A chart computed read least or greatest values. */
  extremes = false,
) {
  // Built in the background like the answers computed ahead (chart-cache.ts): off with them (the API tests build by hand).
  if (!formRollupsOn() || process.env.DASHBOARD_REFRESH_AHEAD === 'off' || 'rollback' in db) return;
  let forms = builds.get(db);
  if (!forms) builds.set(db, (forms = new Map<string, BuildState>()));
  const state = forms.get(surveyId) ?? {
    running: false,
    checkedAt: 0,
    endedAt: 0,
    wholeEndedAt: 0,
    wholeMs: 0,
    pairs: new Set<string>(),
    built: new Set<string>(),
    extremesAskedAt: 0,
  };
  forms.set(surveyId, state);
  if (extremes) state.extremesAskedAt = Date.now();
  // The pairs charts asked for lately, newest last (the build keeps the newest when there are too many).
  for (const pair of pairs) {
    state.pairs.delete(pair);
    state.pairs.add(pair);
  }
  while (state.pairs.size > PAIRS_MAX) state.pairs.delete(state.pairs.values().next().value!);
  const now = Date.now();
  if (state.running || now - state.checkedAt < 1000 || now - state.endedAt < BUILD_GAP_MS) return;
  // A pair asked for the first time is added soon, though it takes a whole build.
  const newPair = [...state.pairs].some((pair) => !state.built.has(pair));
  state.checkedAt = now;
  state.running = true;
  // Not a transaction (above): the database itself.
  const root = db;
  void (async () => {
    try {
      const wanted = [...state.pairs].reverse();
      const wantsExtremes = Date.now() - state.extremesAskedAt < EXTREMES_ASKED_MS;
      const [held] = (
        await root.execute<{ current: boolean; edited: boolean; stale: boolean }>(
          sql`SELECT ${rollupCurrent(surveyId, wanted)} AS current, NOT ${rollupFresh(surveyId)} AS edited,
                     coalesce((SELECT ru.extremes_stale FROM survey_rollups ru WHERE ru.survey_id = ${surveyId}::uuid), false) AS stale`,
        )
      ).rows;
      const whole = !!held?.edited || (wantsExtremes && !!held?.stale);
      // Every response in it, with every pair asked for (built by another process, say), as charts need: nothing to do.
      if (held?.current && !whole) return;
      const wholeGap = newPair ? BUILD_GAP_MS : Math.max(BUILD_GAP_MS, 10 * state.wholeMs);
      if (whole && Date.now() - state.wholeEndedAt < wholeGap) return;
      const started = performance.now();
      const how = await buildFormRollup(root, surveyId, questions, wanted, { extremes: wantsExtremes });
      if (how) {
        state.endedAt = Date.now();
        state.built = new Set(wanted);
      }
      if (how === 'built') {
        state.wholeEndedAt = state.endedAt;
        state.wholeMs = performance.now() - started;
      }
    } catch {
      state.endedAt = Date.now();
    } finally {
      state.running = false;
    }
  })();
}
