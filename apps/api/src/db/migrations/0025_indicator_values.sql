CREATE TABLE "indicator_value_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"indicator_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"kind" text NOT NULL,
	"option_id" uuid,
	"option_name" text,
	"old_value" double precision,
	"new_value" double precision,
	"note" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indicator_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"indicator_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"kind" text NOT NULL,
	"option_id" uuid,
	"value" double precision NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indicator_values_kind_known" CHECK ("indicator_values"."kind" IN ('target', 'actual')),
	CONSTRAINT "indicator_values_source_known" CHECK ("indicator_values"."source" IN ('manual', 'form'))
);
--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "baseline_date" date;--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "direction" text DEFAULT 'increase' NOT NULL;--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "aggregation" text DEFAULT 'latest' NOT NULL;--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "frequency" text DEFAULT 'yearly' NOT NULL;--> statement-breakpoint
ALTER TABLE "indicator_value_changes" ADD CONSTRAINT "indicator_value_changes_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_value_changes" ADD CONSTRAINT "indicator_value_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_values" ADD CONSTRAINT "indicator_values_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_values" ADD CONSTRAINT "indicator_values_option_id_disaggregation_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."disaggregation_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_values" ADD CONSTRAINT "indicator_values_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "indicator_value_changes_indicator_idx" ON "indicator_value_changes" USING btree ("indicator_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "indicator_values_cell_idx" ON "indicator_values" USING btree ("indicator_id","period_start","kind",coalesce("option_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "indicator_values_option_idx" ON "indicator_values" USING btree ("option_id");--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_direction_known" CHECK ("indicators"."direction" IN ('increase', 'decrease', 'maintain'));--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_aggregation_known" CHECK ("indicators"."aggregation" IN ('sum', 'average', 'latest'));--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_frequency_known" CHECK ("indicators"."frequency" IN ('monthly', 'quarterly', 'yearly'));