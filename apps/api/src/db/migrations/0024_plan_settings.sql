CREATE TABLE "disaggregation_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disaggregation_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indicator_disaggregations" (
	"indicator_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "indicator_disaggregations_indicator_id_category_id_pk" PRIMARY KEY("indicator_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "indicator_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"symbol" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_units_kind_known" CHECK ("plan_units"."kind" IN ('number', 'percent', 'currency', 'count'))
);
--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "unit_id" uuid;--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "disaggregation_categories" ADD CONSTRAINT "disaggregation_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disaggregation_categories" ADD CONSTRAINT "disaggregation_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disaggregation_options" ADD CONSTRAINT "disaggregation_options_category_id_disaggregation_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."disaggregation_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_disaggregations" ADD CONSTRAINT "indicator_disaggregations_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_disaggregations" ADD CONSTRAINT "indicator_disaggregations_category_id_disaggregation_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."disaggregation_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_groups" ADD CONSTRAINT "indicator_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_groups" ADD CONSTRAINT "indicator_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_units" ADD CONSTRAINT "plan_units_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_units" ADD CONSTRAINT "plan_units_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disaggregation_categories_org_name_idx" ON "disaggregation_categories" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "disaggregation_options_category_name_idx" ON "disaggregation_options" USING btree ("category_id",lower("name"));--> statement-breakpoint
CREATE INDEX "indicator_disaggregations_category_idx" ON "indicator_disaggregations" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "indicator_groups_org_name_idx" ON "indicator_groups" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "plan_units_org_name_idx" ON "plan_units" USING btree ("organization_id",lower("name"));--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_unit_id_plan_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."plan_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_group_id_indicator_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."indicator_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "indicators_unit_idx" ON "indicators" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "indicators_group_idx" ON "indicators" USING btree ("group_id");