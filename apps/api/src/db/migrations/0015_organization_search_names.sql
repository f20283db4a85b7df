-- A project's search document holds its ministry, agency, owner and contractor names (0004_project_search.sql):
-- renaming an organisation (or its username) rebuilds the documents of the projects it is linked to.
-- Row trigger with a WHEN condition: PostgreSQL allows no column list on statement triggers with transition tables,
-- and other organisation updates (description, avatar, counters) must not touch projects.
CREATE OR REPLACE FUNCTION organizations_search_names_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  -- Setting a column the search trigger watches rebuilds the document (projects_search_trg).
  UPDATE projects p SET name = p.name
   WHERE p.ministry_id = NEW.id OR p.agency_id = NEW.id OR p.organization_id = NEW.id
      OR p.id IN (SELECT pc.project_id FROM project_contractors pc WHERE pc.organization_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER organizations_search_names_trg
  AFTER UPDATE OF name, username ON organizations
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.username IS DISTINCT FROM NEW.username)
  EXECUTE FUNCTION organizations_search_names_refresh();
