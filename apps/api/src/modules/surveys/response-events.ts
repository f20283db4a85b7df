import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Jobs } from '../../platform/jobs.js';

/** Who changed the responses, as much of it as a subscriber needs. */
export type ResponsesCaller = { db: DbOrTx; jobs?: Jobs; auth: { tenant: { id: string } } };

/**
 * What a module keeping figures derived from a form's submitted answers does when they change ("responses
 * changed"). Form results (kept summary, cross-tabs) and dashboards (rollups) sit above surveys and subscribe here
 * (modules/events.ts), so surveys never imports them.
 */
export type ResponsesSubscriber = {
  /** In the transaction that changes or deletes one submitted response, before the change. */
  changing?: (tx: DbOrTx, tenantId: string, responseId: string) => Promise<unknown>;
  /** After a form's submitted answers changed (an edit, a deletion, a draft submitted). */
  changed?: (caller: ResponsesCaller, surveyId: string) => Promise<unknown>;
  /**
   * New submissions: `sql` is carried by the statement storing them (no round trip of its own); when its `stale`
   * part wrote a row, `markedStale` follows the statement. One subscriber at most.
   */
  submitted?: {
    sql: (tenantId: string, surveyId: string, when: SQL) => { stale: SQL; others: SQL[] };
    markedStale: (caller: ResponsesCaller, surveyId: string) => Promise<unknown>;
  };
};

// Keyed by subscriber, so building the app again (tests build many) subscribes once.
const subscribers = new Map<string, ResponsesSubscriber>();

/** Subscribes `name` to "responses changed" (again: replaces its earlier subscription). */
export function onResponsesChanged(name: string, subscriber: ResponsesSubscriber): void {
  const other = [...subscribers].find(([key, held]) => key !== name && held.submitted);
  if (subscriber.submitted && other)
    throw new Error(`${name} and ${other[0]} both write beside new submissions; one may.`);
  subscribers.set(name, subscriber);
}

const each = <K extends keyof ResponsesSubscriber>(key: K) =>
  [...subscribers.values()].flatMap((subscriber) => subscriber[key] ?? []) as NonNullable<
    ResponsesSubscriber[K]
  >[];

/** In the changing transaction, before one submitted response changes. */
export const responseChanging = (tx: DbOrTx, tenantId: string, responseId: string) =>
  Promise.all(each('changing').map((changing) => changing(tx, tenantId, responseId)));

/** After a form's submitted answers changed. */
export const responsesChanged = (caller: ResponsesCaller, surveyId: string) =>
  Promise.all(each('changed').map((changed) => changed(caller, surveyId)));

/** The subscriber writing beside new submissions, if any. */
export const submittedSubscriber = () => each('submitted')[0];
