import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { isUuid } from '../../platform/ids.js';
import { projectContractors, projectLocations, projects } from '../../db/schema/index.js';
import type { ProjectRow } from './catalogue.repository.js';

/** SQL of the organisation-side project writes. Every statement names its tenant or a project id read under it. */

export type ProjectColumns = Partial<typeof projects.$inferInsert>;

export type PlaceRow = {
  state: string;
  lga: string | null;
  ward: string | null;
  latitude: number;
  longitude: number;
};

/**
 * Projects by public id (or uuid), whatever their visibility: the service decides 404 or 403. Locked for update.
 * Deleted ones are left out: every write but restore (project-deletion.service.ts) answers 404 for them.
 */
export async function lockProjectsByIds(db: DbOrTx, tenantId: string, ids: string[]): Promise<ProjectRow[]> {
  if (!ids.length) return [];
  const uuids = ids.filter((id) => isUuid(id));
  const result = await db.execute<ProjectRow>(sql`
    SELECT p.id, p.public_id, p.is_published, p.organization_id, p.ministry_id, p.agency_id, p.code, p.name,
           p.yearly_appropriation, p.status, p.tenant_id
      FROM projects p
     WHERE p.tenant_id = ${tenantId}
       AND (p.public_id = ANY(${sql.param(ids)}::text[]) OR p.id = ANY(${sql.param(uuids)}::uuid[]))
       AND p.deleted_at IS NULL
     ORDER BY p.id
       FOR UPDATE`);
  return result.rows;
}

/** Projects of the tenant holding one of these codes, locked: bulk upserts match rows by code. */
export async function lockProjectsByCodes(
  db: DbOrTx,
  tenantId: string,
  codes: string[],
): Promise<ProjectRow[]> {
  if (!codes.length) return [];
  const result = await db.execute<ProjectRow>(sql`
    SELECT p.id, p.public_id, p.is_published, p.organization_id, p.ministry_id, p.agency_id, p.code, p.name,
           p.yearly_appropriation, p.status, p.tenant_id
      FROM projects p
     WHERE p.tenant_id = ${tenantId} AND p.code = ANY(${sql.param(codes)}::text[]) AND p.deleted_at IS NULL
     ORDER BY p.id
       FOR UPDATE`);
  return result.rows;
}

/** Serialises writers of the same project codes, so two saves cannot both create one code. */
export async function lockCodes(db: DbOrTx, tenantId: string, codes: string[]) {
  const keys = [...new Set(codes)].sort();
  if (!keys.length) return;
  await db.execute(sql`
    SELECT pg_advisory_xact_lock(hashtext(${tenantId} || ':' || k)) FROM unnest(${sql.param(keys)}::text[]) k`);
}

/** Which of these codes other projects of the tenant already use. */
export async function codesInUse(
  db: DbOrTx,
  tenantId: string,
  codes: string[],
  exceptIds: string[],
): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const result = await db.execute<{ code: string }>(sql`
    SELECT p.code FROM projects p
     WHERE p.tenant_id = ${tenantId} AND p.code = ANY(${sql.param(codes)}::text[])
       AND NOT (p.id = ANY(${sql.param(exceptIds)}::uuid[]))`);
  return new Set(result.rows.map((row) => row.code));
}

export async function publicIdsInUse(
  db: DbOrTx,
  tenantId: string,
  candidates: string[],
): Promise<Set<string>> {
  if (!candidates.length) return new Set();
  const result = await db.execute<{ public_id: string }>(sql`
    SELECT p.public_id FROM projects p
     WHERE p.tenant_id = ${tenantId} AND p.public_id LIKE ANY(${sql.param(candidates.map((c) => `${c.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`))}::text[])`);
  return new Set(result.rows.map((row) => row.public_id));
}

export type OrganizationRef = {
  id: string;
  name: string;
  username: string;
  account_type: string;
  parent_id: string | null;
};

/** Organisations by uuid or username (case-insensitive), not personal ones. */
export async function findOrganizationRefs(
  db: DbOrTx,
  tenantId: string,
  refs: string[],
): Promise<OrganizationRef[]> {
  if (!refs.length) return [];
  const uuids = refs.filter((ref) => isUuid(ref));
  const names = refs.map((ref) => ref.toLowerCase());
  const result = await db.execute<OrganizationRef>(sql`
    SELECT o.id, o.name, o.username, o.account_type, o.parent_id FROM organizations o
     WHERE o.tenant_id = ${tenantId} AND NOT o.is_personal
       AND (o.id = ANY(${sql.param(uuids)}::uuid[]) OR lower(o.username) = ANY(${sql.param(names)}::text[]))`);
  return result.rows;
}

export async function insertProject(
  db: DbOrTx,
  values: typeof projects.$inferInsert,
): Promise<{ id: string; public_id: string }> {
  const [row] = await db
    .insert(projects)
    .values(values)
    .returning({ id: projects.id, public_id: projects.publicId });
  return row!;
}

export async function updateProjectColumns(
  db: DbOrTx,
  tenantId: string,
  projectId: string,
  values: ProjectColumns,
) {
  await db
    .update(projects)
    .set({ ...values, modifiedAt: sql`now()` })
    .where(and(eq(projects.tenantId, tenantId), eq(projects.id, projectId)));
}

export async function replaceLocations(db: DbOrTx, tenantId: string, projectId: string, places: PlaceRow[]) {
  await db
    .delete(projectLocations)
    .where(and(eq(projectLocations.tenantId, tenantId), eq(projectLocations.projectId, projectId)));
  if (places.length)
    await db
      .insert(projectLocations)
      .values(places.map((place, position) => ({ tenantId, projectId, position, ...place })));
}

/** Sets the contractors of a project; only the difference is written (the search trigger runs per statement). */
export async function replaceContractors(
  db: DbOrTx,
  tenantId: string,
  projectId: string,
  organizationIds: string[],
) {
  const current = await db
    .select({ id: projectContractors.organizationId })
    .from(projectContractors)
    .where(eq(projectContractors.projectId, projectId));
  const have = new Set(current.map((row) => row.id));
  const want = new Set(organizationIds);
  const removed = [...have].filter((id) => !want.has(id));
  const added = [...want].filter((id) => !have.has(id));
  if (removed.length)
    await db
      .delete(projectContractors)
      .where(
        and(eq(projectContractors.projectId, projectId), inArray(projectContractors.organizationId, removed)),
      );
  if (added.length)
    await db
      .insert(projectContractors)
      .values(added.map((organizationId) => ({ tenantId, projectId, organizationId })));
}

/** The parents of a project, its parent's parent and so on up (a cycle, never written, stops the walk). */
export async function ancestorIds(db: DbOrTx, tenantId: string, projectId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    WITH RECURSIVE up(id, depth) AS (
      SELECT p.parent_project_id, 1 FROM projects p WHERE p.tenant_id = ${tenantId} AND p.id = ${projectId} AND p.parent_project_id IS NOT NULL
      UNION
      SELECT p.parent_project_id, up.depth + 1 FROM projects p JOIN up ON p.id = up.id
       WHERE p.tenant_id = ${tenantId} AND p.parent_project_id IS NOT NULL AND up.depth < 50
    )
    SELECT id::text FROM up`);
  return result.rows.map((row) => row.id);
}

/** The parent project of a child project, if the tenant has it (by public id or uuid). */
export async function findProjectRef(
  db: DbOrTx,
  tenantId: string,
  id: string,
): Promise<ProjectRow | undefined> {
  const [row] = await lockProjectsByIdsNoLock(db, tenantId, [id]);
  return row;
}

async function lockProjectsByIdsNoLock(db: DbOrTx, tenantId: string, ids: string[]): Promise<ProjectRow[]> {
  const uuids = ids.filter((id) => isUuid(id));
  const result = await db.execute<ProjectRow>(sql`
    SELECT p.id, p.public_id, p.is_published, p.organization_id, p.ministry_id, p.agency_id, p.code, p.name
      FROM projects p
     WHERE p.tenant_id = ${tenantId}
       AND (p.public_id = ANY(${sql.param(ids)}::text[]) OR p.id = ANY(${sql.param(uuids)}::uuid[]))`);
  return result.rows;
}
