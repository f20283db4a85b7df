import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { textArray } from './project-filter.repository.js';

/** SQL of project search beyond the filter: spelling corrections of the words searched. */

/**
 * Up to three known words (search_words, migration 0007) closest to each query word of three letters or more.
 * Candidates come through the word-similarity operator (<%, indexed); PGlite 0.5's `%` operator breaks the backend.
 */
export async function findWordCorrections(db: DbOrTx, words: string[]): Promise<Map<string, string[]>> {
  const candidates = words.filter((word) => word.length >= 3);
  if (!candidates.length) return new Map();
  const result = await db.execute<{ input: string; corrections: string[] }>(sql`
    SELECT q.word AS input, array_agg(c.word ORDER BY c.score DESC) AS corrections
      FROM unnest(${textArray(candidates)}) q(word)
      CROSS JOIN LATERAL (
        SELECT s.word, similarity(s.word, q.word) AS score FROM search_words s
         WHERE q.word <% s.word AND s.word <> q.word AND similarity(s.word, q.word) >= 0.4
         ORDER BY score DESC LIMIT 3) c
     GROUP BY q.word`);
  return new Map(result.rows.map((row) => [row.input, row.corrections]));
}
