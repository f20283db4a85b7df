CREATE TABLE "plan_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"outcome_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"budget" numeric(20, 2),
	"department_id" uuid,
	"status" text DEFAULT 'not_started' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_activities_status_known" CHECK ("plan_activities"."status" IN ('not_started', 'in_progress', 'completed', 'on_hold', 'cancelled')),
	CONSTRAINT "plan_activities_dates_order" CHECK ("plan_activities"."start_date" IS NULL OR "plan_activities"."end_date" IS NULL OR "plan_activities"."end_date" >= "plan_activities"."start_date"),
	CONSTRAINT "plan_activities_budget_positive" CHECK ("plan_activities"."budget" IS NULL OR "plan_activities"."budget" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plan_activity_projects" (
	"activity_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_activity_projects_activity_id_project_id_pk" PRIMARY KEY("activity_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "plan_activities" ADD CONSTRAINT "plan_activities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_activities" ADD CONSTRAINT "plan_activities_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_activities" ADD CONSTRAINT "plan_activities_outcome_id_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."outcomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_activities" ADD CONSTRAINT "plan_activities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_activities" ADD CONSTRAINT "plan_activities_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_activities" ADD CONSTRAINT "plan_activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_activity_projects" ADD CONSTRAINT "plan_activity_projects_activity_id_plan_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."plan_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_activity_projects" ADD CONSTRAINT "plan_activity_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_activities_outcome_created_idx" ON "plan_activities" USING btree ("outcome_id","created_at");--> statement-breakpoint
CREATE INDEX "plan_activities_plan_created_idx" ON "plan_activities" USING btree ("plan_id","created_at");--> statement-breakpoint
CREATE INDEX "plan_activities_org_created_idx" ON "plan_activities" USING btree ("tenant_id","organization_id","created_at");--> statement-breakpoint
CREATE INDEX "plan_activities_department_idx" ON "plan_activities" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "plan_activity_projects_project_idx" ON "plan_activity_projects" USING btree ("project_id");