ALTER TABLE "indicators" ADD COLUMN "measure_survey_id" uuid;--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "measure_method" text;--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "measure_question" text;--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "measure_value" text;--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "measure_filter_question" text;--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "measure_filter_value" text;--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "measured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_measure_survey_id_surveys_id_fk" FOREIGN KEY ("measure_survey_id") REFERENCES "public"."surveys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "indicators_measure_survey_idx" ON "indicators" USING btree ("measure_survey_id");--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_measure_method_known" CHECK ("indicators"."measure_method" IS NULL OR "indicators"."measure_method" IN ('count', 'sum', 'average', 'share'));