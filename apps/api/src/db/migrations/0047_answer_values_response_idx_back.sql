DROP INDEX "survey_answer_values_response_idx";--> statement-breakpoint
CREATE INDEX "survey_answer_values_response_idx" ON "survey_answer_values" USING btree ("response_id");