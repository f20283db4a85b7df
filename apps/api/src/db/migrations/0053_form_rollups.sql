-- A form's answers summed per submission day, for the dashboard charts that can read them instead of every
-- response (modules/dashboards/form-rollups.ts). Built by the API in the background; empty until a chart asks.
CREATE TABLE "survey_rollup_answers" (
	"survey_id" uuid NOT NULL,
	"question" text NOT NULL,
	"day" date NOT NULL,
	"value" text,
	"answers" integer NOT NULL,
	"responses" integer,
	"number_sum" numeric,
	"number_count" integer,
	"number_min" numeric,
	"number_max" numeric
);
--> statement-breakpoint
CREATE TABLE "survey_rollup_days" (
	"survey_id" uuid NOT NULL,
	"day" date NOT NULL,
	"responses" integer NOT NULL,
	CONSTRAINT "survey_rollup_days_survey_id_day_pk" PRIMARY KEY("survey_id","day")
);
--> statement-breakpoint
CREATE TABLE "survey_rollup_pairs" (
	"survey_id" uuid NOT NULL,
	"first" text NOT NULL,
	"second" text NOT NULL,
	"day" date NOT NULL,
	"first_value" text,
	"second_value" text,
	"answers" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_rollups" (
	"survey_id" uuid PRIMARY KEY NOT NULL,
	"stamp" bigint NOT NULL,
	"value_questions" text[] NOT NULL,
	"list_questions" text[] NOT NULL,
	"pairs" text[] DEFAULT '{}'::text[] NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	"build_ms" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_rollup_answers" ADD CONSTRAINT "survey_rollup_answers_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_rollup_days" ADD CONSTRAINT "survey_rollup_days_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_rollup_pairs" ADD CONSTRAINT "survey_rollup_pairs_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_rollups" ADD CONSTRAINT "survey_rollups_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_rollup_answers_idx" ON "survey_rollup_answers" USING btree ("survey_id","question","day");--> statement-breakpoint
CREATE INDEX "survey_rollup_pairs_idx" ON "survey_rollup_pairs" USING btree ("survey_id","first","second","day");