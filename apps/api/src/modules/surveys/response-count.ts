import { sql, type SQL } from 'drizzle-orm';

/**
 * A form's count of submitted responses is surveys.responses_count plus its rows in survey_response_counts, one per
 * slot: statements storing answers to one form at once move different slots, so none waits for another's commit on a
 * shared row (the form's row did that: 22 % of the database's time while 32 clients answered). Everything reading
 * the count reads it through responsesCountOf; the kept cross-tabs' stamp holds it too.
 */
export const COUNT_SLOTS = 8;
export const anySlot = () => Math.floor(Math.random() * COUNT_SLOTS);

/** The count of the surveys row named `form` (an alias such as sql`s`), as an int. */
export const responsesCountOf = (form: SQL) =>
  sql`(${form}.responses_count + coalesce((SELECT sum(k.count) FROM survey_response_counts k WHERE k.survey_id = ${form}.id), 0))::int`;
