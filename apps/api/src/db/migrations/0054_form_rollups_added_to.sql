ALTER TABLE "survey_rollups" ADD COLUMN "edits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_rollups" ADD COLUMN "snapshot" text;--> statement-breakpoint
-- A form's edits stamp (`form-edits:<survey>` in dashboard_data_changes): every transaction that updates or deletes
-- its submitted responses or their answers (a draft becoming a submission is an update) adds one row. New
-- submissions do not: a rollup read while the stamp is unchanged adds the responses its snapshot did not see
-- (modules/dashboards/form-rollups.ts). Drafts' saves do not either.
CREATE OR REPLACE FUNCTION survey_edits_stamp() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  k text;
  done text;
BEGIN
  IF TG_TABLE_NAME = 'survey_responses' THEN
    FOR k IN SELECT DISTINCT 'form-edits:' || c.survey_id FROM changed_rows c WHERE NOT c.is_draft LOOP
      done := 'oversight_dashboard_stamp.k' || md5(k);
      IF coalesce(current_setting(done, true), '') = '' THEN
        INSERT INTO dashboard_data_changes (key) VALUES (k);
        PERFORM set_config(done, '1', true);
      END IF;
    END LOOP;
  ELSE
    FOR k IN SELECT DISTINCT 'form-edits:' || c.survey_id FROM changed_rows c LOOP
      done := 'oversight_dashboard_stamp.k' || md5(k);
      IF coalesce(current_setting(done, true), '') = '' THEN
        INSERT INTO dashboard_data_changes (key) VALUES (k);
        PERFORM set_config(done, '1', true);
      END IF;
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A submitted response edited (its rows before) or a draft submitted (its rows after).
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
