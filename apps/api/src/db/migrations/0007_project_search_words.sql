-- Typo search by correction: the words of project names and places, with a trigram index. A misspelt query word
-- ("hospitl") is replaced by its closest known words ("hospital"), and the search stays on the full-text index.
-- Matching misspellings against every project name instead was 5-10x slower at 100,000 projects.
-- The table lives outside the Drizzle schema (raw SQL only); words are never removed (a stale word finds nothing).
CREATE TABLE IF NOT EXISTS search_words (word text PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS search_words_trgm ON search_words USING gin (word gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_of(name text, lgas text[], states text[]) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT DISTINCT w FROM regexp_split_to_table(
      lower(immutable_unaccent(coalesce(name, '') || ' ' || array_to_string(lgas, ' ') || ' ' || array_to_string(states, ' '))),
      '[^[:alnum:]]+') AS w
     WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_collect_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM inserted_rows r, search_words_of(r.name, r.lgas, r.states) w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_collect_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO search_words (word) SELECT w FROM search_words_of(NEW.name, NEW.lgas, NEW.states) w ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Once per INSERT statement (bulk imports), once per row whose words changed.
CREATE TRIGGER projects_search_words_ins_trg
  AFTER INSERT ON projects REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect_inserted();
--> statement-breakpoint
CREATE TRIGGER projects_search_words_upd_trg
  AFTER UPDATE OF name, lgas, states ON projects
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.lgas IS DISTINCT FROM NEW.lgas OR OLD.states IS DISTINCT FROM NEW.states)
  EXECUTE FUNCTION search_words_collect_updated();
--> statement-breakpoint
INSERT INTO search_words (word) SELECT DISTINCT w FROM projects p, search_words_of(p.name, p.lgas, p.states) w ON CONFLICT DO NOTHING;
