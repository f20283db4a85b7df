ALTER TABLE "posts" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_owner_client_uq" ON "posts" USING btree ("owner_id","client_id");