import type { DbOrTx } from '../../db/client.js';
import { mergePendingAnswerLists } from './responses.repository.js';

/**
 * New answers go to the pending lists of the responses' GIN indexes (answers, words), and the insert that takes a
 * list past its limit (512 kB, migration 0048) merges the whole list before it commits: about once a second at 600
 * answers a second, that batch's answers waited 40-200 ms more than the others (the slowest 1 %). So a process
 * merges the lists itself, in a statement of its own that no answer waits for, once the answers it stored since its
 * last merge hold about half a list (the answers' list grows by about the length of their JSON).
 */
export const MERGE_AFTER_CHARS = 256 * 1024;

type Upkeep = { chars: number; merging: boolean; refused: boolean };
// Per database handle, as the batch lanes (tests run several apps in one process).
const upkeepByDatabase = new WeakMap<object, Upkeep>();

/** Set by a probe (bench/forms.ts --probe, tests) to hear of every merge: how long it took, whether it failed. */
export const mergeProbe: { onMerge?: (timing: { ms: number; failed: boolean }) => void } = {};

/** Counts what a statement added to the pending lists and starts a merge, not awaited, when they hold enough. */
export function answersStored(db: DbOrTx, answerChars: number) {
  let upkeep = upkeepByDatabase.get(db);
  if (!upkeep) upkeepByDatabase.set(db, (upkeep = { chars: 0, merging: false, refused: false }));
  upkeep.chars += answerChars;
  if (upkeep.chars < MERGE_AFTER_CHARS || upkeep.merging || upkeep.refused) return;
  upkeep.chars = 0;
  upkeep.merging = true;
  const state = upkeep;
  const started = performance.now();
  let failed = false;
  void mergePendingAnswerLists(db)
    .catch((error: unknown) => {
      failed = true;
      // A role that does not own the indexes may not merge (42501): its inserts merge as they did before.
      const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string };
      if (cause.code === '42501') state.refused = true;
    })
    .finally(() => {
      state.merging = false;
      mergeProbe.onMerge?.({ ms: performance.now() - started, failed });
    });
}
