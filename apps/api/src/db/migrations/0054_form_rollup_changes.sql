-- Form rollups (modules/dashboards/form-rollups.ts) read and add what changed since their snapshot instead of being
-- built whole after every write: new submissions by their `arrival`, and edits, deletes and draft submissions that
-- the API logs beforehand in survey_rollup_edits (the response as it was). Their rows become one per key, added to.
-- Rollups built before this kept unique rows (each build grouped them); they have no snapshot and are built whole.
CREATE TABLE "survey_rollup_edits" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_rollup_edits_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"survey_id" uuid NOT NULL,
	"response_id" uuid NOT NULL,
	"edit" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"response_arrival" "xid8",
	"day" date,
	"questions" text[] NOT NULL,
	"answer_values" text[] NOT NULL,
	"numbers" numeric[] NOT NULL
);
--> statement-breakpoint
DROP INDEX "survey_rollup_answers_idx";--> statement-breakpoint
DROP INDEX "survey_rollup_pairs_idx";--> statement-breakpoint
ALTER TABLE "survey_rollups" ADD COLUMN "edits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_rollups" ADD COLUMN "snapshot" text;--> statement-breakpoint
ALTER TABLE "survey_rollups" ADD COLUMN "extremes_stale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_rollup_edits" ADD CONSTRAINT "survey_rollup_edits_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_rollup_edits_idx" ON "survey_rollup_edits" USING btree ("survey_id","edit");--> statement-breakpoint
ALTER TABLE "survey_rollup_answers" ADD CONSTRAINT "survey_rollup_answers_key" UNIQUE NULLS NOT DISTINCT("survey_id","question","day","value");--> statement-breakpoint
ALTER TABLE "survey_rollup_pairs" ADD CONSTRAINT "survey_rollup_pairs_key" UNIQUE NULLS NOT DISTINCT("survey_id","first","second","day","first_value","second_value");--> statement-breakpoint
-- A form's edits stamp (`form-edits:<survey>` in dashboard_data_changes): every transaction that updates or deletes
-- its submitted responses or their answers (a draft becoming a submission is an update) adds one row, unless the API
-- logged that form's changes in it beforehand (form-rollups.ts logResponseChange sets the transaction-local flag
-- oversight_rollup_logged.f<md5 of the form's id>). New submissions and drafts' saves do not add one. While the stamp
-- is unchanged, a rollup read with the changes since its snapshot gives the answers' numbers.
CREATE OR REPLACE FUNCTION survey_edits_stamp_form(form uuid) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  k text := 'form-edits:' || form;
  done text := 'oversight_dashboard_stamp.k' || md5('form-edits:' || form);
BEGIN
  IF coalesce(current_setting('oversight_rollup_logged.f' || md5(form::text), true), '') = ''
     AND coalesce(current_setting(done, true), '') = '' THEN
    INSERT INTO dashboard_data_changes (key) VALUES (k);
    PERFORM set_config(done, '1', true);
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION survey_edits_stamp() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  -- Responses: submitted ones only (before an edit or delete, or after a draft's submission); answers: all (drafts have none).
  IF TG_TABLE_NAME = 'survey_responses' THEN
    PERFORM survey_edits_stamp_form(s.survey_id) FROM (SELECT DISTINCT c.survey_id FROM changed_rows c WHERE NOT c.is_draft) s;
  ELSE
    PERFORM survey_edits_stamp_form(s.survey_id) FROM (SELECT DISTINCT c.survey_id FROM changed_rows c) s;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER survey_responses_edits_old_trg
  AFTER UPDATE ON survey_responses REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION survey_edits_stamp();
--> statement-breakpoint
CREATE TRIGGER survey_responses_edits_new_trg
  AFTER UPDATE ON survey_responses REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION survey_edits_stamp();
--> statement-breakpoint
CREATE TRIGGER survey_responses_edits_del_trg
  AFTER DELETE ON survey_responses REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION survey_edits_stamp();
--> statement-breakpoint
CREATE TRIGGER survey_answer_values_edits_upd_trg
  AFTER UPDATE ON survey_answer_values REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION survey_edits_stamp();
--> statement-breakpoint
CREATE TRIGGER survey_answer_values_edits_del_trg
  AFTER DELETE ON survey_answer_values REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION survey_edits_stamp();
