-- Issue 12 "Speed": answering's slow 1 %. New answers go to the two GIN indexes' pending lists; the statement that
-- takes a list over gin_pending_list_limit (4 MB by default, ~4,500 answers) merges all of it into the index before
-- it commits: one batch of answers about every 8 s at 32 clients waited for ~90 ms of CPU and its writes. With
-- 512 kB lists the merges are an eighth as long and the cost per answer stays the same (bench/forms.ts, README).
ALTER INDEX "survey_responses_answers_idx" SET (gin_pending_list_limit = 512);
--> statement-breakpoint
ALTER INDEX "survey_responses_search_idx" SET (gin_pending_list_limit = 512);
--> statement-breakpoint
-- The dashboards' data stamp of a form (migration 0041) once per statement instead of once per answer-index row
-- (~31 rows an answer): the same key, written by the same transaction.
CREATE OR REPLACE FUNCTION survey_answer_values_stamp() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  k text;
  done text;
BEGIN
  FOR k IN SELECT DISTINCT 'form:' || c.survey_id FROM changed_rows c LOOP
    done := 'oversight_dashboard_stamp.k' || md5(k);
    IF coalesce(current_setting(done, true), '') = '' THEN
      INSERT INTO dashboard_data_changes (key) VALUES (k);
      PERFORM set_config(done, '1', true);
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "survey_answer_values_dashboard_stamp_trg" ON "survey_answer_values";
--> statement-breakpoint
CREATE TRIGGER survey_answer_values_stamp_ins_trg
  AFTER INSERT ON survey_answer_values REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION survey_answer_values_stamp();
--> statement-breakpoint
CREATE TRIGGER survey_answer_values_stamp_upd_trg
  AFTER UPDATE ON survey_answer_values REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION survey_answer_values_stamp();
--> statement-breakpoint
CREATE TRIGGER survey_answer_values_stamp_del_trg
  AFTER DELETE ON survey_answer_values REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION survey_answer_values_stamp();
