/**
 * Typo search recall and speed (results: docs/performance/search-typos.md): prints, asserts nothing.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/oversight_bench npx tsx bench/generate-projects.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/oversight_bench npx tsx bench/typo-search.ts
 *
 * Fifty misspellings a citizen types on a phone (dropped, doubled, swapped and wrong letters) of common words and
 * place names in the demo projects. For each, whether the intended word is among the corrections the search ORs into
 * its full-text query: "before" is the earlier rule (word similarity 0.6 and similarity 0.4), "after" the current
 * one (search.repository.ts: word similarity 0.25 through the trigram index, then at most 1-3 edits). Then the
 * median and worst time of one correction, and the plan of the candidate query (it must use search_words_trgm).
 */
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../apps/api/src/db/client.js';
import { findWordCorrections } from '../apps/api/src/modules/projects/search.repository.js';
import { textArray } from '../apps/api/src/modules/projects/project-filter.repository.js';

/** [typed, meant]: common words of the demo names, then states and LGAs. */
const TYPOS: [string, string][] = [
  ['hosptal', 'hospital'],
  ['hospitl', 'hospital'],
  ['hopital', 'hospital'],
  ['helth', 'health'],
  ['helath', 'health'],
  ['heatlh', 'health'],
  ['primry', 'primary'],
  ['pirmary', 'primary'],
  ['scool', 'school'],
  ['shcool', 'school'],
  ['schol', 'school'],
  ['constrution', 'construction'],
  ['contruction', 'construction'],
  ['rehabilitaton', 'rehabilitation'],
  ['rehablitation', 'rehabilitation'],
  ['roda', 'road'],
  ['raod', 'road'],
  ['bridg', 'bridge'],
  ['brige', 'bridge'],
  ['markt', 'market'],
  ['maket', 'market'],
  ['irigation', 'irrigation'],
  ['irrigaton', 'irrigation'],
  ['classrom', 'classrooms'],
  ['airpot', 'airport'],
  ['aiport', 'airport'],
  ['maternty', 'maternity'],
  ['matenity', 'maternity'],
  ['erossion', 'erosion'],
  ['drainge', 'drainage'],
  ['centr', 'centre'],
  ['cenrte', 'centre'],
  ['genral', 'general'],
  ['generl', 'general'],
  ['electrifcation', 'electrification'],
  ['abja', 'abuja'],
  ['abuj', 'abuja'],
  ['lagso', 'lagos'],
  ['lgos', 'lagos'],
  ['kanno', 'kano'],
  ['kaduan', 'kaduna'],
  ['kadna', 'kaduna'],
  ['enungu', 'enugu'],
  ['ibadn', 'ibadan'],
  ['ikja', 'ikeja'],
  ['maidugri', 'maiduguri'],
  ['sokto', 'sokoto'],
  ['kastina', 'katsina'],
  ['calabr', 'calabar'],
  ['gwal', 'gwale'],
];

/** The rule before typo search widened its corrections, kept here to measure against. */
async function correctionsBefore(db: Awaited<ReturnType<typeof connectDatabase>>['db'], words: string[]) {
  const result = await db.execute<{ input: string; corrections: string[] }>(sql`
    SELECT q.word AS input, array_agg(c.word ORDER BY c.score DESC) AS corrections
      FROM unnest(${textArray(words)}) q(word)
      CROSS JOIN LATERAL (
        SELECT s.word, similarity(s.word, q.word) AS score FROM search_words s
         WHERE q.word <% s.word AND s.word <> q.word AND similarity(s.word, q.word) >= 0.4
         ORDER BY score DESC LIMIT 3) c
     GROUP BY q.word`);
  return new Map(result.rows.map((row) => [row.input, row.corrections]));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error('Set DATABASE_URL to the benchmark database (bench/generate-projects.ts).');
  const handle = await connectDatabase({ databaseUrl, dataDir: '' });
  const { db } = handle;
  const counts = await db.execute<{ projects: number; words: number }>(
    sql`SELECT (SELECT count(*) FROM projects)::int AS projects, (SELECT count(*) FROM search_words)::int AS words`,
  );
  console.log(`projects: ${counts.rows[0]!.projects}, known words: ${counts.rows[0]!.words}`);
  const known = new Set(
    (
      await db.execute<{ word: string }>(
        sql`SELECT word FROM search_words WHERE word = ANY(${textArray(TYPOS.map(([, meant]) => meant))})`,
      )
    ).rows.map((row) => row.word),
  );
  let before = 0;
  let after = 0;
  let counted = 0;
  const times: number[] = [];
  const lines: string[] = [];
  for (const [typed, meant] of TYPOS) {
    if (!known.has(meant)) {
      lines.push(`  ${typed.padEnd(16)} ${meant.padEnd(16)} (not in the data: left out)`);
      continue;
    }
    counted++;
    const old = (await correctionsBefore(db, [typed])).get(typed) ?? [];
    const start = performance.now();
    const fresh = (await findWordCorrections(db, [typed])).get(typed) ?? [];
    times.push(performance.now() - start);
    const hitBefore = old.includes(meant);
    const hitAfter = fresh.includes(meant);
    before += Number(hitBefore);
    after += Number(hitAfter);
    lines.push(
      `  ${typed.padEnd(16)} ${meant.padEnd(16)} before ${hitBefore ? 'yes' : 'no '}  after ${hitAfter ? 'yes' : 'no '}  [${fresh.join(', ')}]`,
    );
  }
  console.log(lines.join('\n'));
  const pct = (n: number) => `${n}/${counted} (${Math.round((n / counted) * 100)}%)`;
  console.log(`recall before: ${pct(before)}; after: ${pct(after)}`);
  // Warm now: the times of a second pass.
  times.length = 0;
  for (const [typed] of TYPOS) {
    const start = performance.now();
    await findWordCorrections(db, [typed]);
    times.push(performance.now() - start);
  }
  console.log(
    `one correction: median ${median(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms (${times.length} words)`,
  );
  for (const seqscan of ['on', 'off']) {
    console.log(`\nEXPLAIN ANALYZE of the candidates, enable_seqscan=${seqscan}:`);
    console.log(await explain(db, seqscan));
  }
  await handle.close();
}

/** The plan of the candidate query; with seqscan off it shows the trigram index is usable (a large vocabulary). */
async function explain(db: Awaited<ReturnType<typeof connectDatabase>>['db'], seqscan: string) {
  const plan = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('enable_seqscan', ${seqscan}, true)`);
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', '0.25', true)`);
    return tx.execute<{ 'QUERY PLAN': string }>(sql`
      EXPLAIN (ANALYZE, COSTS OFF) SELECT q.word AS input, c.word, c.score
        FROM unnest(${textArray(['helath', 'abja'])}) q(word)
        CROSS JOIN LATERAL (
          SELECT s.word, word_similarity(q.word, s.word) AS score FROM search_words s
           WHERE q.word <% s.word AND s.word <> q.word
           ORDER BY score DESC, s.word LIMIT 40) c`);
  });
  return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
}

await main();
