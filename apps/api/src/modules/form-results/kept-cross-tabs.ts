import { createHash } from 'node:crypto';
import type { CrossTab, ResultsFilters } from '@oversight/shared/surveys/results.schemas';
import type { DbOrTx } from '../../db/client.js';
import type { CrossCounts } from './form-results.repository.js';
import * as repo from './kept-cross-tabs.repository.js';

/**
 * Kept cross-tabs: a cross-tab of 100,000 responses costs 0.1-0.3 s of database CPU; kept per (form,
 * questions and filters, the form's stamp), asking again costs one indexed read. When the stamp moved only because
 * responses were submitted (no edit, delete or new version: kept-cross-tabs.repository.ts says how), the new
 * responses alone are counted and added to the kept numbers (each is a sum over responses); otherwise everything is
 * counted again. Callers check access first: a kept answer depends only on the form's responses and the request, the
 * same for everyone allowed to view them, and is only reached through the form it was counted for.
 */

/** Off only for benchmarks measuring the statement itself (FORM_CROSS_TAB_CACHE=off). */
const keeping = () => process.env.FORM_CROSS_TAB_CACHE !== 'off';
/** Off only for benchmarks and tests comparing with a count of everything (FORM_CROSS_TAB_ADD=off). */
const adding = () => process.env.FORM_CROSS_TAB_ADD !== 'off';

/**
 * More new responses than this share of those counted (or 1,000) are counted with the others again: one pass over
 * every response's answers costs less than finding that many one by one (on the bench form, adding 1,203 new
 * responses cost 20 ms of database CPU, counting all 102,593 about 200 ms).
 */
const ADD_AT_MOST = 0.05;

/** Cross-tabs being counted in this process, by form, request and stamp: asked at once, counted once. */
const counting = new Map<string, Promise<CrossTab>>();

export type CrossTabRequest = { row: string; column: string; filters: ResultsFilters };

/** How a cross-tab is counted and answered (form-results.aggregations.ts: countCrossTab, presentCrossTab). */
export type CrossTabCounter = {
  /** Every response's numbers, or with `since` (a snapshot) only those of responses submitted after it. */
  count: (since?: string) => Promise<{ counts: CrossCounts; snapshot: string }>;
  /** Kept numbers and new ones together. */
  add: (kept: CrossCounts, added: CrossCounts) => CrossCounts;
  present: (counts: CrossCounts) => Promise<CrossTab>;
};

/** The request as one key: questions, then filters in a fixed order (`v2`: kept with their numbers). */
export function requestKey(request: CrossTabRequest): string {
  const { filters } = request;
  const canonical = JSON.stringify([
    'v2',
    request.row,
    request.column,
    filters.from ?? null,
    filters.to ?? null,
    filters.search ?? null,
    (filters.answers ?? []).map(({ name, value }) => [name, value]).sort(),
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}

/**
 * The kept answer when the form's stamp has not moved; after new submissions only, the kept numbers and the new
 * responses'; otherwise counts everything. Each is done once per process at a time, and kept.
 */
export async function keptCrossTab(
  db: DbOrTx,
  form: { id: string; tenantId: string },
  request: CrossTabRequest,
  counter: CrossTabCounter,
): Promise<CrossTab> {
  if (!keeping()) return counter.present((await counter.count()).counts);
  const key = requestKey(request);
  const found = await repo.findKept(db, form.id, key);
  if (found.kept && found.kept.stamp === found.stamp) return found.kept.answer as CrossTab;
  const asked = `${form.id}:${key}:${found.stamp}`;
  const running = counting.get(asked);
  if (running) return running;
  const counted = (async () => {
    // Read before counting: what changes from now on moves the stamp past it (the answer is never older).
    const stamp = await repo.keepStamp(db, form.tenantId, form.id);
    const base = found.kept && addable(found.kept.stamp, stamp) ? found.kept : null;
    let counts: CrossCounts;
    let snapshot: string;
    if (base) {
      const added = await counter.count(base.snapshot);
      counts = counter.add(base.counts, added.counts);
      snapshot = added.snapshot;
    } else ({ counts, snapshot } = await counter.count());
    const answer = await counter.present(counts);
    await repo.saveKept(db, {
      tenantId: form.tenantId,
      surveyId: form.id,
      key,
      stamp,
      kept: { answer, counts, snapshot, request },
    });
    return answer;
  })();
  counting.set(asked, counted);
  try {
    return await counted;
  } finally {
    counting.delete(asked);
  }
}

/**
 * Whether numbers kept at stamp `kept` become those of stamp `now` by adding the responses submitted since: only
 * submissions came (same generation, version and form), and not so many that counting everything is cheaper.
 */
export function addable(kept: string, now: string): boolean {
  if (!adding()) return false;
  const was = repo.stampParts(kept);
  const is = repo.stampParts(now);
  if (!was || !is || was.rest !== is.rest) return false;
  const added = is.responses - was.responses;
  return added >= 0 && added <= Math.max(1000, was.responses * ADD_AT_MOST);
}

/**
 * Submitted answers of the form were edited or deleted (new ones change its count, in the stamp already). Answers
 * whether something had been kept (a job may count those requests again: keptRequests).
 */
export const crossTabsChanged = (db: DbOrTx, tenantId: string, surveyId: string) =>
  repo.growGeneration(db, tenantId, surveyId);

/** The form's kept requests, for a job to count again before anyone asks (at most the 50 latest). */
export async function keptRequests(db: DbOrTx, surveyId: string): Promise<CrossTabRequest[]> {
  return (await repo.keptRequests(db, surveyId)).filter(
    (item): item is CrossTabRequest =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as CrossTabRequest).row === 'string' &&
      typeof (item as CrossTabRequest).column === 'string' &&
      typeof (item as CrossTabRequest).filters === 'object',
  );
}
