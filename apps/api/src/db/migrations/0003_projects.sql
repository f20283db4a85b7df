CREATE TABLE "eyemarks" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eyemarks_user_id_project_id_pk" PRIMARY KEY("user_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "project_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_affiliations" (
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_affiliations_project_id_organization_id_pk" PRIMARY KEY("project_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "project_contractors" (
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_contractors_project_id_organization_id_pk" PRIMARY KEY("project_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "project_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"state" text,
	"lga" text,
	"ward" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"public_id" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"plan" smallint,
	"sectors" text[] DEFAULT '{}'::text[] NOT NULL,
	"sdgs" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"lgas" text[] DEFAULT '{}'::text[] NOT NULL,
	"wards" text[] DEFAULT '{}'::text[] NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"start_date" date,
	"end_date" date,
	"date_awarded" date,
	"percentage_completed" numeric(5, 2) DEFAULT '0' NOT NULL,
	"total_project_cost" numeric(20, 2),
	"total_amount_released" numeric(20, 2),
	"total_amount_spent" numeric(20, 2),
	"total_financial_commitment" numeric(20, 2),
	"total_appropriation" numeric(20, 2),
	"appropriation_for_2021" numeric(20, 2),
	"amount_budgeted" numeric(20, 2),
	"yearly_appropriation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"contract_type" text,
	"geo_political_zone" text,
	"ministry_id" uuid,
	"agency_id" uuid,
	"organization_id" uuid,
	"parent_project_id" uuid,
	"image_url" text,
	"views" integer DEFAULT 0 NOT NULL,
	"eyemarked_count" integer DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"search" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_eyemark_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"eyemarked_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eyemarks" ADD CONSTRAINT "eyemarks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eyemarks" ADD CONSTRAINT "eyemarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eyemarks" ADD CONSTRAINT "eyemarks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activities" ADD CONSTRAINT "project_activities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activities" ADD CONSTRAINT "project_activities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activities" ADD CONSTRAINT "project_activities_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_affiliations" ADD CONSTRAINT "project_affiliations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_affiliations" ADD CONSTRAINT "project_affiliations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_affiliations" ADD CONSTRAINT "project_affiliations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contractors" ADD CONSTRAINT "project_contractors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contractors" ADD CONSTRAINT "project_contractors_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contractors" ADD CONSTRAINT "project_contractors_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_locations" ADD CONSTRAINT "project_locations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_locations" ADD CONSTRAINT "project_locations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_ministry_id_organizations_id_fk" FOREIGN KEY ("ministry_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_agency_id_organizations_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_eyemark_counts" ADD CONSTRAINT "user_eyemark_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_eyemark_counts" ADD CONSTRAINT "user_eyemark_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eyemarks_project_idx" ON "eyemarks" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "eyemarks_user_created_idx" ON "eyemarks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "project_activities_project_idx" ON "project_activities" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_affiliations_organization_idx" ON "project_affiliations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "project_contractors_organization_idx" ON "project_contractors" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "project_locations_project_idx" ON "project_locations" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "project_locations_lat_lng_idx" ON "project_locations" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_tenant_public_id_uq" ON "projects" USING btree ("tenant_id","public_id");--> statement-breakpoint
CREATE INDEX "projects_tenant_code_idx" ON "projects" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "projects_published_created_idx" ON "projects" USING btree ("tenant_id","is_published","created_at");--> statement-breakpoint
CREATE INDEX "projects_published_name_idx" ON "projects" USING btree ("tenant_id","is_published","name");--> statement-breakpoint
CREATE INDEX "projects_published_cost_idx" ON "projects" USING btree ("tenant_id","is_published","total_project_cost");--> statement-breakpoint
CREATE INDEX "projects_published_budgeted_idx" ON "projects" USING btree ("tenant_id","is_published","amount_budgeted");--> statement-breakpoint
CREATE INDEX "projects_published_percentage_idx" ON "projects" USING btree ("tenant_id","is_published","percentage_completed");--> statement-breakpoint
CREATE INDEX "projects_published_views_idx" ON "projects" USING btree ("tenant_id","is_published","views");--> statement-breakpoint
CREATE INDEX "projects_published_discussed_idx" ON "projects" USING btree ("tenant_id","is_published","reviews_count","eyemarked_count");--> statement-breakpoint
CREATE INDEX "projects_tenant_status_idx" ON "projects" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "projects_tenant_dates_idx" ON "projects" USING btree ("tenant_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "projects_ministry_idx" ON "projects" USING btree ("ministry_id");--> statement-breakpoint
CREATE INDEX "projects_agency_idx" ON "projects" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "projects_organization_idx" ON "projects" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "projects_parent_idx" ON "projects" USING btree ("parent_project_id");--> statement-breakpoint
CREATE INDEX "projects_states_gin" ON "projects" USING gin ("states");--> statement-breakpoint
CREATE INDEX "projects_sectors_gin" ON "projects" USING gin ("sectors");--> statement-breakpoint
CREATE INDEX "projects_tags_gin" ON "projects" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "projects_sdgs_gin" ON "projects" USING gin ("sdgs");--> statement-breakpoint
CREATE INDEX "projects_search_gin" ON "projects" USING gin ("search");