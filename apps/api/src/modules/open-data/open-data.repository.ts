import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** SQL the exports add to the catalogue's own reads (projects.service): every query names its tenant or its ids. */

const uuidArray = (ids: string[]) => sql`${sql.param(ids)}::uuid[]`;

export async function findTenantName(db: DbOrTx, tenantId: string): Promise<string> {
  const result = await db.execute<{ display_name: string }>(
    sql`SELECT display_name FROM tenants WHERE id = ${tenantId}`,
  );
  return result.rows[0]?.display_name ?? 'Oversight';
}

/** How many projects are published and when the newest change was: the package's date and the page's figures. */
export async function publishedSummary(
  db: DbOrTx,
  tenantId: string,
): Promise<{ count: number; last_modified: string | null }> {
  const result = await db.execute<{ count: number; last_modified: string | null }>(sql`
    SELECT count(*)::int AS count, max(modified_at)::text AS last_modified
      FROM projects WHERE tenant_id = ${tenantId} AND is_published`);
  return result.rows[0] ?? { count: 0, last_modified: null };
}

export type OrganizationFacts = {
  id: string;
  rc_number: string | null;
  website: string | null;
  state_code: string | null;
};

/** Registration numbers (CAC RC numbers) and websites of the organisations a batch names: one query. */
export async function findOrganizationFacts(
  db: DbOrTx,
  tenantId: string,
  ids: string[],
): Promise<Map<string, OrganizationFacts>> {
  if (!ids.length) return new Map();
  const result = await db.execute<OrganizationFacts>(sql`
    SELECT id, nullif(trim(rc_number), '') AS rc_number, nullif(trim(website), '') AS website, state_code
      FROM organizations WHERE tenant_id = ${tenantId} AND id = ANY(${uuidArray(ids)})`);
  return new Map(result.rows.map((row) => [row.id, row]));
}

export type RelatedRow = {
  project_id: string;
  public_id: string;
  name: string;
  relationship: 'parent' | 'child';
};

/** The published parents and children of a batch of projects: one query (index on parent_project_id). */
export async function findRelatedProjects(
  db: DbOrTx,
  tenantId: string,
  ids: string[],
): Promise<RelatedRow[]> {
  if (!ids.length) return [];
  const result = await db.execute<RelatedRow>(sql`
    SELECT p.id AS project_id, pp.public_id, pp.name, 'parent' AS relationship
      FROM projects p JOIN projects pp ON pp.id = p.parent_project_id
     WHERE p.id = ANY(${uuidArray(ids)}) AND pp.tenant_id = ${tenantId} AND pp.is_published
    UNION ALL
    SELECT c.parent_project_id AS project_id, c.public_id, c.name, 'child' AS relationship
      FROM projects c
     WHERE c.parent_project_id = ANY(${uuidArray(ids)}) AND c.tenant_id = ${tenantId} AND c.is_published
     ORDER BY name`);
  return result.rows;
}
