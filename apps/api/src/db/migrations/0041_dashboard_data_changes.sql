CREATE TABLE "dashboard_data_changes" (
	"key" text NOT NULL,
	"weight" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dashboard_data_changes_key_idx" ON "dashboard_data_changes" USING btree ("key","weight");--> statement-breakpoint
-- Data stamps of the dashboards' kept chart answers (modules/dashboards/chart-cache.ts): every transaction that
-- writes what a chart reads adds one row for the key it changes (a transaction-local setting marks the key as done,
-- so a statement over 100,000 rows adds one row, not 100,000). Only rows are added: writers never wait on each other.
CREATE OR REPLACE FUNCTION dashboard_data_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  r record;
  k text;
  done text;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME IN ('survey_responses', 'survey_answer_values') THEN
    k := 'form:' || r.survey_id;
  ELSIF TG_TABLE_NAME = 'dashboard_dataset_rows' THEN
    k := 'dataset:' || r.data_source_id;
  ELSIF TG_TABLE_NAME = 'indicator_values' THEN
    SELECT 'plans:' || i.tenant_id INTO k FROM indicators i WHERE i.id = r.indicator_id;
  ELSIF TG_TABLE_NAME = 'disaggregation_options' THEN
    SELECT 'plans:' || c.tenant_id INTO k FROM disaggregation_categories c WHERE c.id = r.category_id;
  ELSE
    k := TG_ARGV[0] || ':' || r.tenant_id;
  END IF;
  -- An indicator or category deleted first: its own row's trigger stamped the tenant's plans.
  IF k IS NULL THEN RETURN NULL; END IF;
  done := 'oversight_dashboard_stamp.k' || md5(k);
  IF coalesce(current_setting(done, true), '') = '' THEN
    INSERT INTO dashboard_data_changes (key) VALUES (k);
    PERFORM set_config(done, '1', true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Projects: what the projects source reads (view, eyemark and review counters and the search vector are not read).
CREATE TRIGGER projects_dashboard_stamp_trg
  AFTER INSERT OR DELETE OR UPDATE OF tenant_id, public_id, name, code, description, status, plan, sectors, sdgs,
    categories, tags, states, lgas, wards, latitude, longitude, start_date, end_date, date_awarded, percentage_completed,
    total_project_cost, total_amount_released, total_amount_spent, total_financial_commitment, total_appropriation,
    appropriation_for_2021, amount_budgeted, yearly_appropriation, currency, contract_type, geo_political_zone,
    ministry_id, agency_id, organization_id, parent_project_id, is_published, created_at, links, location_description,
    facility_type, facility_work, deleted_at
  ON projects FOR EACH ROW EXECUTE FUNCTION dashboard_data_changed('projects');
--> statement-breakpoint
CREATE TRIGGER project_contractors_dashboard_stamp_trg
  AFTER INSERT OR UPDATE OR DELETE ON project_contractors FOR EACH ROW EXECUTE FUNCTION dashboard_data_changed('projects');
--> statement-breakpoint
-- Charts show ministry, agency and contractor names.
CREATE TRIGGER organizations_dashboard_stamp_trg
  AFTER UPDATE OF name ON organizations FOR EACH ROW EXECUTE FUNCTION dashboard_data_changed('projects');
--> statement-breakpoint
-- Who may see what: grants, roles' permissions, departments, project groups and the access groups' pseudo-users.
CREATE TRIGGER stakeholder_grants_dashboard_stamp_trg
  AFTER INSERT OR UPDATE OR DELETE ON stakeholder_grants FOR EACH ROW EXECUTE FUNCTION dashboard_data_changed('access');
--> statement-breakpoint
CREATE TRIGGER roles_dashboard_stamp_trg
  AFTER INSERT OR UPDATE OR DELETE ON roles FOR EACH ROW EXECUTE FUNCTION dashboard_data_changed('access');
--> statement-breakpoint
CREATE TRIGGER department_members_dashboard_stamp_trg
  AFTER INSERT OR UPDATE OR DELETE ON department_members FOR EACH ROW EXECUTE FUNCTION dashboard_data_changed('access');
--> statement-breakpoint
CREATE TRIGGER project_group_members_dashboard_stamp_trg
  AFTER INSERT OR UPDATE OR DELETE ON project_group_members FOR EACH ROW EXECUTE FUNCTION dashboard_data_changed('access');
--> statement-breakpoint
CREATE TRIGGER users_dashboard_stamp_ins_trg
  AFTER INSERT ON users FOR EACH ROW WHEN (NEW.is_pseudo) EXECUTE FUNCTION dashboard_data_changed('access');
--> statement-breakpoint
CREATE TRIGGER users_dashboard_stamp_del_trg
  AFTER DELETE ON users FOR EACH ROW WHEN (OLD.is_pseudo) EXECUTE FUNCTION dashboard_data_changed('access');
--> statement-breakpoint
-- Forms' responses and their answer index.
CREATE TRIGGER survey_responses_dashboard_stamp_trg
  AFTER INSERT OR UPDATE OR DELETE ON survey_responses FOR EACH ROW EXECUTE FUNCTION dashboard_data_changed('form');
--> statement-breakpoint
CREATE TRIGGER survey_answer_values_dashboard_stamp_trg
  AFTER INSERT OR UPDATE OR DELETE ON survey_answer_values FOR EACH ROW EXECUTE FUNCTION dashboard_data_changed('form');
--> statement-breakpoint
-- Uploaded datasets' rows.
CREATE TRIGGER dashboard_dataset_rows_dashboard_stamp_trg
  AFTER INSERT OR UPDATE OR DELETE ON dashboard_dataset_rows FOR EACH ROW EXECUTE FUNCTION dashboard_data_changed('dataset');
--> statement-breakpoint
-- Plans: indicators, their values, outcomes and disaggregations.
CREATE TRIGGER indicator_values_dashboard_stamp_trg
  AFTER INSERT OR UPDATE OR DELETE ON indicator_values FOR EACH ROW EXECUTE FUNCTION dashboard_data_changed('plans');
--> statement-breakpoint
CREATE TRIGGER indicators_dashboard_stamp_trg
  AFTER INSERT OR UPDATE OR DELETE ON indicators FOR EACH ROW EXECUTE FUNCTION dashboard_data_changed('plans');
--> statement-breakpoint
CREATE TRIGGER outcomes_dashboard_stamp_trg
  AFTER INSERT OR UPDATE OR DELETE ON outcomes FOR EACH ROW EXECUTE FUNCTION dashboard_data_changed('plans');
--> statement-breakpoint
CREATE TRIGGER disaggregation_categories_dashboard_stamp_trg
  AFTER INSERT OR UPDATE OR DELETE ON disaggregation_categories FOR EACH ROW EXECUTE FUNCTION dashboard_data_changed('plans');
--> statement-breakpoint
CREATE TRIGGER disaggregation_options_dashboard_stamp_trg
  AFTER INSERT OR UPDATE OR DELETE ON disaggregation_options FOR EACH ROW EXECUTE FUNCTION dashboard_data_changed('plans');
