-- oversight:concurrently
-- Dashboards over the organisation's projects (modules/dashboards/chart-query.ts) read every project of a tenant the
-- viewer may see. Read from the heap that is about 300 MB at 100,000 projects (wide rows), for a handful of columns;
-- this index holds the scope's columns and the fields most charts and the dashboard filters use, so those charts
-- read it alone (an index-only scan of about 20 MB). Charts over other fields read the heap as before.
-- Declared here, not in the Drizzle schema: Drizzle cannot declare INCLUDE columns. Built CONCURRENTLY on a
-- PostgreSQL server (db/migrator.ts): writes go on during the build. IF NOT EXISTS: an operator may have built it.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "projects_dashboard_covering_idx" ON "projects" USING btree ("tenant_id")
  INCLUDE ("id", "organization_id", "ministry_id", "agency_id", "deleted_at", "is_published", "status", "states",
    "sectors", "start_date", "end_date", "percentage_completed", "total_project_cost");
