DROP INDEX "project_activities_project_idx";--> statement-breakpoint
DROP INDEX "project_activities_tenant_created_idx";--> statement-breakpoint
CREATE INDEX "project_activities_project_newest_idx" ON "project_activities" USING btree ("project_id","created_at","id","action");--> statement-breakpoint
CREATE INDEX "project_activities_tenant_newest_idx" ON "project_activities" USING btree ("tenant_id","created_at","id");