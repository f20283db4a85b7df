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
 * Exact by construction: a build reads the answers, the form's edits stamp (updates and deletes of its submitted
 * responses and answers, migration 0054) and its snapshot in one repeatable-read transaction, and keeps both. A
 * chart's statement carries both ways, each behind a one-time test of `rollupFresh`: while the kept edits stamp is
 * still the form's, the rows are read together with those of the responses submitted since (those whose insert the
 * kept snapshot did not see: a few, read by the `arrival` index), in the statement's own snapshot; after an edit or
 * a delete the answers are read, until the next build. A chart computed on the form starts the next build (at most
 * once per BUILD_GAP_MS or 10x the last build's length): while nothing was edited, it only adds the new responses'
 * rows (milliseconds); otherwise it builds every row again.
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
 * The form's submitted responses (id, submission day) whose insert `snapshot` did not see: `arrival` is the inserting
 * transaction's id, indexed per form from the oldest transaction the snapshot saw running, so only the last few are
 * read (as the kept cross-tabs of form-results.repository.ts do). OFFSET 0: read first, then joined.
 */
const arrivedSince = (surveyId: string, snapshot: SQL) =>
  sql`(SELECT r.id, r.submitted_at::date AS day FROM survey_responses r
        WHERE r.survey_id = ${surveyId}::uuid AND NOT r.is_draft AND r.arrival IS NOT NULL
          AND r.arrival >= pg_snapshot_xmin(${snapshot}) AND NOT pg_visible_in_snapshot(r.arrival, ${snapshot}) OFFSET 0)`;

/** The rows new responses add, in the rollup tables' shapes (a build adds them; readers add them to the kept ones). */
const added = {
  days: (surveyId: string, snapshot: SQL) =>
    sql`SELECT t.day, count(*)::int AS responses FROM ${arrivedSince(surveyId, snapshot)} t GROUP BY t.day`,
  /** Per question (those `questions` keeps) and day: its answers and responses, and its numbers. */
  questionDays: (surveyId: string, snapshot: SQL, questions: SQL) =>
    sql`SELECT v.question, t.day, count(*)::int AS answers, count(DISTINCT t.id)::int AS responses, sum(v.number) AS number_sum,
               count(v.number)::int AS number_count, min(v.number) AS number_min, max(v.number) AS number_max
          FROM ${arrivedSince(surveyId, snapshot)} t
          JOIN survey_answer_values v ON v.response_id = t.id AND v.survey_id = ${surveyId}::uuid AND ${questions}
         GROUP BY v.question, t.day`,
  values: (surveyId: string, snapshot: SQL, questions: SQL) =>
    sql`SELECT v.question, t.day, v.value, count(*)::int AS answers
          FROM ${arrivedSince(surveyId, snapshot)} t
          JOIN survey_answer_values v ON v.response_id = t.id AND v.survey_id = ${surveyId}::uuid AND ${questions} AND v.value IS NOT NULL
         GROUP BY v.question, t.day, v.value`,
  /** Each response's answers to both (a list: each of its values), NULL for one it did not answer. */
  pairs: (surveyId: string, snapshot: SQL, first: string, second: string) => {
    const answersTo = (name: string) =>
      sql`(SELECT v.value FROM survey_answer_values v
            WHERE v.response_id = t.id AND v.survey_id = ${surveyId}::uuid AND v.question = ${name}::text AND v.value IS NOT NULL)`;
    return sql`SELECT t.day, a.value AS first_value, b.value AS second_value, count(*)::int AS answers
          FROM ${arrivedSince(surveyId, snapshot)} t
          LEFT JOIN LATERAL ${answersTo(first)} a ON true
          LEFT JOIN LATERAL ${answersTo(second)} b ON true
         GROUP BY t.day, a.value, b.value`;
  },
};

/**
 * What a chart reads of the rollup, with the rows of the responses submitted since its snapshot (rollupFresh tells
 * when that is the answers' numbers). A day may have two rows (kept and new): readers sum them.
 */
export const rolledRows = {
  /** (day, responses) */
  days: (surveyId: string) =>
    sql`(SELECT d.day, d.responses FROM survey_rollup_days d WHERE d.survey_id = ${surveyId}::uuid
         UNION ALL ${added.days(surveyId, keptSnapshot(surveyId))})`,
  /** (day, responses, number_sum, number_count, number_min, number_max): the question's responses and numbers. */
  questionDays: (surveyId: string, question: string) =>
    sql`(SELECT w.day, w.responses, w.number_sum, w.number_count, w.number_min, w.number_max FROM survey_rollup_answers w
          WHERE w.survey_id = ${surveyId}::uuid AND w.question = ${question}::text AND w.value IS NULL
         UNION ALL
         SELECT n.day, n.responses, n.number_sum, n.number_count, n.number_min, n.number_max
           FROM (${added.questionDays(surveyId, keptSnapshot(surveyId), sql`v.question = ${question}::text`)}) n)`,
  /** (day, value, answers): the question's answers per value. */
  values: (surveyId: string, question: string) =>
    sql`(SELECT qa.day, qa.value, qa.answers FROM survey_rollup_answers qa
          WHERE qa.survey_id = ${surveyId}::uuid AND qa.question = ${question}::text AND qa.value IS NOT NULL
         UNION ALL
         SELECT n.day, n.value, n.answers FROM (${added.values(surveyId, keptSnapshot(surveyId), sql`v.question = ${question}::text`)}) n)`,
  /** (day, first_value, second_value, answers) */
  pairs: (surveyId: string, first: string, second: string) =>
    sql`(SELECT p.day, p.first_value, p.second_value, p.answers FROM survey_rollup_pairs p
          WHERE p.survey_id = ${surveyId}::uuid AND p.first = ${first}::text AND p.second = ${second}::text
         UNION ALL ${added.pairs(surveyId, keptSnapshot(surveyId), first, second)})`,
};

/** A pair of questions a chart counts together, as survey_rollups.pairs holds it. */
export const pairKey = (first: string, second: string) => `${first}\n${second}`;
/** The most pairs a form's rollup keeps (each costs about one chart's reading of the answers per build). */
const PAIRS_MAX = 12;

/**
 * True while the form's rollup and the responses submitted since its snapshot give the answers' numbers (nothing was
 * edited or deleted since: the kept edits stamp is the form's), and it holds what the chart reads: per-value rows for
 * `byValue` (a value or list question it groups by) as that kind, or the pair it counts. No variables, so PostgreSQL
 * tests it once, before running either way.
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
  return sql`EXISTS (SELECT 1 FROM survey_rollups ru WHERE ru.survey_id = ${surveyId}::uuid AND ru.snapshot IS NOT NULL AND ru.edits = ${currentEdits(surveyId)}${sql.join(
    conditions.map((condition) => sql` AND ${condition}`),
  )})`;
}

/** True when the rollup holds every response (built at the form's data stamp now) and the pairs. */
const rollupCurrent = (surveyId: string, pairs: readonly string[]) =>
  sql`EXISTS (SELECT 1 FROM survey_rollups ru WHERE ru.survey_id = ${surveyId}::uuid AND ru.snapshot IS NOT NULL
        AND ru.stamp = ${currentStamp(surveyId)} AND ${sql.param([...pairs])}::text[] <@ ru.pairs)`;

/**
 * Brings the form's rollup up to date in one repeatable-read snapshot. While nothing was edited or deleted since its
 * snapshot, and it holds the questions and pairs asked for, the rows of the responses submitted since are added
 * (`added`: milliseconds). Otherwise it is built afresh: the days, each question's day and each value's, the pairs
 * charts asked for (`wanted`, then those it held, up to PAIRS_MAX). Either way it keeps the stamps and snapshot it
 * read them at. Another process building the same form meanwhile: this one does nothing (false). Answers how.
 */
export async function buildFormRollup(
  db: Database,
  surveyId: string,
  questions: readonly RolledQuestion[],
  wanted: readonly string[] = [],
): Promise<false | 'added' | 'built'> {
  const started = performance.now();
  const namesOf = (kinds: RolledQuestion['kind'][]) =>
    questions.filter((question) => kinds.includes(question.kind)).map((question) => question.name);
  const names = (kinds: RolledQuestion['kind'][]) => sql.param(namesOf(kinds));
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
        }>(
          sql`SELECT pairs, value_questions, list_questions, snapshot, edits = ${currentEdits(surveyId)} AS unedited
                FROM survey_rollups WHERE survey_id = ${surveyId}::uuid`,
        )
      ).rows;
      const sameNames = (kept: string[], given: string[]) =>
        kept.length === given.length && [...kept].sort().join('\n') === [...given].sort().join('\n');
      const done = (how: 'added' | 'built') =>
        tx
          .execute(
            sql`UPDATE survey_rollups SET stamp = ${currentStamp(surveyId)}, edits = ${currentEdits(surveyId)},
                  snapshot = pg_current_snapshot()::text, built_at = now(), build_ms = ${Math.round(performance.now() - started)}
                WHERE survey_id = ${surveyId}::uuid`,
          )
          .then(() => how);

      // Nothing edited since, the same questions and the pairs asked for: the new responses' rows are added.
      if (
        held?.snapshot &&
        held.unedited &&
        sameNames(held.value_questions, namesOf(['value'])) &&
        sameNames(held.list_questions, namesOf(['list'])) &&
        wanted.every((pair) => held.pairs.includes(pair))
      ) {
        const since = sql`${held.snapshot}::pg_snapshot`;
        await tx.execute(sql`
          INSERT INTO survey_rollup_days AS d (survey_id, day, responses)
          SELECT ${surveyId}::uuid, n.day, n.responses FROM (${added.days(surveyId, since)}) n
          ON CONFLICT (survey_id, day) DO UPDATE SET responses = d.responses + excluded.responses`);
        await tx.execute(sql`
          INSERT INTO survey_rollup_answers (survey_id, question, day, value, answers, responses, number_sum, number_count, number_min, number_max)
          SELECT ${surveyId}::uuid, n.question, n.day, n.value, n.answers, NULL, NULL, NULL, NULL, NULL
            FROM (${added.values(surveyId, since, sql`v.question = ANY(${names(['value', 'list'])}::text[])`)}) n
          UNION ALL
          SELECT ${surveyId}::uuid, n.question, n.day, NULL, n.answers, n.responses, n.number_sum, n.number_count, n.number_min, n.number_max
            FROM (${added.questionDays(surveyId, since, sql`true`)}) n`);
        for (const pair of held.pairs) {
          const [first, second] = pair.split('\n') as [string, string];
          await tx.execute(sql`
            INSERT INTO survey_rollup_pairs (survey_id, first, second, day, first_value, second_value, answers)
            SELECT ${surveyId}::uuid, ${first}::text, ${second}::text, n.day, n.first_value, n.second_value, n.answers
              FROM (${added.pairs(surveyId, since, first, second)}) n`);
        }
        return done('added');
      }

      const grouped = new Set(
        questions.filter((question) => question.kind !== 'number').map((question) => question.name),
      );
      const pairs = [...new Set([...wanted, ...(held?.pairs ?? [])])]
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
        INSERT INTO survey_rollups (survey_id, stamp, value_questions, list_questions, pairs, build_ms)
        VALUES (${surveyId}::uuid, 0, ${names(['value'])}::text[], ${names(['list'])}::text[], ${sql.param(pairs)}::text[], 0)
        ON CONFLICT (survey_id) DO UPDATE SET value_questions = excluded.value_questions,
          list_questions = excluded.list_questions, pairs = excluded.pairs`);
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
};
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
  };
  forms.set(surveyId, state);
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
      // Every response in it, with every pair asked for (built by another process, say): nothing to do.
      const [held] = (
        await root.execute<{ current: boolean; edited: boolean }>(
          sql`SELECT ${rollupCurrent(surveyId, wanted)} AS current, NOT ${rollupFresh(surveyId)} AS edited`,
        )
      ).rows;
      if (held?.current) return;
      const wholeGap = newPair ? BUILD_GAP_MS : Math.max(BUILD_GAP_MS, 10 * state.wholeMs);
      if (held?.edited && Date.now() - state.wholeEndedAt < wholeGap) return;
      const started = performance.now();
      const how = await buildFormRollup(root, surveyId, questions, wanted);
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
