-- "Most expensive first" with projects of unknown cost last: the ascending index (0003) cannot serve that order.
CREATE INDEX IF NOT EXISTS projects_published_cost_desc_idx ON projects USING btree (tenant_id, is_published, total_project_cost DESC NULLS LAST);
