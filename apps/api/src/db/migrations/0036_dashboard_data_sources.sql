CREATE TABLE "dashboard_column_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"visualization_id" uuid NOT NULL,
	"field" text NOT NULL,
	"role" text NOT NULL,
	"aggregation" text,
	"filter_value" text,
	"label" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_column_mappings_role_known" CHECK ("dashboard_column_mappings"."role" IN ('x', 'series', 'region', 'measure', 'filter'))
);
--> statement-breakpoint
CREATE TABLE "dashboard_data_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"dashboard_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"survey_id" uuid,
	"plan_id" uuid,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rows_count" integer DEFAULT 0 NOT NULL,
	"file_name" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_data_sources_kind_known" CHECK ("dashboard_data_sources"."kind" IN ('projects', 'form', 'plan', 'dataset'))
);
--> statement-breakpoint
CREATE TABLE "dashboard_dataset_rows" (
	"data_source_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	CONSTRAINT "dashboard_dataset_rows_data_source_id_row_number_pk" PRIMARY KEY("data_source_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "dashboard_public_links" (
	"dashboard_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_visualizations" ADD COLUMN "data_source_id" uuid;--> statement-breakpoint
ALTER TABLE "dashboard_column_mappings" ADD CONSTRAINT "dashboard_column_mappings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_column_mappings" ADD CONSTRAINT "dashboard_column_mappings_visualization_id_dashboard_visualizations_id_fk" FOREIGN KEY ("visualization_id") REFERENCES "public"."dashboard_visualizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_data_sources" ADD CONSTRAINT "dashboard_data_sources_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_data_sources" ADD CONSTRAINT "dashboard_data_sources_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_data_sources" ADD CONSTRAINT "dashboard_data_sources_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_data_sources" ADD CONSTRAINT "dashboard_data_sources_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_data_sources" ADD CONSTRAINT "dashboard_data_sources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_dataset_rows" ADD CONSTRAINT "dashboard_dataset_rows_data_source_id_dashboard_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."dashboard_data_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_public_links" ADD CONSTRAINT "dashboard_public_links_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_public_links" ADD CONSTRAINT "dashboard_public_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_public_links" ADD CONSTRAINT "dashboard_public_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_column_mappings_visualization_idx" ON "dashboard_column_mappings" USING btree ("visualization_id","position");--> statement-breakpoint
CREATE INDEX "dashboard_data_sources_dashboard_idx" ON "dashboard_data_sources" USING btree ("dashboard_id","created_at");--> statement-breakpoint
CREATE INDEX "dashboard_data_sources_survey_idx" ON "dashboard_data_sources" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "dashboard_data_sources_plan_idx" ON "dashboard_data_sources" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_public_links_token_uq" ON "dashboard_public_links" USING btree ("token");--> statement-breakpoint
ALTER TABLE "dashboard_visualizations" ADD CONSTRAINT "dashboard_visualizations_data_source_id_dashboard_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."dashboard_data_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_visualizations_data_source_idx" ON "dashboard_visualizations" USING btree ("data_source_id");