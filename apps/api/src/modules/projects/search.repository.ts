import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { textArray } from './project-filter.repository.js';

/** SQL of project search beyond the filter: spelling corrections of the words searched. */

/** Candidates per query word read from the index, before the edit distance picks the corrections. */
const CANDIDATES = 40;
/**
 * Low enough for a transposition in a short word ("helath" shares 2 of 7 trigrams' extent with "health": 0.29) and a
 * dropped letter in a 4-letter one ("abja"/"abuja": 0.4); the edit distance then keeps the real near words only.
 */
const WORD_SIMILARITY_THRESHOLD = 0.25;

/** Typing slips allowed: one in a short word, two up to 8 letters, three beyond. */
export const maxEdits = (word: string) => (word.length <= 5 ? 1 : word.length <= 8 ? 2 : 3);

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbours each cost 1. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  return rows[a.length]![b.length]!;
}

/**
 * Up to three known words (search_words, migration 0007) closest to each query word of three letters or more.
 * Candidates come through the word-similarity operator (<%, on the trigram index) at a low threshold; PGlite 0.5's `%`
 * operator breaks the backend once btree_gin is loaded, and `word_similarity` does not. Of those, the words within
 * `maxEdits` typing slips win, fewest slips first.
 */
export async function findWordCorrections(db: DbOrTx, words: string[]): Promise<Map<string, string[]>> {
  const candidates = words.filter((word) => word.length >= 3);
  if (!candidates.length) return new Map();
  const result = await db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    );
    return tx.execute<{ input: string; word: string; score: number }>(sql`
      SELECT q.word AS input, c.word, c.score
        FROM unnest(${textArray(candidates)}) q(word)
        CROSS JOIN LATERAL (
          SELECT s.word, word_similarity(q.word, s.word) AS score FROM search_words s
           WHERE q.word <% s.word AND s.word <> q.word
           ORDER BY score DESC, s.word LIMIT ${CANDIDATES}) c`);
  });
  const found = new Map<string, { word: string; edits: number; score: number }[]>();
  for (const row of result.rows) {
    const edits = editDistance(row.input, row.word);
    if (edits > maxEdits(row.input)) continue;
    const list = found.get(row.input) ?? [];
    list.push({ word: row.word, edits, score: row.score });
    found.set(row.input, list);
  }
  return new Map([...found].map(([input, list]) => [input, pickCorrections(list)]));
}

/**
 * Every word at the fewest slips (up to 5: "abja" is one slip from aba, abia, abua and abuja alike), then the next
 * nearest up to 3 in all.
 */
function pickCorrections(list: { word: string; edits: number; score: number }[]): string[] {
  const sorted = [...list].sort((a, b) => a.edits - b.edits || b.score - a.score);
  const fewest = sorted[0]!.edits;
  const nearest = sorted.filter((item) => item.edits === fewest).slice(0, 5);
  const rest = sorted.filter((item) => item.edits !== fewest).slice(0, Math.max(0, 3 - nearest.length));
  return [...nearest, ...rest].map((item) => item.word);
}
