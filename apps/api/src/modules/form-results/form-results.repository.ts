import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { unseenBy } from '../../db/snapshots.js';

/**
 * SQL of form results. Every number is counted by PostgreSQL over the form's answers: choice and number
 * answers from the narrow survey_answer_values index (index-only), the rest from the answers' JSONB, and the
 * questions of repeats over their entries, unnested in the statement. Nothing brings a form's responses into Node;
 * only the counted rows come back.
 */

export type Scope = {
  surveyId: string;
  /** Questions indexed in every version of the form (their answers are in survey_answer_values). */
  indexed: ReadonlySet<string>;
  from?: string;
  to?: string;
  search?: string;
  answers?: { name: string; value: string }[];
  /**
   * Only the responses submitted since this snapshot (pg_snapshot as text, taken by the statement that counted the
   * others): those whose insert it did not see. A kept cross-tab adds their counts to its own (kept-cross-tabs.ts).
   */
  since?: string;
};

const SUBMITTED = (surveyId: string) => sql`r.survey_id = ${surveyId}::uuid AND NOT r.is_draft`;

/** One JSON containment test per answer filter (a choice equal, or a list holding it), as the responses list does. */
function answerCondition(name: string, value: string): SQL {
  const alternatives = [
    sql`r.answers @> ${JSON.stringify({ [name]: value })}::jsonb`,
    sql`r.answers @> ${JSON.stringify({ [name]: [value] })}::jsonb`,
  ];
  const asNumber = Number(value);
  if (value.trim() !== '' && Number.isFinite(asNumber))
    alternatives.push(sql`r.answers @> ${JSON.stringify({ [name]: asNumber })}::jsonb`);
  if (value === 'true' || value === 'false')
    alternatives.push(sql`r.answers @> ${JSON.stringify({ [name]: value === 'true' })}::jsonb`);
  return sql`(${sql.join(alternatives, sql` OR `)})`;
}

/**
 * The ids of the submitted responses the filters keep, as a subquery of `response_id`, or null when nothing filters
 * (every submitted response counts). Indexed answers are id sets from the index; dates and words read the rows.
 */
export function scopeIds(scope: Scope): SQL | null {
  const sets: SQL[] = [];
  const onRows: SQL[] = [];
  if (scope.from) onRows.push(sql`r.submitted_at >= ${scope.from}::date`);
  if (scope.to) onRows.push(sql`r.submitted_at < ${scope.to}::date + 1`);
  if (scope.search) onRows.push(sql`r.search @@ plainto_tsquery('simple', ${scope.search})`);
  for (const { name, value } of scope.answers ?? []) {
    if (!scope.indexed.has(name)) onRows.push(answerCondition(name, value));
    // A few new responses: each one's own answer, looked up by its id (a subquery per response, which the planner
    // does not turn into a join over every answer of that value).
    else if (scope.since)
      onRows.push(
        sql`coalesce((SELECT true FROM survey_answer_values v WHERE v.response_id = r.id AND v.survey_id = r.survey_id AND v.question = ${name} AND v.value = ${value} LIMIT 1), false)`,
      );
    else
      sets.push(
        sql`SELECT v.response_id FROM survey_answer_values v WHERE v.survey_id = ${scope.surveyId}::uuid AND v.question = ${name} AND v.value = ${value}`,
      );
  }
  // The new responses first (by the arrival index; OFFSET 0 keeps the other conditions from being planned first),
  // then the filters on each.
  if (scope.since)
    return sql`SELECT r.id AS response_id
                 FROM (SELECT * FROM survey_responses r WHERE ${SUBMITTED(scope.surveyId)} AND ${unseenBy(sql`r.arrival`, sql`${scope.since}::pg_snapshot`)} OFFSET 0) r
                WHERE ${onRows.length ? sql.join(onRows, sql` AND `) : sql`true`}`;
  if (onRows.length)
    sets.push(
      sql`SELECT r.id AS response_id FROM survey_responses r WHERE ${SUBMITTED(scope.surveyId)} AND ${sql.join(onRows, sql` AND `)}`,
    );
  return sets.length ? sql.join(sets, sql` INTERSECT `) : null;
}

const inScope = (ids: SQL | null, column: SQL) => (ids ? sql`AND ${column} IN (${ids})` : sql``);

/**
 * The names of the repeats a question sits in, outermost first ([] outside repeats, ['rooms'] for a question of
 * each room, ['rooms', 'desks'] for one of each desk of each room).
 */
export type RepeatPath = readonly string[];

/**
 * Where a question's answers sit, as SQL: `from` and `where` give one row per holder, `doc` is the holder's JSON
 * object and `key` names the holder. Outside repeats a holder is the response (`r.answers`, keyed by its id);
 * inside, each entry of the repeat, unnested level by level in the same statement (keyed by the response and the
 * entry's place at each level, so counting distinct keys counts entries).
 */
type Holder = { from: SQL; where: SQL; doc: SQL; key: SQL; docs: SQL[] };

function holderOf(scope: Scope, ids: SQL | null, repeat: RepeatPath): Holder {
  const submitted = sql`${SUBMITTED(scope.surveyId)} ${inScope(ids, sql`r.id`)}`;
  if (!repeat.length)
    return {
      from: sql`survey_responses r`,
      where: submitted,
      doc: sql`r.answers`,
      key: sql`r.id`,
      docs: [sql`r.answers`],
    };
  let doc = sql`r.answers`;
  const docs = [doc];
  const laterals: SQL[] = [];
  const places: SQL[] = [];
  repeat.forEach((name, level) => {
    const alias = sql.raw(`e${level + 1}`);
    const list = sql`${doc} -> ${name}`;
    // A repeat's answer is a list of objects; anything else (an older form's answer) holds no entries.
    laterals.push(
      sql`CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(${list}) = 'array' THEN ${list} ELSE '[]'::jsonb END) WITH ORDINALITY AS ${alias}(j, n)`,
    );
    doc = sql`${alias}.j`;
    docs.push(doc);
    places.push(sql`${alias}.n`);
  });
  return {
    from: sql`survey_responses r ${sql.join(laterals, sql` `)}`,
    where: sql`${submitted} AND jsonb_typeof(${doc}) = 'object'`,
    doc,
    docs,
    key: sql`concat_ws(':', r.id, ${sql.join(places, sql`, `)})`,
  };
}

/**
 * A question's answers as rows (response_id: the holder's key, value text, number): one row per chosen value of a
 * multiple choice. Indexed questions (outside repeats) read survey_answer_values; others unnest the answer's JSON.
 * With `level` below the repeat's depth, the question sits in an enclosing repeat (0: outside repeats) and each entry
 * of `repeat` carries the answer of the entry (or response) holding it.
 */
function answerRows(
  scope: Scope,
  question: string,
  ids: SQL | null,
  repeat: RepeatPath,
  level = repeat.length,
): SQL {
  if (!repeat.length && scope.indexed.has(question)) {
    // A few new responses (Scope.since): each one's answer found by its id, not the question's 100,000 (OFFSET 0
    // keeps the planner from turning the lookups into a hash join over them all).
    if (scope.since && ids)
      return sql`SELECT n.response_id, v.value, v.number FROM (${ids}) AS n(response_id)
                 CROSS JOIN LATERAL (SELECT v.value, v.number FROM survey_answer_values v
                                      WHERE v.response_id = n.response_id AND v.survey_id = ${scope.surveyId}::uuid AND v.question = ${question} OFFSET 0) v`;
    return sql`SELECT v.response_id, v.value, v.number FROM survey_answer_values v
                WHERE v.survey_id = ${scope.surveyId}::uuid AND v.question = ${question} ${inScope(ids, sql`v.response_id`)}`;
  }
  const holder = holderOf(scope, ids, repeat);
  const answer = sql`${holder.docs[level] ?? holder.doc} -> ${question}`;
  return sql`SELECT ${holder.key} AS response_id, e.j #>> '{}' AS value,
                    CASE WHEN jsonb_typeof(e.j) = 'number' THEN (e.j #>> '{}')::numeric END AS number
               FROM ${holder.from}
               CROSS JOIN LATERAL jsonb_array_elements(CASE jsonb_typeof(${answer}) WHEN 'array' THEN ${answer} ELSE jsonb_build_array(${answer}) END) AS e(j)
              WHERE ${holder.where} AND jsonb_typeof(${answer}) NOT IN ('null', 'object')
                AND jsonb_typeof(e.j) IN ('string', 'number', 'boolean') AND e.j #>> '{}' <> ''`;
}

/** A question answered by one string (text, dates): its rows straight from the JSON, without unnesting. */
function stringRows(scope: Scope, question: string, ids: SQL | null, repeat: RepeatPath): SQL {
  if (!repeat.length && scope.indexed.has(question)) return answerRows(scope, question, ids, repeat);
  const holder = holderOf(scope, ids, repeat);
  return sql`SELECT ${holder.key} AS response_id, ${holder.doc} ->> ${question} AS value FROM ${holder.from}
              WHERE ${holder.where} AND jsonb_typeof(${holder.doc} -> ${question}) = 'string' AND ${holder.doc} ->> ${question} <> ''`;
}

/** A repeat's entries in scope, and how many responses hold at least one (one pass over the responses). */
export async function repeatEntries(
  db: DbOrTx,
  scope: Scope,
  repeat: RepeatPath,
): Promise<{ entries: number; responses: number }> {
  const holder = holderOf(scope, scopeIds(scope), repeat);
  const result = await db.execute<{ entries: number; responses: number }>(sql`
    SELECT count(*)::int AS entries, count(DISTINCT r.id)::int AS responses FROM ${holder.from} WHERE ${holder.where}`);
  const row = result.rows[0]!;
  return { entries: row.entries, responses: row.responses };
}

/** Submitted responses in scope, and per week of submission (the Monday starting it). */
export async function responsesByWeek(
  db: DbOrTx,
  scope: Scope,
): Promise<{ total: number; weeks: { week: string; count: number }[] }> {
  const ids = scopeIds(scope);
  const result = await db.execute<{ week: string | null; count: number }>(sql`
    SELECT to_char(date_trunc('week', r.submitted_at), 'YYYY-MM-DD') AS week, count(*)::int AS count
      FROM survey_responses r WHERE ${SUBMITTED(scope.surveyId)} ${inScope(ids, sql`r.id`)}
     GROUP BY 1 ORDER BY 1`);
  const weeks = result.rows
    .filter((row) => row.week !== null)
    .map((row) => ({ week: row.week!, count: row.count }));
  return { total: result.rows.reduce((sum, row) => sum + row.count, 0), weeks };
}

/**
 * Counts per value, and how many responses answered: for a multiple choice the distinct responses (each answers
 * several values), otherwise the sum of the counts (one hash aggregate, no sort).
 */
export async function valueCounts(
  db: DbOrTx,
  scope: Scope,
  question: string,
  multiple: boolean,
  repeat: RepeatPath = [],
): Promise<{ answered: number; counts: { value: string; count: number }[] }> {
  const ids = scopeIds(scope);
  const result = await db.execute<{ value: string | null; count: number }>(sql`
    WITH a AS (${answerRows(scope, question, ids, repeat)})
    SELECT value, count(*)::int AS count FROM a GROUP BY value
    ${multiple ? sql`UNION ALL SELECT NULL, count(*)::int FROM (SELECT DISTINCT response_id FROM a) AS d` : sql``}`);
  const counts = result.rows
    .filter((row) => row.value !== null)
    .map((row) => ({ value: row.value!, count: row.count }));
  const distinct = result.rows.find((row) => row.value === null);
  return {
    answered: distinct ? distinct.count : counts.reduce((sum, row) => sum + row.count, 0),
    counts,
  };
}

export type NumberStats = {
  answered: number;
  min: number | null;
  max: number | null;
  mean: number | null;
  median: number | null;
  sum: number | null;
};

export async function numberStats(
  db: DbOrTx,
  scope: Scope,
  question: string,
  repeat: RepeatPath = [],
): Promise<NumberStats> {
  const ids = scopeIds(scope);
  const result = await db.execute<Record<keyof NumberStats, string | number | null>>(sql`
    WITH a AS (${answerRows(scope, question, ids, repeat)})
    SELECT count(*)::int AS answered, min(number)::float8 AS min, max(number)::float8 AS max, avg(number)::float8 AS mean,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY number)::float8 AS median, sum(number)::float8 AS sum
      FROM a WHERE number IS NOT NULL`);
  const row = result.rows[0]!;
  const num = (value: string | number | null) => (value === null ? null : Number(value));
  return {
    answered: Number(row.answered),
    min: num(row.min),
    max: num(row.max),
    mean: num(row.mean),
    median: num(row.median),
    sum: num(row.sum),
  };
}

/** Answers per bin of `width` from `low` (the last bin also holds the top): bin index -> count. */
export async function numberBins(
  db: DbOrTx,
  scope: Scope,
  question: string,
  low: number,
  width: number,
  bins: number,
  repeat: RepeatPath = [],
): Promise<Map<number, number>> {
  const ids = scopeIds(scope);
  const result = await db.execute<{ bin: number; count: number }>(sql`
    WITH a AS (${answerRows(scope, question, ids, repeat)})
    SELECT least(floor((number - ${low}) / ${width})::int, ${bins - 1}) AS bin, count(*)::int AS count
      FROM a WHERE number IS NOT NULL GROUP BY 1`);
  return new Map(result.rows.map((row) => [row.bin, row.count]));
}

/** Date (or date-time) answers per week of the date. */
export async function dateWeeks(db: DbOrTx, scope: Scope, question: string, repeat: RepeatPath = []) {
  const ids = scopeIds(scope);
  const result = await db.execute<{
    week: string | null;
    count: number;
    first: string | null;
    last: string | null;
    whole: boolean;
  }>(sql`
    WITH a AS (SELECT left(value, 10)::date AS day FROM (${stringRows(scope, question, ids, repeat)}) AS x WHERE value ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}')
    SELECT to_char(date_trunc('week', day), 'YYYY-MM-DD') AS week, count(*)::int AS count,
           to_char(min(day), 'YYYY-MM-DD') AS first, to_char(max(day), 'YYYY-MM-DD') AS last, GROUPING(date_trunc('week', day)) = 1 AS whole
      FROM a GROUP BY GROUPING SETS ((date_trunc('week', day)), ()) ORDER BY 1`);
  const whole = result.rows.find((row) => row.whole);
  return {
    answered: whole?.count ?? 0,
    first: whole?.first ?? null,
    last: whole?.last ?? null,
    weeks: result.rows
      .filter((row) => !row.whole && row.week)
      .map((row) => ({ week: row.week!, count: row.count })),
  };
}

/** Words too common to tell anything (English; answers in other languages keep theirs). */
const STOP_WORDS = [
  'the',
  'and',
  'for',
  'are',
  'but',
  'not',
  'you',
  'all',
  'any',
  'can',
  'her',
  'was',
  'one',
  'our',
  'out',
  'has',
  'had',
  'his',
  'how',
  'its',
  'who',
  'did',
  'yes',
  'too',
  'use',
  'that',
  'with',
  'have',
  'this',
  'will',
  'your',
  'from',
  'they',
  'been',
  'were',
  'there',
  'their',
  'what',
  'when',
  'which',
  'them',
  'than',
  'then',
  'very',
  'also',
  'into',
  'some',
  'just',
  'more',
  'only',
  'over',
  'such',
];

/**
 * The words most answers use (each answer counts a word once), and how many responses answered. Words are split
 * and lower-cased by PostgreSQL's text search parser ('simple': no stemming), several times faster than a regexp.
 */
export async function topWords(
  db: DbOrTx,
  scope: Scope,
  question: string,
  limit: number,
  repeat: RepeatPath = [],
) {
  const ids = scopeIds(scope);
  const result = await db.execute<{ word: string | null; count: number; whole: boolean }>(sql`
    WITH a AS (${stringRows(scope, question, ids, repeat)}),
    answered AS (SELECT count(*)::int AS count FROM a),
    words AS (
      SELECT w AS word, count(*)::int AS count
        FROM a CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', a.value))) AS w
       WHERE length(w) >= 3 AND w !~ '^[0-9.,-]+$' AND NOT (w = ANY(${sql.param(STOP_WORDS)}::text[]))
       GROUP BY w ORDER BY count(*) DESC, w LIMIT ${limit})
    SELECT word, count, false AS whole FROM words
    UNION ALL SELECT NULL, count, true FROM answered`);
  const whole = result.rows.find((row) => row.whole);
  return {
    answered: whole?.count ?? 0,
    words: result.rows
      .filter((row) => !row.whole)
      .map((row) => ({ word: row.word!, count: row.count }))
      .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word)),
  };
}

/** GPS answers: how many, their bounds, and an even sample of at most `limit` points. */
export async function locationPoints(
  db: DbOrTx,
  scope: Scope,
  question: string,
  limit: number,
  repeat: RepeatPath = [],
) {
  const holder = holderOf(scope, scopeIds(scope), repeat);
  const answer = sql`${holder.doc} -> ${question}`;
  const result = await db.execute<{
    // Null in the one row of a question nobody answered (the LEFT JOIN below).
    latitude: number | null;
    longitude: number | null;
    n: number;
    south: number;
    west: number;
    north: number;
    east: number;
  }>(sql`
    WITH p AS (
      SELECT (${answer} ->> 'latitude')::float8 AS latitude, (${answer} ->> 'longitude')::float8 AS longitude
        FROM ${holder.from}
       WHERE ${holder.where} AND jsonb_typeof(${answer}) = 'object'
         AND jsonb_typeof(${answer} -> 'latitude') = 'number' AND jsonb_typeof(${answer} -> 'longitude') = 'number'),
    n AS (SELECT count(*)::int AS n, min(latitude) AS south, min(longitude) AS west, max(latitude) AS north, max(longitude) AS east FROM p),
    numbered AS (SELECT latitude, longitude, row_number() OVER (ORDER BY latitude, longitude) AS i FROM p)
    SELECT numbered.latitude, numbered.longitude, n.n, n.south, n.west, n.north, n.east
      FROM n LEFT JOIN numbered ON (numbered.i - 1) % greatest(1, ceil(n.n::float8 / ${limit})::int) = 0
     ORDER BY numbered.i LIMIT ${limit}`);
  const first = result.rows[0];
  const count = first?.n ?? 0;
  return {
    answered: count,
    bounds: count
      ? {
          south: first!.south,
          west: first!.west,
          north: first!.north,
          east: first!.east,
        }
      : null,
    points: result.rows.flatMap(({ latitude, longitude }) =>
      latitude === null || longitude === null ? [] : [{ latitude, longitude }],
    ),
  };
}

/** Responses with any answer to the question (files, times, rankings...). */
export async function answeredCount(
  db: DbOrTx,
  scope: Scope,
  question: string,
  repeat: RepeatPath = [],
): Promise<number> {
  const holder = holderOf(scope, scopeIds(scope), repeat);
  const answer = sql`${holder.doc} -> ${question}`;
  const result = await db.execute<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM ${holder.from}
     WHERE ${holder.where} AND ${answer} IS NOT NULL AND jsonb_typeof(${answer}) <> 'null'
       AND ${answer} NOT IN ('""'::jsonb, '[]'::jsonb)`);
  return result.rows[0]!.count;
}

/**
 * A cross-tab's numbers: responses (or entries) per (row value, column value), each row value's and column value's
 * that answered the other question, and those answering both. Every one is a sum over responses, so the numbers of
 * two sets of responses add up (kept-cross-tabs.ts adds new responses' to a kept answer's).
 */
export type CrossCounts = {
  cells: [row: string, column: string, count: number][];
  rows: [value: string, count: number][];
  columns: [value: string, count: number][];
  total: number;
};

/**
 * How a side of a cross-tab is counted: `single`, one value per holder (an indexed single choice outside repeats), so
 * its totals are sums of the cells; `multiple`, an indexed multiple choice outside repeats; `other`, anything read
 * from the answers' JSON or in repeats (a value may come twice per holder).
 */
export type CrossSide = 'single' | 'multiple' | 'other';

/**
 * The cross-tab's numbers in one statement, by the sides' kinds:
 * - two single choices: the cells (one hash join and aggregate), the totals their sums;
 * - a multiple choice of at most MASK_VALUES values and a single one: one pass over both questions' answers, each
 *   response's chosen values as bits (maskOneCounts);
 * - a multiple choice of more values and a single one, or new responses only (index-only ranges both): the cells, and
 *   the single choice's values among the responses answering the multiple one (a hash semi-join);
 * - in both, the multiple choice's totals are the sums of its cells (each response has one single-choice value) and
 *   the total the sum of the single choice's;
 * - otherwise also each row value's and column value's holders answering the other question (hash semi-joins: each
 *   (holder, value) pair once) and the holders answering both.
 */
export async function crossCounts(
  db: DbOrTx,
  scope: Scope,
  row: string,
  column: string,
  sides: { row: CrossSide; column: CrossSide },
  repeats: { row: RepeatPath; column: RepeatPath } = { row: [], column: [] },
): Promise<{ counts: CrossCounts; snapshot: string }> {
  // The filters' id set, read once for every side and total (inlined in each, it was computed once per reference).
  const filtered = scopeIds(scope);
  const ids = filtered ? sql`SELECT response_id FROM f` : null;
  const withIds = filtered ? sql`f AS MATERIALIZED (${filtered}),` : sql``;
  // Counted per entry of the deeper repeat of the two (the other's path leads to it); each side reads its own level.
  const path = repeats.row.length >= repeats.column.length ? repeats.row : repeats.column;
  const a = answerRows(scope, row, ids, path, repeats.row.length);
  const b = answerRows(scope, column, ids, path, repeats.column.length);
  const shape =
    sides.row === 'single' && sides.column === 'single'
      ? 'single'
      : sides.row === 'other' || sides.column === 'other'
        ? 'distinct'
        : sides.row !== sides.column
          ? // A multiple choice of at most MASK_VALUES values by a single one: one pass, each response's values as bits.
            !scope.since && (await fewValues(db, scope.surveyId, sides.row === 'multiple' ? row : column))
            ? 'mask-one'
            : 'one-multiple'
          : // Two multiple choices of at most MASK_VALUES values each, over many responses: one bit per value.
            !scope.since &&
              (await fewValues(db, scope.surveyId, row)) &&
              (await fewValues(db, scope.surveyId, column))
            ? 'masks'
            : 'distinct';
  let statement: SQL;
  if (shape === 'masks') statement = sql`WITH ${withIds} ${maskCounts(scope, row, column, ids)}`;
  else if (shape === 'mask-one')
    statement = sql`WITH ${withIds} ${maskOneCounts(scope, row, column, sides.row === 'multiple', ids)}`;
  else if (shape === 'one-multiple') {
    // The single choice's values among responses answering the multiple one: its totals. Inlined, each side is one
    // index-only range; filtered, the id set is read once (materialized) for all of them.
    const [many, one] = sides.row === 'multiple' ? [a, b] : [b, a];
    const totals =
      sides.row === 'multiple'
        ? sql`SELECT NULL, o.value, count(*)::int FROM o WHERE o.response_id IN (SELECT response_id FROM m) GROUP BY o.value`
        : sql`SELECT o.value, NULL, count(*)::int FROM o WHERE o.response_id IN (SELECT response_id FROM m) GROUP BY o.value`;
    const materialized = ids ? sql`MATERIALIZED` : sql`NOT MATERIALIZED`;
    statement = sql`
      WITH ${withIds} m AS ${materialized} (${many}), o AS ${materialized} (${one}),
           a AS NOT MATERIALIZED (SELECT * FROM ${sides.row === 'multiple' ? sql`m` : sql`o`}),
           b AS NOT MATERIALIZED (SELECT * FROM ${sides.row === 'multiple' ? sql`o` : sql`m`})
      SELECT a.value AS row_value, b.value AS column_value, count(*)::int AS count
        FROM a JOIN b ON b.response_id = a.response_id
       GROUP BY a.value, b.value
      UNION ALL ${totals}`;
  } else {
    // Unfiltered and read once, they are inlined: the planner then sees two index ranges and a hash join (kept as
    // CTEs, its estimate of their join is thousands of times too high, which cost a JIT compilation of ~1 s). Read
    // again by the totals, or filtered (inlined, the filter's id set made it join by a nested loop), each is read once.
    const distinct = shape === 'distinct';
    const materialized = distinct || ids ? sql`MATERIALIZED` : sql`NOT MATERIALIZED`;
    const totals = distinct
      ? sql`
      UNION ALL SELECT a.value, NULL, count(*)::int FROM a WHERE a.response_id IN (SELECT response_id FROM b) GROUP BY a.value
      UNION ALL SELECT NULL, b.value, count(*)::int FROM b WHERE b.response_id IN (SELECT response_id FROM a) GROUP BY b.value
      UNION ALL SELECT NULL, NULL, count(*)::int FROM (SELECT DISTINCT response_id FROM a) AS d WHERE d.response_id IN (SELECT response_id FROM b)`
      : sql``;
    statement = sql`
      WITH ${withIds} a AS ${materialized} (${a}),
           b AS ${materialized} (${b})
      SELECT a.value AS row_value, b.value AS column_value, count(*)::int AS count
        FROM a JOIN b ON b.response_id = a.response_id
       GROUP BY a.value, b.value
      ${totals}`;
  }
  // Estimated at millions of rows, these plans crossed the JIT threshold: compiling cost more than counting. The hash
  // tables of 100,000 responses' ids fit in 32 MB (at the default 4 MB they spilled to disk). The statement's snapshot
  // comes with the numbers: responses it did not see are those to add later (Scope.since).
  const result = await db.transaction(async (tx) => {
    // One round trip: jit off, work_mem 32MB, and for new responses only, read by indexes whatever the estimates
    // (survey_responses.arrival has none until the table is analysed, and a scan of every response read them all).
    await tx.execute(
      sql`SELECT set_config('jit', 'off', true), set_config('work_mem', '32MB', true), set_config('enable_seqscan', ${scope.since ? 'off' : 'on'}, true)`,
    );
    return tx.execute<{
      row_value: string | null;
      column_value: string | null;
      count: number | null;
      snapshot: string;
    }>(sql`
      SELECT x.row_value, x.column_value, x.count, s.snapshot
        FROM (SELECT pg_current_snapshot()::text AS snapshot) s
        LEFT JOIN (${statement}) x ON true`);
  });
  const counts: CrossCounts = { cells: [], rows: [], columns: [], total: 0 };
  const sum = (into: Map<string, number>, key: string, count: number) =>
    into.set(key, (into.get(key) ?? 0) + count);
  const rowSums = new Map<string, number>();
  const columnSums = new Map<string, number>();
  for (const item of result.rows) {
    if (item.count === null) continue;
    const count = item.count;
    if (item.row_value !== null && item.column_value !== null) {
      counts.cells.push([item.row_value, item.column_value, count]);
      sum(rowSums, item.row_value, count);
      sum(columnSums, item.column_value, count);
    } else if (item.row_value !== null) counts.rows.push([item.row_value, count]);
    else if (item.column_value !== null) counts.columns.push([item.column_value, count]);
    else counts.total = count;
  }
  // A value came between choosing the masks and counting with them, beyond what they hold: counted the long way.
  if ((shape === 'masks' || shape === 'mask-one') && counts.total < 0)
    return crossCounts(db, { ...scope, since: undefined }, row, column, { row: 'other', column: 'other' });
  // Sides counted once per holder take their totals from the cells.
  if (shape === 'single') {
    counts.rows = [...rowSums];
    counts.columns = [...columnSums];
    counts.total = counts.cells.reduce((all, [, , count]) => all + count, 0);
  } else if (shape === 'one-multiple' || shape === 'mask-one') {
    const [multipleSums, singleTotals] =
      sides.row === 'multiple' ? [rowSums, counts.columns] : [columnSums, counts.rows];
    if (sides.row === 'multiple') counts.rows = [...multipleSums];
    else counts.columns = [...multipleSums];
    counts.total = singleTotals.reduce((all, [, count]) => all + count, 0);
  }
  return { counts, snapshot: result.rows[0]?.snapshot ?? '' };
}

/** How many values a multiple choice is counted by bits for (one bigint). */
const MASK_VALUES = 63;

/** Values of an indexed question, in order: the next one after each, one index probe per value. */
const valuesOf = (surveyId: string, question: string) => sql`
  WITH RECURSIVE d(value) AS (
    SELECT min(v.value) FROM survey_answer_values v WHERE v.survey_id = ${surveyId}::uuid AND v.question = ${question}
    UNION ALL
    SELECT (SELECT min(v.value) FROM survey_answer_values v
             WHERE v.survey_id = ${surveyId}::uuid AND v.question = ${question} AND v.value > d.value)
      FROM d WHERE d.value IS NOT NULL)
  SELECT value FROM d WHERE value IS NOT NULL LIMIT ${MASK_VALUES + 1}`;

async function fewValues(db: DbOrTx, surveyId: string, question: string): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT count(*)::int AS count FROM (${valuesOf(surveyId, question)}) AS d`,
  );
  return (result.rows[0] as { count: number }).count <= MASK_VALUES;
}

/**
 * Two indexed multiple choices counted by bits: one pass over both questions' answers makes each response's chosen
 * values two bit masks (the values' places in lists read in the same statement), then responses are counted per
 * pair of masks (a few hundred at most), and the cells and totals come from those. It joins no two sets of 100,000
 * responses. Should a list hold more than MASK_VALUES values after all (a value came meanwhile), the total is -1.
 */
function maskCounts(scope: Scope, row: string, column: string, ids: SQL | null): SQL {
  const bit = (list: SQL, value: SQL) => sql`1::int8 << (array_position(${list}, ${value}) - 1)`;
  return sql`
         rl AS (SELECT coalesce(array_agg(value), '{}') AS list FROM (${valuesOf(scope.surveyId, row)}) d),
         cl AS (SELECT coalesce(array_agg(value), '{}') AS list FROM (${valuesOf(scope.surveyId, column)}) d),
         p AS (
           SELECT bit_or(CASE WHEN v.question = ${row} THEN ${bit(sql`rl.list`, sql`v.value`)} END) AS mr,
                  bit_or(CASE WHEN v.question = ${column} THEN ${bit(sql`cl.list`, sql`v.value`)} END) AS mc
             FROM survey_answer_values v, rl, cl
            WHERE v.survey_id = ${scope.surveyId}::uuid AND v.question IN (${row}, ${column}) ${inScope(ids, sql`v.response_id`)}
            GROUP BY v.response_id),
         g AS MATERIALIZED (SELECT mr, mc, count(*)::int AS n FROM p WHERE mr <> 0 AND mc <> 0 GROUP BY mr, mc),
         r AS (SELECT r.value, r.i::int AS i FROM rl, unnest(rl.list) WITH ORDINALITY AS r(value, i)),
         c AS (SELECT c.value, c.i::int AS i FROM cl, unnest(cl.list) WITH ORDINALITY AS c(value, i))
    SELECT r.value AS row_value, c.value AS column_value, sum(g.n)::int AS count
      FROM g, r, c WHERE g.mr & (1::int8 << (r.i - 1)) <> 0 AND g.mc & (1::int8 << (c.i - 1)) <> 0
     GROUP BY r.value, c.value
    UNION ALL SELECT r.value, NULL, sum(g.n)::int FROM g, r WHERE g.mr & (1::int8 << (r.i - 1)) <> 0 GROUP BY r.value
    UNION ALL SELECT NULL, c.value, sum(g.n)::int FROM g, c WHERE g.mc & (1::int8 << (c.i - 1)) <> 0 GROUP BY c.value
    UNION ALL SELECT NULL, NULL, CASE WHEN (SELECT cardinality(list) FROM rl) > ${MASK_VALUES} OR (SELECT cardinality(list) FROM cl) > ${MASK_VALUES}
                                      THEN -1 ELSE coalesce(sum(g.n), 0)::int END FROM g`;
}

/**
 * An indexed multiple choice (at most MASK_VALUES values) by an indexed single choice, in one pass over both
 * questions' answers: per response, its chosen values as one bit mask and its single-choice value, then responses
 * counted per (mask, value), a few dozen groups, from which come the cells and the single choice's totals among the
 * responses answering the multiple one (the multiple choice's are the sums of its cells, as for 'one-multiple'). It
 * joins no two sets of 100,000 responses and reads each answer once (the join and semi-join read them twice: 280-320
 * ms of database CPU on the bench form against 170-190). A list of more than MASK_VALUES values gives a total of -1.
 * A list of CTEs, for the caller's WITH.
 */
function maskOneCounts(
  scope: Scope,
  row: string,
  column: string,
  rowIsMultiple: boolean,
  ids: SQL | null,
): SQL {
  const [many, one] = rowIsMultiple ? [row, column] : [column, row];
  const cell = rowIsMultiple
    ? sql`SELECT e.value AS row_value, g.one AS column_value, sum(g.n)::int AS count`
    : sql`SELECT g.one AS row_value, e.value AS column_value, sum(g.n)::int AS count`;
  const totals = rowIsMultiple
    ? sql`SELECT NULL, g.one, sum(g.n)::int`
    : sql`SELECT g.one, NULL, sum(g.n)::int`;
  return sql`
         ml AS (SELECT coalesce(array_agg(value), '{}') AS list FROM (${valuesOf(scope.surveyId, many)}) d),
         p AS (
           SELECT bit_or(CASE WHEN v.question = ${many} THEN 1::int8 << (array_position(ml.list, v.value) - 1) END) AS mask,
                  min(CASE WHEN v.question = ${one} THEN v.value END) AS one
             FROM survey_answer_values v, ml
            WHERE v.survey_id = ${scope.surveyId}::uuid AND v.question IN (${many}, ${one}) ${inScope(ids, sql`v.response_id`)}
            GROUP BY v.response_id),
         g AS MATERIALIZED (SELECT mask, one, count(*)::int AS n FROM p WHERE mask <> 0 AND one IS NOT NULL GROUP BY mask, one),
         e AS (SELECT e.value, e.i::int AS i FROM ml, unnest(ml.list) WITH ORDINALITY AS e(value, i))
    ${cell} FROM g, e WHERE g.mask & (1::int8 << (e.i - 1)) <> 0 GROUP BY e.value, g.one
    UNION ALL ${totals} FROM g GROUP BY g.one
    UNION ALL SELECT NULL, NULL, -1 WHERE (SELECT cardinality(list) FROM ml) > ${MASK_VALUES}`;
}

/** Names of organisations (mda answers) and projects (project answers) named by these values. */
export async function referenceNames(
  db: DbOrTx,
  tenantId: string,
  organizationIds: string[],
  projectIds: string[],
) {
  const names = new Map<string, string>();
  if (organizationIds.length) {
    const rows = await db.execute<{ id: string; name: string }>(sql`
      SELECT id::text AS id, name FROM organizations WHERE tenant_id = ${tenantId}::uuid AND id::text = ANY(${sql.param(organizationIds)}::text[])`);
    for (const row of rows.rows) names.set(`mda:${row.id}`, row.name);
  }
  if (projectIds.length) {
    const rows = await db.execute<{ id: string; name: string }>(sql`
      SELECT public_id AS id, name FROM projects WHERE tenant_id = ${tenantId}::uuid AND public_id = ANY(${sql.param(projectIds)}::text[])`);
    for (const row of rows.rows) names.set(`project:${row.id}`, row.name);
  }
  return names;
}
