CREATE TABLE "place_follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text,
	"lga" text,
	"sector" text,
	"organization_id" uuid,
	"latitude" double precision,
	"longitude" double precision,
	"radius_m" integer,
	"label" text,
	"delivery" text DEFAULT 'daily' NOT NULL,
	"place_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "place_follows" ADD CONSTRAINT "place_follows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_follows" ADD CONSTRAINT "place_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_follows" ADD CONSTRAINT "place_follows_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "place_follows_user_place_uq" ON "place_follows" USING btree ("user_id","place_key");--> statement-breakpoint
CREATE INDEX "place_follows_state_idx" ON "place_follows" USING btree ("tenant_id","state") WHERE "place_follows"."kind" IN ('state', 'lga');--> statement-breakpoint
CREATE INDEX "place_follows_sector_idx" ON "place_follows" USING btree ("tenant_id","sector") WHERE "place_follows"."kind" = 'sector';--> statement-breakpoint
CREATE INDEX "place_follows_organization_idx" ON "place_follows" USING btree ("organization_id") WHERE "place_follows"."kind" = 'ministry';--> statement-breakpoint
CREATE INDEX "place_follows_point_idx" ON "place_follows" USING btree ("tenant_id","latitude","longitude") WHERE "place_follows"."kind" = 'point';