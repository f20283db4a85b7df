import type { DbOrTx } from '../../db/client.js';
import { answersStored } from './pending-lists.js';
import { anySlot, COUNT_SLOTS } from './response-count.js';
import {
  insertResponses,
  type NewResponseRow,
  type ResponseRow,
  type SubmittedAlongside,
  type SubmittedTold,
} from './responses.repository.js';

/**
 * Submissions to one form that arrive together are written together. A submission goes to the
 * database at once when its form has fewer than MAX_RUNNING statements under way; otherwise it waits for one to end
 * and leaves with every other waiting one in a single statement. A crowd answering one form then costs one round
 * trip, one commit and one update of the form's count per batch instead of per answer, and the form's row is not
 * locked once per answer; a lone respondent waits for nothing.
 */

const MAX_RUNNING = 2;
const MAX_BATCH = 100;

type Waiting = {
  row: NewResponseRow;
  /** performance.now() when it began to wait. */
  since: number;
  afterSubmitted: (told: SubmittedTold) => Promise<void>;
  alongside?: SubmittedAlongside;
  resolve: (row: ResponseRow | undefined) => void;
  reject: (error: unknown) => void;
};
/** A form's submissions under way in this process: the statements running (each with its own count slot), the waiting. */
type Lane = { running: number; waiting: Waiting[]; firstSlot: number; slotsInUse: Set<number> };

/** What one batch took, for a probe (bench/forms.ts --probe): its size, its first answer's wait, its statement. */
export type BatchTiming = { size: number; waitedMs: number; statementMs: number; afterMs: number };
/** Set by a probe to hear of every batch written; nothing else reads it. */
export const batchProbe: { onBatch?: (timing: BatchTiming) => void } = {};

// Per database handle (tests run several apps in one process), then per form.
const lanesByDatabase = new WeakMap<object, Map<string, Lane>>();

/**
 * Stores one response, batched with others to the same form; answers its row, or undefined when the form already has
 * its client_id (a retried send). `afterSubmitted` runs once per batch that stored a submission, before any of its
 * callers is answered (the form's summary and indicators are told once, not once per answer), with what `alongside`
 * (the same for every answer to the form) found in the batch's statement; the next batch does not wait for it.
 */
export function insertResponseTogether(
  db: DbOrTx,
  tenantId: string,
  surveyId: string,
  row: NewResponseRow,
  afterSubmitted: (told: SubmittedTold) => Promise<void>,
  alongside?: SubmittedAlongside,
): Promise<ResponseRow | undefined> {
  let lanes = lanesByDatabase.get(db);
  if (!lanes) lanesByDatabase.set(db, (lanes = new Map<string, Lane>()));
  const key = `${tenantId}:${surveyId}`;
  let lane = lanes.get(key);
  if (!lane)
    lanes.set(key, (lane = { running: 0, waiting: [], firstSlot: anySlot(), slotsInUse: new Set() }));
  const promise = new Promise<ResponseRow | undefined>((resolve, reject) =>
    lane.waiting.push({ row, since: performance.now(), afterSubmitted, alongside, resolve, reject }),
  );
  if (lane.running < MAX_RUNNING) void drain(db, lanes, key, lane, tenantId, surveyId);
  return promise;
}

async function drain(
  db: DbOrTx,
  lanes: Map<string, Lane>,
  key: string,
  lane: Lane,
  tenantId: string,
  surveyId: string,
) {
  lane.running += 1;
  // The statements running at once move different slots of the form's count: neither waits for the other's commit.
  let slot = lane.firstSlot;
  while (lane.slotsInUse.has(slot)) slot = (slot + 1) % COUNT_SLOTS;
  lane.slotsInUse.add(slot);
  try {
    while (lane.waiting.length) {
      const batch = lane.waiting.splice(0, MAX_BATCH);
      await write(db, tenantId, surveyId, batch, slot);
    }
  } finally {
    lane.slotsInUse.delete(slot);
    lane.running -= 1;
    if (lane.running === 0 && !lane.waiting.length) lanes.delete(key);
  }
}

async function write(db: DbOrTx, tenantId: string, surveyId: string, batch: Waiting[], slot: number) {
  let stored: ResponseRow[];
  let told: SubmittedTold;
  const started = performance.now();
  try {
    let answerChars: number;
    ({
      rows: stored,
      told,
      answerChars,
    } = await insertResponses(
      db,
      tenantId,
      surveyId,
      batch.map((item) => item.row),
      batch[0]!.alongside,
      slot,
    ));
    answersStored(db, answerChars);
  } catch (error) {
    if (batch.length === 1) {
      batch[0]!.reject(error);
      return;
    }
    // One bad row must not fail the others: each goes again alone, and only its own caller hears of its error.
    for (const item of batch) await write(db, tenantId, surveyId, [item], slot);
    return;
  }
  const written = performance.now();
  // The batch's callers are answered once the jobs are told, but the lane does not wait for it: the first job a
  // process queues starts pg-boss (~20 statements, seconds on a busy machine), and every answer waiting behind this
  // batch waited for that too (bench/forms.ts --probe: "after (jobs told)" up to 3.6 s, the slowest requests).
  const after = stored.some((row) => !row.is_draft)
    ? batch[0]!.afterSubmitted(told).catch(() => undefined)
    : undefined;
  void Promise.resolve(after).then(() => {
    batchProbe.onBatch?.({
      size: batch.length,
      waitedMs: started - batch[0]!.since,
      statementMs: written - started,
      afterMs: performance.now() - written,
    });
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const item of batch) item.resolve(byId.get(item.row.id));
  });
}
