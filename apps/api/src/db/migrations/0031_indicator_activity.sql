ALTER TABLE "indicators" ADD COLUMN "activity_id" uuid;--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_activity_id_plan_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."plan_activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "indicators_activity_idx" ON "indicators" USING btree ("activity_id");