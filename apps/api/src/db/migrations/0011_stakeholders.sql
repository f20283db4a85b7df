CREATE TABLE "stakeholder_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"stakeholder_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"content_type" text NOT NULL,
	"content_id" uuid NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stakeholder_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"content_id" uuid NOT NULL,
	"grantee_user_id" uuid,
	"grantee_organization_id" uuid,
	"grantee_department_id" uuid,
	"role_id" uuid NOT NULL,
	"stakeholder_type" smallint DEFAULT 1 NOT NULL,
	"invitation_id" uuid,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stakeholder_grants_one_grantee" CHECK (num_nonnulls("stakeholder_grants"."grantee_user_id", "stakeholder_grants"."grantee_organization_id", "stakeholder_grants"."grantee_department_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "stakeholder_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"content_id" uuid NOT NULL,
	"invitee_user_id" uuid,
	"invitee_organization_id" uuid,
	"invitee_email" text,
	"role_id" uuid NOT NULL,
	"stakeholder_type" smallint DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"invited_by" uuid,
	"responded_by" uuid,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stakeholder_invitations_one_invitee" CHECK (num_nonnulls("stakeholder_invitations"."invitee_user_id", "stakeholder_invitations"."invitee_organization_id", "stakeholder_invitations"."invitee_email") = 1)
);
--> statement-breakpoint
ALTER TABLE "stakeholder_events" ADD CONSTRAINT "stakeholder_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_events" ADD CONSTRAINT "stakeholder_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_events" ADD CONSTRAINT "stakeholder_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_grants" ADD CONSTRAINT "stakeholder_grants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_grants" ADD CONSTRAINT "stakeholder_grants_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_grants" ADD CONSTRAINT "stakeholder_grants_grantee_user_id_users_id_fk" FOREIGN KEY ("grantee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_grants" ADD CONSTRAINT "stakeholder_grants_grantee_organization_id_organizations_id_fk" FOREIGN KEY ("grantee_organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_grants" ADD CONSTRAINT "stakeholder_grants_grantee_department_id_departments_id_fk" FOREIGN KEY ("grantee_department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_grants" ADD CONSTRAINT "stakeholder_grants_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_grants" ADD CONSTRAINT "stakeholder_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_invitations" ADD CONSTRAINT "stakeholder_invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_invitations" ADD CONSTRAINT "stakeholder_invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_invitations" ADD CONSTRAINT "stakeholder_invitations_invitee_user_id_users_id_fk" FOREIGN KEY ("invitee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_invitations" ADD CONSTRAINT "stakeholder_invitations_invitee_organization_id_organizations_id_fk" FOREIGN KEY ("invitee_organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_invitations" ADD CONSTRAINT "stakeholder_invitations_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_invitations" ADD CONSTRAINT "stakeholder_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_invitations" ADD CONSTRAINT "stakeholder_invitations_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stakeholder_events_subject_idx" ON "stakeholder_events" USING btree ("organization_id","stakeholder_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stakeholder_grants_item_grantee_uq" ON "stakeholder_grants" USING btree ("content_type","content_id",coalesce("grantee_user_id", "grantee_organization_id", "grantee_department_id"));--> statement-breakpoint
CREATE INDEX "stakeholder_grants_content_idx" ON "stakeholder_grants" USING btree ("tenant_id","content_id");--> statement-breakpoint
CREATE INDEX "stakeholder_grants_org_idx" ON "stakeholder_grants" USING btree ("organization_id","content_type");--> statement-breakpoint
CREATE INDEX "stakeholder_grants_user_idx" ON "stakeholder_grants" USING btree ("grantee_user_id");--> statement-breakpoint
CREATE INDEX "stakeholder_grants_grantee_org_idx" ON "stakeholder_grants" USING btree ("grantee_organization_id");--> statement-breakpoint
CREATE INDEX "stakeholder_grants_department_idx" ON "stakeholder_grants" USING btree ("grantee_department_id");--> statement-breakpoint
CREATE INDEX "stakeholder_grants_role_idx" ON "stakeholder_grants" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stakeholder_invitations_pending_uq" ON "stakeholder_invitations" USING btree ("content_type","content_id",coalesce("invitee_user_id"::text, "invitee_organization_id"::text, "invitee_email")) WHERE "stakeholder_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "stakeholder_invitations_org_idx" ON "stakeholder_invitations" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "stakeholder_invitations_user_idx" ON "stakeholder_invitations" USING btree ("invitee_user_id","status");--> statement-breakpoint
CREATE INDEX "stakeholder_invitations_invitee_org_idx" ON "stakeholder_invitations" USING btree ("invitee_organization_id","status");--> statement-breakpoint
CREATE INDEX "stakeholder_invitations_email_idx" ON "stakeholder_invitations" USING btree ("tenant_id","invitee_email") WHERE "stakeholder_invitations"."invitee_email" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stakeholder_invitations_role_idx" ON "stakeholder_invitations" USING btree ("role_id");