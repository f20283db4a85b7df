import { createHash } from 'node:crypto';
import type { CrossTab, ResultsFilters } from '@oversight/shared/surveys/results.schemas';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './kept-cross-tabs.repository.js';

/**
 * Kept cross-tabs (issue 13): a cross-tab of 100,000 responses costs about a third of a second of database CPU; kept
 * per (form, questions and filters, the form's stamp), asking again costs one indexed read, and new, edited or deleted
 * responses change the stamp (kept-cross-tabs.repository.ts says how). Callers check access first: a kept answer
 * depends only on the form's responses and the request, the same for everyone allowed to view them, and is only
 * reached through the form it was counted for.
 */

/** Off only for benchmarks measuring the statement itself (FORM_CROSS_TAB_CACHE=off). */
const keeping = () => process.env.FORM_CROSS_TAB_CACHE !== 'off';

/** Cross-tabs being counted in this process, by form, request and stamp: asked at once, counted once. */
const counting = new Map<string, Promise<CrossTab>>();

export type CrossTabRequest = { row: string; column: string; filters: ResultsFilters };

/** The request as one key: questions, then filters in a fixed order. */
export function requestKey(request: CrossTabRequest): string {
  const { filters } = request;
  const canonical = JSON.stringify([
    request.row,
    request.column,
    filters.from ?? null,
    filters.to ?? null,
    filters.search ?? null,
    (filters.answers ?? []).map(({ name, value }) => [name, value]).sort(),
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}

/** The kept answer when the form's stamp has not moved; otherwise counts it (once per process) and keeps it. */
export async function keptCrossTab(
  db: DbOrTx,
  form: { id: string; tenantId: string },
  request: CrossTabRequest,
  count: () => Promise<CrossTab>,
): Promise<CrossTab> {
  if (!keeping()) return count();
  const key = requestKey(request);
  const kept = await repo.findKept(db, form.id, key);
  if (kept.answer) return kept.answer as CrossTab;
  const asked = `${form.id}:${key}:${kept.stamp}`;
  const running = counting.get(asked);
  if (running) return running;
  const counted = (async () => {
    const stamp = await repo.keepStamp(db, form.tenantId, form.id);
    const answer = await count();
    await repo.saveKept(db, { tenantId: form.tenantId, surveyId: form.id, key, stamp, answer });
    return answer;
  })();
  counting.set(asked, counted);
  try {
    return await counted;
  } finally {
    counting.delete(asked);
  }
}

/** Submitted answers of the form were edited or deleted (new ones change its count, in the stamp already). */
export const crossTabsChanged = (db: DbOrTx, tenantId: string, surveyId: string) =>
  repo.growGeneration(db, tenantId, surveyId);
