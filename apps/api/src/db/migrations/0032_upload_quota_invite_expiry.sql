ALTER TABLE "post_media" ADD COLUMN "upload_bytes" integer;--> statement-breakpoint
ALTER TABLE "post_media" ADD COLUMN "location_source" text;--> statement-breakpoint
ALTER TABLE "stakeholder_invitations" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '14 days' NOT NULL;--> statement-breakpoint
CREATE INDEX "post_media_open_uploads_idx" ON "post_media" USING btree ("upload_expires_at") WHERE "post_media"."upload_key" IS NOT NULL AND "post_media"."post_id" IS NULL;