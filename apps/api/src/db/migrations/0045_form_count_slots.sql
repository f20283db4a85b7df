CREATE TABLE "survey_response_counts" (
	"survey_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"tenant_id" uuid NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_response_counts_survey_id_slot_pk" PRIMARY KEY("survey_id","slot")
);
--> statement-breakpoint
DROP INDEX "survey_answer_values_response_idx";--> statement-breakpoint
ALTER TABLE "survey_response_counts" ADD CONSTRAINT "survey_response_counts_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response_counts" ADD CONSTRAINT "survey_response_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_answer_values_response_idx" ON "survey_answer_values" USING btree ("response_id","question","survey_id","number");