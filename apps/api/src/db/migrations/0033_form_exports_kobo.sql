CREATE TABLE "kobo_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"created_by" uuid,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"imported" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "survey_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"created_by" uuid,
	"format" text NOT NULL,
	"options" jsonb NOT NULL,
	"filters" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"total_responses" integer,
	"storage_key" text,
	"filename" text,
	"content_type" text,
	"bytes" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "kobo_token_last4" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "kobo_server_url" text;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "kobo_asset_uid" text;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "kobo_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kobo_imports" ADD CONSTRAINT "kobo_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kobo_imports" ADD CONSTRAINT "kobo_imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kobo_imports" ADD CONSTRAINT "kobo_imports_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kobo_imports" ADD CONSTRAINT "kobo_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_exports" ADD CONSTRAINT "survey_exports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_exports" ADD CONSTRAINT "survey_exports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_exports" ADD CONSTRAINT "survey_exports_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_exports" ADD CONSTRAINT "survey_exports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kobo_imports_survey_created_idx" ON "kobo_imports" USING btree ("survey_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_exports_survey_created_idx" ON "survey_exports" USING btree ("survey_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_exports_expires_idx" ON "survey_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "surveys_org_kobo_idx" ON "surveys" USING btree ("organization_id","kobo_asset_uid") WHERE "surveys"."kobo_asset_uid" IS NOT NULL;