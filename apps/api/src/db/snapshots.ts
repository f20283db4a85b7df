import { sql, type SQL } from 'drizzle-orm';

/**
 * Rows stamped with transaction ids (survey_responses.arrival, survey_rollup_edits.edit) read "since a snapshot": kept
 * answers (form results' cross-tabs, a form's dashboard rollup) add what the snapshot they were read in did not see.
 */

/** The highest transaction id of a row this statement sees: committed before its snapshot, or its own transaction's. */
const SEEN_XID_MAX = sql`(SELECT greatest(pg_snapshot_xmax(pg_current_snapshot()), pg_current_xact_id_if_assigned()))`;

/**
 * Transaction ids in `column` that `snapshot` (a pg_snapshot) did not see (it was taken before they ended), read by an
 * index on them from the oldest transaction the snapshot saw running, so only the last few are read. The upper bound
 * holds for every row the statement sees; as a subquery, with a lower bound the planner cannot know either, the pair is
 * estimated as a narrow range and read by the index (the lower bound alone is estimated at a third of the rows: a scan
 * of a form's 100,000 responses, 70 ms).
 */
export const unseenBy = (column: SQL, snapshot: SQL) =>
  sql`${column} >= pg_snapshot_xmin(${snapshot}) AND ${column} <= ${SEEN_XID_MAX} AND NOT pg_visible_in_snapshot(${column}, ${snapshot})`;
