-- Spreadsheet import: contractors named by RC number, and projects found by code without regard to case.
CREATE INDEX IF NOT EXISTS organizations_contractor_rc_idx ON organizations (tenant_id, rc_number) WHERE account_type = 'CONTRACTOR';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS projects_tenant_lower_code_idx ON projects (tenant_id, lower(code));
