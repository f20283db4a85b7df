ALTER TABLE "indicator_values" DROP CONSTRAINT "indicator_values_kind_known";--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "kind" text DEFAULT 'number' NOT NULL;--> statement-breakpoint
ALTER TABLE "indicators" ADD COLUMN "multiplier" double precision DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "indicator_values" ADD CONSTRAINT "indicator_values_kind_known" CHECK ("indicator_values"."kind" IN ('target', 'actual', 'numerator_target', 'numerator_actual', 'denominator_target', 'denominator_actual'));--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_kind_known" CHECK ("indicators"."kind" IN ('number', 'percentage'));--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_multiplier_positive" CHECK ("indicators"."multiplier" > 0);