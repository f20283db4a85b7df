CREATE TABLE "survey_cross_tabs" (
	"survey_id" uuid NOT NULL,
	"key" text NOT NULL,
	"tenant_id" uuid NOT NULL,
	"stamp" text NOT NULL,
	"answer" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_cross_tabs_survey_id_key_pk" PRIMARY KEY("survey_id","key")
);
--> statement-breakpoint
CREATE TABLE "survey_result_stamps" (
	"survey_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	"kept" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_cross_tabs" ADD CONSTRAINT "survey_cross_tabs_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_cross_tabs" ADD CONSTRAINT "survey_cross_tabs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_result_stamps" ADD CONSTRAINT "survey_result_stamps_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_result_stamps" ADD CONSTRAINT "survey_result_stamps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;