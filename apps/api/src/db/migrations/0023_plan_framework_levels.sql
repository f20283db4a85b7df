ALTER TABLE "outcomes" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "outcomes" ADD COLUMN "level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "framework" smallint;--> statement-breakpoint
ALTER TABLE "outcomes" ADD CONSTRAINT "outcomes_parent_id_outcomes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."outcomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outcomes_parent_idx" ON "outcomes" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "outcomes_org_level_idx" ON "outcomes" USING btree ("tenant_id","organization_id","level");--> statement-breakpoint
ALTER TABLE "outcomes" ADD CONSTRAINT "outcomes_level_positive" CHECK ("outcomes"."level" >= 0);--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_framework_known" CHECK ("plans"."framework" IS NULL OR "plans"."framework" IN (0, 1));