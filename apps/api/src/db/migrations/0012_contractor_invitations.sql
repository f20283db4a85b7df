CREATE TABLE "contractor_invitations" (
	"tenant_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contractor_invitations_organization_id_contractor_id_pk" PRIMARY KEY("organization_id","contractor_id")
);
--> statement-breakpoint
ALTER TABLE "contractor_invitations" ADD CONSTRAINT "contractor_invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_invitations" ADD CONSTRAINT "contractor_invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_invitations" ADD CONSTRAINT "contractor_invitations_contractor_id_organizations_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_invitations" ADD CONSTRAINT "contractor_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractor_invitations_contractor_idx" ON "contractor_invitations" USING btree ("contractor_id");