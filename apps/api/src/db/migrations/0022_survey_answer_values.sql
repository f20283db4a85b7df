CREATE TABLE "survey_answer_values" (
	"survey_id" uuid NOT NULL,
	"response_id" uuid NOT NULL,
	"question" text NOT NULL,
	"value" text,
	"number" numeric
);
--> statement-breakpoint
ALTER TABLE "survey_answer_values" ADD CONSTRAINT "survey_answer_values_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answer_values" ADD CONSTRAINT "survey_answer_values_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_answer_values_value_idx" ON "survey_answer_values" USING btree ("survey_id","question","value","response_id","number");--> statement-breakpoint
CREATE INDEX "survey_answer_values_response_idx" ON "survey_answer_values" USING btree ("response_id");