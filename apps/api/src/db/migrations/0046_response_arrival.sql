-- Added without a default first: a volatile default on ADD COLUMN would rewrite every response; rows stored before
-- keep a null arrival (never "new" to a kept cross-tab, and outside the partial index).
ALTER TABLE "survey_responses" ADD COLUMN "arrival" "xid8";--> statement-breakpoint
ALTER TABLE "survey_responses" ALTER COLUMN "arrival" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
CREATE INDEX "survey_responses_arrival_idx" ON "survey_responses" USING btree ("survey_id","arrival") WHERE NOT "survey_responses"."is_draft" AND "survey_responses"."arrival" IS NOT NULL;
