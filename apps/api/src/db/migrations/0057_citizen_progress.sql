-- oversight:concurrently
-- A review can carry the citizen's view of the work (is it happening, how complete it looks). The partial index
-- holds only such reviews, so a project's last 90 days and the catalogue's "citizens disagree" filter read few rows;
-- it is built CONCURRENTLY because posts is one of the largest tables and takes writes all day.
ALTER TABLE "posts" ADD COLUMN IF NOT EXISTS "work_status" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN IF NOT EXISTS "estimated_completion" smallint;--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "posts_progress_reports_idx" ON "posts" USING btree ("project_id","created_at") WHERE "posts"."type" = 'REVIEW' AND "posts"."parent_id" IS NULL AND ("posts"."work_status" IS NOT NULL OR "posts"."estimated_completion" IS NOT NULL);
