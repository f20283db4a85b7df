-- oversight:concurrently
-- Dashboard charts of a form (modules/dashboards/data-source-fields.ts) join each question's answer rows to the
-- form's submitted responses. Both read in response id order, they merge-join with no sort instead of hashing 100,000
-- ids per question (issue 15). Declared here, not in the Drizzle schema: Drizzle cannot declare INCLUDE columns.
-- Built CONCURRENTLY on a PostgreSQL server (db/migrator.ts): writes go on during the build. IF NOT EXISTS: an
-- operator may have built them beforehand.
-- The responses: a form's submitted ones in id order, with the submission time (date filters and charts by month).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "survey_responses_id_order_idx" ON "survey_responses" USING btree ("survey_id", "id")
  INCLUDE ("submitted_at") WHERE NOT "is_draft";--> statement-breakpoint
-- The answers: one question's rows in response order, with the value and number (read index-only).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "survey_answer_values_response_order_idx" ON "survey_answer_values" USING btree ("survey_id", "question", "response_id")
  INCLUDE ("value", "number");
