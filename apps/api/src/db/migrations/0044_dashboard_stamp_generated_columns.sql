-- The projects' stamp trigger of 0041 without the generated columns facility_type and facility_work: a trigger
-- "UPDATE OF" a stored generated column fired on every update (a view counter's too), though both are computed
-- from name and tags, which stay in the list.
DROP TRIGGER IF EXISTS projects_dashboard_stamp_trg ON projects;
--> statement-breakpoint
CREATE TRIGGER projects_dashboard_stamp_trg
  AFTER INSERT OR DELETE OR UPDATE OF tenant_id, public_id, name, code, description, status, plan, sectors, sdgs,
    categories, tags, states, lgas, wards, latitude, longitude, start_date, end_date, date_awarded, percentage_completed,
    total_project_cost, total_amount_released, total_amount_spent, total_financial_commitment, total_appropriation,
    appropriation_for_2021, amount_budgeted, yearly_appropriation, currency, contract_type, geo_political_zone,
    ministry_id, agency_id, organization_id, parent_project_id, is_published, created_at, links, location_description,
    deleted_at
  ON projects FOR EACH ROW EXECUTE FUNCTION dashboard_data_changed('projects');
