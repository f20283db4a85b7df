DROP INDEX "project_contractors_organization_idx";--> statement-breakpoint
CREATE INDEX "projects_published_ministry_idx" ON "projects" USING btree ("ministry_id") WHERE "projects"."is_published";--> statement-breakpoint
CREATE INDEX "projects_published_agency_idx" ON "projects" USING btree ("agency_id") WHERE "projects"."is_published";--> statement-breakpoint
CREATE INDEX "projects_published_owner_idx" ON "projects" USING btree ("organization_id","agency_id","ministry_id") WHERE "projects"."is_published";--> statement-breakpoint
CREATE INDEX "projects_unpublished_id_idx" ON "projects" USING btree ("id") WHERE NOT "projects"."is_published";--> statement-breakpoint
CREATE INDEX "project_contractors_organization_idx" ON "project_contractors" USING btree ("organization_id","project_id");