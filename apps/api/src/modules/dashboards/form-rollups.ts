import { sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';

/**
 * A form's answers summed per submission day (survey_rollup_days, survey_rollup_answers, survey_rollup_pairs): a
 * dashboard chart of one question, or of none, by the day or month, counted or measured by a number, or of two
 * questions counted together, reads these few rows instead of joining every response to its answers (chart-query.ts
 * `rolledChart`). Per question and day: the responses that answered and the numbers' sum, count, least and greatest;
 * per value of a choice, list, yes/no or place question: its answers; per pair of values of the pairs charts asked
 * for: the responses' answers to both. 100,000 responses of 40 questions: 4-6 s to build, a few hundred rows a day.
 *
 * Exact by construction: a build reads the answers and the form's data stamp (the sum of its dashboard_data_changes
 * weights, which every write to its responses or answers adds to: chart-cache.ts) in one snapshot and keeps that
 * stamp. A chart's statement carries both ways, each behind a one-time test of `rollupFresh`: the rows are read while
 * the kept stamp is still the form's, in the statement's own snapshot; after any write the answers are read, until
 * the next build (started by the next chart computed on the form, at most once per BUILD_GAP_MS or 10x the last
 * build's length).
 */

/** A question as the rollup sums it: a value question gets a row per answered value; a list also counts responses. */
export type RolledQuestion = { name: string; kind: 'value' | 'list' | 'number' };

/** DASHBOARD_FORM_ROLLUPS=off: charts read the answers only, and no rollup is built (to measure them). */
export const formRollupsOn = () => process.env.DASHBOARD_FORM_ROLLUPS !== 'off';

const BUILD_GAP_MS = 5000;

/** The form's data stamp now (as chart-cache.ts reads it: a missing key is 0). */
const currentStamp = (surveyId: string) =>
  sql`(SELECT coalesce(sum(c.weight), 0) FROM dashboard_data_changes c WHERE c.key = ${`form:${surveyId}`})`;

/** A pair of questions a chart counts together, as survey_rollups.pairs holds it. */
export const pairKey = (first: string, second: string) => `${first}\n${second}`;
/** The most pairs a form's rollup keeps (each costs about one chart's reading of the answers per build). */
const PAIRS_MAX = 12;

/**
 * True while the form's rollup was built at its current data stamp, and holds what the chart reads: per-value rows
 * for `byValue` (a value or list question it groups by) as that kind, or the pair it counts. No variables, so
 * PostgreSQL tests it once, before running either way.
 */
export function rollupFresh(surveyId: string, holds: { byValue?: RolledQuestion; pair?: string } = {}): SQL {
  const { byValue, pair } = holds;
  const conditions = [
    ...(byValue
      ? [
          byValue.kind === 'list'
            ? sql`${byValue.name}::text = ANY(ru.list_questions)`
            : sql`${byValue.name}::text = ANY(ru.value_questions)`,
        ]
      : []),
    ...(pair ? [sql`${pair}::text = ANY(ru.pairs)`] : []),
  ];
  return sql`EXISTS (SELECT 1 FROM survey_rollups ru WHERE ru.survey_id = ${surveyId}::uuid AND ru.stamp = ${currentStamp(surveyId)}${sql.join(
    conditions.map((condition) => sql` AND ${condition}`),
  )})`;
}

/**
 * Builds the form's rollup afresh in one repeatable-read snapshot: the days, each question's day and each value's,
 * the pairs charts asked for (`wanted`, then those it held, up to PAIRS_MAX), and the stamp they were read at.
 * Another process building the same form meanwhile: this one does nothing (false).
 */
export async function buildFormRollup(
  db: Database,
  surveyId: string,
  questions: readonly RolledQuestion[],
  wanted: readonly string[] = [],
): Promise<boolean> {
  const started = performance.now();
  const names = (kinds: RolledQuestion['kind'][]) =>
    sql.param(questions.filter((question) => kinds.includes(question.kind)).map((question) => question.name));
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
      const held = (
        await tx.execute<{ pairs: string[] }>(
          sql`SELECT pairs FROM survey_rollups WHERE survey_id = ${surveyId}::uuid`,
        )
      ).rows[0]?.pairs;
      const grouped = new Set(
        questions.filter((question) => question.kind !== 'number').map((question) => question.name),
      );
      const pairs = [...new Set([...wanted, ...(held ?? [])])]
        .filter((pair) => pair.split('\n').every((name) => grouped.has(name)))
        .slice(0, PAIRS_MAX);
      await tx.execute(sql`DELETE FROM survey_rollup_days WHERE survey_id = ${surveyId}::uuid`);
      await tx.execute(sql`DELETE FROM survey_rollup_answers WHERE survey_id = ${surveyId}::uuid`);
      await tx.execute(sql`DELETE FROM survey_rollup_pairs WHERE survey_id = ${surveyId}::uuid`);
      // Each response's answers to both (a list: each of its values), NULL for one it did not answer.
      const answersTo = (name: string) =>
        sql`(SELECT v.response_id, v.value FROM survey_answer_values v
              WHERE v.survey_id = ${surveyId}::uuid AND v.question = ${name}::text AND v.value IS NOT NULL ORDER BY v.response_id OFFSET 0)`;
      for (const pair of pairs) {
        const [first, second] = pair.split('\n') as [string, string];
        await tx.execute(sql`
          INSERT INTO survey_rollup_pairs (survey_id, first, second, day, first_value, second_value, answers)
          SELECT ${surveyId}::uuid, ${first}::text, ${second}::text, d.day, a.value, b.value, count(*)
            FROM ${submittedDays} d
            LEFT JOIN ${answersTo(first)} a ON a.response_id = d.id
            LEFT JOIN ${answersTo(second)} b ON b.response_id = d.id
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
        INSERT INTO survey_rollups (survey_id, stamp, value_questions, list_questions, pairs, built_at, build_ms)
        VALUES (${surveyId}::uuid, ${currentStamp(surveyId)}, ${names(['value'])}::text[], ${names(['list'])}::text[],
                ${sql.param(pairs)}::text[], now(), ${Math.round(performance.now() - started)})
        ON CONFLICT (survey_id) DO UPDATE SET stamp = excluded.stamp, value_questions = excluded.value_questions,
          list_questions = excluded.list_questions, pairs = excluded.pairs, built_at = excluded.built_at,
          build_ms = excluded.build_ms`);
      return true;
    },
    { isolationLevel: 'repeatable read' },
  );
}

type BuildState = {
  running: boolean;
  checkedAt: number;
  endedAt: number;
  lastMs: number;
  /** The pairs charts asked for lately, and those the last build here was asked for. */
  pairs: Set<string>;
  built: Set<string>;
};
const builds = new WeakMap<object, Map<string, BuildState>>();

/**
 * After a chart of the form was computed from its answers: builds the rollup in the background when it is missing or
 * older than the form's data, at most one build per form at a time in this process, and not sooner than BUILD_GAP_MS
 * or ten times the last build's length after it ended (a form answered all day is rebuilt now and then, not on every
 * answer). Never inside a transaction. A failed build is dropped (as a failed run computed ahead in chart-cache.ts):
 * the rollup stays old, and charts read the answers, the same numbers more slowly.
 */
export function buildRollupSoon(
  db: DbOrTx,
  surveyId: string,
  questions: readonly RolledQuestion[],
  pairs: readonly string[] = [],
) {
  // Built in the background like the answers computed ahead (chart-cache.ts): off with them (the API tests build by hand).
  if (!formRollupsOn() || process.env.DASHBOARD_REFRESH_AHEAD === 'off' || 'rollback' in db) return;
  let forms = builds.get(db);
  if (!forms) builds.set(db, (forms = new Map<string, BuildState>()));
  const state = forms.get(surveyId) ?? {
    running: false,
    checkedAt: 0,
    endedAt: 0,
    lastMs: 0,
    pairs: new Set<string>(),
    built: new Set<string>(),
  };
  forms.set(surveyId, state);
  // The pairs charts asked for lately, newest last (the build keeps the newest when there are too many).
  for (const pair of pairs) {
    state.pairs.delete(pair);
    state.pairs.add(pair);
  }
  while (state.pairs.size > PAIRS_MAX) state.pairs.delete(state.pairs.values().next().value!);
  const now = Date.now();
  if (state.running || now - state.checkedAt < 1000) return;
  // A pair asked for the first time is added soon; a form whose answers keep changing is rebuilt now and then.
  const newPair = [...state.pairs].some((pair) => !state.built.has(pair));
  if (now - state.endedAt < (newPair ? BUILD_GAP_MS : Math.max(BUILD_GAP_MS, 10 * state.lastMs))) return;
  state.checkedAt = now;
  state.running = true;
  // Not a transaction (above): the database itself.
  const root = db;
  void (async () => {
    try {
      const wanted = [...state.pairs].reverse();
      const holding = wanted.map((pair) => rollupFresh(surveyId, { pair }));
      // Fresh with every pair asked for (built by another process, say): nothing to do.
      const [fresh] = (
        await root.execute<{ fresh: boolean }>(
          sql`SELECT ${sql.join([rollupFresh(surveyId), ...holding], sql` AND `)} AS fresh`,
        )
      ).rows;
      if (fresh?.fresh) return;
      const started = performance.now();
      if (await buildFormRollup(root, surveyId, questions, wanted)) {
        state.endedAt = Date.now();
        state.lastMs = performance.now() - started;
        state.built = new Set(wanted);
      }
    } catch {
      state.endedAt = Date.now();
    } finally {
      state.running = false;
    }
  })();
}
