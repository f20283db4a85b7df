-- Rollups are rebuilt on demand: emptied so their rows can be made one per key (a build adds to them now).
DELETE FROM "survey_rollups";--> statement-breakpoint
DELETE FROM "survey_rollup_days";--> statement-breakpoint
DELETE FROM "survey_rollup_answers";--> statement-breakpoint
DELETE FROM "survey_rollup_pairs";--> statement-breakpoint
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
ALTER TABLE "survey_rollups" ADD COLUMN "extremes_stale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_rollup_edits" ADD CONSTRAINT "survey_rollup_edits_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_rollup_edits_idx" ON "survey_rollup_edits" USING btree ("survey_id","edit");--> statement-breakpoint
ALTER TABLE "survey_rollup_answers" ADD CONSTRAINT "survey_rollup_answers_key" UNIQUE NULLS NOT DISTINCT("survey_id","question","day","value");--> statement-breakpoint
ALTER TABLE "survey_rollup_pairs" ADD CONSTRAINT "survey_rollup_pairs_key" UNIQUE NULLS NOT DISTINCT("survey_id","first","second","day","first_value","second_value");--> statement-breakpoint
-- The edits stamp (migration 0054) leaves out a form whose changes in this transaction the API logged beforehand in
-- survey_rollup_edits (dashboards/form-rollups.ts logResponseChange sets the transaction-local flag): readers of its rollup
-- take those changes from the log.
CREATE OR REPLACE FUNCTION survey_edits_stamp() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  s uuid;
  k text;
  done text;
BEGIN
  IF TG_TABLE_NAME = 'survey_responses' THEN
    FOR s IN SELECT DISTINCT c.survey_id FROM changed_rows c WHERE NOT c.is_draft LOOP
      IF coalesce(current_setting('oversight_rollup_logged.f' || md5(s::text), true), '') = '' THEN
        k := 'form-edits:' || s;
        done := 'oversight_dashboard_stamp.k' || md5(k);
        IF coalesce(current_setting(done, true), '') = '' THEN
          INSERT INTO dashboard_data_changes (key) VALUES (k);
          PERFORM set_config(done, '1', true);
        END IF;
      END IF;
    END LOOP;
  ELSE
    FOR s IN SELECT DISTINCT c.survey_id FROM changed_rows c LOOP
      IF coalesce(current_setting('oversight_rollup_logged.f' || md5(s::text), true), '') = '' THEN
        k := 'form-edits:' || s;
        done := 'oversight_dashboard_stamp.k' || md5(k);
        IF coalesce(current_setting(done, true), '') = '' THEN
          INSERT INTO dashboard_data_changes (key) VALUES (k);
          PERFORM set_config(done, '1', true);
        END IF;
      END IF;
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
