CREATE TABLE "dashboard_visualizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"dashboard_id" uuid NOT NULL,
	"name" text NOT NULL,
	"visualization_type" text NOT NULL,
	"group_by" text NOT NULL,
	"aggregation_function" text NOT NULL,
	"value_field" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_visualizations" ADD CONSTRAINT "dashboard_visualizations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_visualizations" ADD CONSTRAINT "dashboard_visualizations_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_visualizations" ADD CONSTRAINT "dashboard_visualizations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_visualizations_dashboard_idx" ON "dashboard_visualizations" USING btree ("dashboard_id","position","created_at");