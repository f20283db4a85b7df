import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** SQL of the KoboToolbox link: an organisation's connection, the forms made from Kobo forms, response imports. */

export type KoboConnectionRow = {
  kobo_token: string | null;
  kobo_token_last4: string | null;
  kobo_server_url: string | null;
};

export async function findConnection(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
): Promise<KoboConnectionRow | undefined> {
  const result = await db.execute<KoboConnectionRow>(
    sql`SELECT kobo_token, kobo_token_last4, kobo_server_url FROM organizations WHERE tenant_id = ${tenantId}::uuid AND id = ${organizationId}::uuid`,
  );
  return result.rows[0];
}

/** The organisation's forms made from these Kobo forms (surveys_org_kobo_idx): uid -> our public id. */
export async function surveysOfAssets(
  db: DbOrTx,
  organizationId: string,
  uids: string[],
): Promise<Map<string, string>> {
  if (!uids.length) return new Map();
  const result = await db.execute<{ kobo_asset_uid: string; public_id: string }>(sql`
    SELECT DISTINCT ON (kobo_asset_uid) kobo_asset_uid, public_id FROM surveys
     WHERE organization_id = ${organizationId}::uuid AND kobo_asset_uid = ANY(${sql.param(uids)}::text[])
     ORDER BY kobo_asset_uid, created_at DESC`);
  return new Map(result.rows.map((row) => [row.kobo_asset_uid, row.public_id]));
}

export async function koboAssetOf(db: DbOrTx, surveyId: string): Promise<string | null> {
  const result = await db.execute<{ kobo_asset_uid: string | null }>(
    sql`SELECT kobo_asset_uid FROM surveys WHERE id = ${surveyId}::uuid`,
  );
  return result.rows[0]?.kobo_asset_uid ?? null;
}

export async function linkSurvey(db: DbOrTx, tenantId: string, publicId: string, uid: string) {
  await db.execute(
    sql`UPDATE surveys SET kobo_asset_uid = ${uid}, kobo_synced_at = now() WHERE tenant_id = ${tenantId}::uuid AND public_id = ${publicId}::uuid`,
  );
}

export type KoboImportRow = {
  id: string;
  tenant_id: string;
  organization_id: string;
  survey_id: string;
  created_by: string | null;
  status: 'PENDING' | 'STARTED' | 'PROCESSING' | 'SUCCESS' | 'FAILURE';
  progress: number;
  total: number | null;
  imported: number;
  skipped: number;
  problems: { submission: string; message: string }[];
  error: string | null;
  created_at: string | Date;
  finished_at: string | Date | null;
};

// The row's type names the column's value; a driver may still hand jsonb over as text.
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const shaped = (row: KoboImportRow): KoboImportRow => ({ ...row, problems: parsed(row.problems) });

export async function insertImport(
  db: DbOrTx,
  values: { tenantId: string; organizationId: string; surveyId: string; createdBy: string },
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO kobo_imports (tenant_id, organization_id, survey_id, created_by)
    VALUES (${values.tenantId}::uuid, ${values.organizationId}::uuid, ${values.surveyId}::uuid, ${values.createdBy}::uuid) RETURNING id`);
  return result.rows[0]!.id;
}

export async function findImport(
  db: DbOrTx,
  tenantId: string | null,
  id: string,
): Promise<KoboImportRow | undefined> {
  const result = await db.execute<KoboImportRow>(
    sql`SELECT * FROM kobo_imports WHERE id = ${id}::uuid ${tenantId ? sql`AND tenant_id = ${tenantId}::uuid` : sql``}`,
  );
  return result.rows[0] && shaped(result.rows[0]);
}

/** An import of this form still queued or running (one at a time per form). */
export async function findRunningImport(db: DbOrTx, surveyId: string): Promise<string | null> {
  const result = await db.execute<{ id: string }>(sql`
    SELECT id FROM kobo_imports WHERE survey_id = ${surveyId}::uuid AND status IN ('PENDING', 'STARTED', 'PROCESSING')
       AND created_at > now() - interval '1 hour' ORDER BY created_at DESC LIMIT 1`);
  return result.rows[0]?.id ?? null;
}

export async function updateImport(
  db: DbOrTx,
  tenantId: string,
  id: string,
  changes: Partial<{
    status: string;
    progress: number;
    total: number;
    imported: number;
    skipped: number;
    problems: object[];
    error: string | null;
    finished: boolean;
  }>,
) {
  const sets = [];
  if (changes.status !== undefined) sets.push(sql`status = ${changes.status}`);
  if (changes.progress !== undefined) sets.push(sql`progress = ${changes.progress}`);
  if (changes.total !== undefined) sets.push(sql`total = ${changes.total}`);
  if (changes.imported !== undefined) sets.push(sql`imported = ${changes.imported}`);
  if (changes.skipped !== undefined) sets.push(sql`skipped = ${changes.skipped}`);
  if (changes.problems !== undefined) sets.push(sql`problems = ${JSON.stringify(changes.problems)}::jsonb`);
  if (changes.error !== undefined) sets.push(sql`error = ${changes.error}`);
  if (changes.finished) sets.push(sql`finished_at = now()`);
  if (sets.length)
    await db.execute(
      sql`UPDATE kobo_imports SET ${sql.join(sets, sql`, `)} WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`,
    );
}
