-- Project search (issue 3): what drizzle-kit cannot express. The search vector is kept by triggers because it
-- reads other tables (ministry, agency, owner and contractor names), which a generated column cannot.

-- unaccent() is STABLE (it reads a dictionary by name); indexes and generated values need an IMMUTABLE function.
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- Weights: name and code A, organisation names B, places C, description D. The code is split on punctuation
-- (FMW-2023-00123 -> fmw 2023 00123): the parser would otherwise read '-2023' as a negative number.
CREATE OR REPLACE FUNCTION project_search_document(p projects) RETURNS tsvector
  LANGUAGE plpgsql STABLE
  AS $$
DECLARE
  names text;
BEGIN
  SELECT string_agg(o.name || ' ' || o.username, ' ') INTO names
    FROM organizations o
   WHERE o.id IN (p.ministry_id, p.agency_id, p.organization_id)
      OR o.id IN (SELECT pc.organization_id FROM project_contractors pc WHERE pc.project_id = p.id);
  RETURN setweight(to_tsvector('english', immutable_unaccent(coalesce(p.name, ''))), 'A')
      || setweight(to_tsvector('simple', regexp_replace(immutable_unaccent(coalesce(p.code, '')), '[^[:alnum:]]+', ' ', 'g')), 'A')
      || setweight(to_tsvector('english', immutable_unaccent(coalesce(names, ''))), 'B')
      || setweight(to_tsvector('english', immutable_unaccent(
           array_to_string(p.states, ' ') || ' ' || array_to_string(p.lgas, ' ') || ' ' || array_to_string(p.wards, ' '))), 'C')
      || setweight(to_tsvector('english', immutable_unaccent(coalesce(p.description, ''))), 'D');
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION projects_search_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.search := project_search_document(NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Only the columns the document reads: view and eyemark counters must not rebuild it.
CREATE TRIGGER projects_search_trg
  BEFORE INSERT OR UPDATE OF name, code, description, states, lgas, wards, ministry_id, agency_id, organization_id
  ON projects FOR EACH ROW EXECUTE FUNCTION projects_search_refresh();
--> statement-breakpoint
-- A contractor added or removed changes the names in the document: touch the project once per statement.
CREATE OR REPLACE FUNCTION project_contractors_search_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE projects SET name = name WHERE id IN (SELECT DISTINCT project_id FROM changed_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER project_contractors_search_ins_trg
  AFTER INSERT ON project_contractors REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_contractors_search_inserted();
--> statement-breakpoint
CREATE TRIGGER project_contractors_search_del_trg
  AFTER DELETE ON project_contractors REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_contractors_search_inserted();
--> statement-breakpoint
-- Typo search ("hospitl"): trigram word similarity on the accent-free, lower-cased name.
CREATE INDEX IF NOT EXISTS projects_name_trgm ON projects USING gin (lower(immutable_unaccent(name)) gin_trgm_ops);
