-- Indexes for the public organisation directory (GET /users/visitor-organizations/): only visible, non-personal
-- organisations of one tenant, ordered by name or creation time, searched by name/username with trigrams.
-- Partial and expression indexes written by hand: they live outside the Drizzle table definition (accounts.ts),
-- so drizzle-kit neither sees nor drops them.
CREATE INDEX IF NOT EXISTS "organizations_directory_name_idx" ON "organizations" USING btree ("tenant_id", "name", "id") WHERE "is_visible" AND NOT "is_personal";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "organizations_directory_created_idx" ON "organizations" USING btree ("tenant_id", "created_at", "id") WHERE "is_visible" AND NOT "is_personal";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "organizations_directory_search_idx" ON "organizations" USING gin ("tenant_id", ("name" || ' ' || "username") gin_trgm_ops) WHERE "is_visible" AND NOT "is_personal";
