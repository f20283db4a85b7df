import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** SQL of answer files no sent answer uses yet (quotas, cleanup) and of serving one file by its signed link. */

/** Files no answer uses yet: of the form, from the address, and from the account (when signed in). */
export async function countUnattached(
  db: DbOrTx,
  where: { tenantId: string; surveyId: string; ip: string | null; userId: string | null },
): Promise<{ form: number; address: number; user: number }> {
  const result = await db.execute<{ form: number; address: number; user: number }>(sql`
    SELECT count(*) FILTER (WHERE survey_id = ${where.surveyId}::uuid)::int AS form,
           count(*) FILTER (WHERE uploader_ip = ${where.ip})::int AS address,
           count(*) FILTER (WHERE uploader_id = ${where.userId}::uuid)::int AS user
      FROM survey_files
     WHERE tenant_id = ${where.tenantId}::uuid AND response_id IS NULL
       AND (survey_id = ${where.surveyId}::uuid OR uploader_ip = ${where.ip} OR uploader_id = ${where.userId}::uuid)`);
  return result.rows[0]!;
}

/**
 * Deletes up to `limit` files that no answer used within `hours` of their upload, answering their storage keys. The
 * condition is checked again on each row as it is deleted, so a file a response takes meanwhile stays.
 */
export async function deleteUnattached(
  db: DbOrTx,
  tenantId: string,
  hours: number,
  limit: number,
): Promise<string[]> {
  const result = await db.execute<{ storage_key: string }>(sql`
    DELETE FROM survey_files
     WHERE tenant_id = ${tenantId}::uuid
       AND id IN (SELECT id FROM survey_files
                   WHERE tenant_id = ${tenantId}::uuid AND response_id IS NULL
                     AND created_at < now() - make_interval(hours => ${hours}::int)
                   ORDER BY created_at LIMIT ${limit})
       AND response_id IS NULL
    RETURNING storage_key`);
  return result.rows.map((row) => row.storage_key);
}

/** The tenants that hold answer files no response uses (the cleanup job goes through them one by one). */
export async function tenantsWithUnattachedFiles(db: DbOrTx): Promise<string[]> {
  const result = await db.execute<{ tenant_id: string }>(
    sql`SELECT DISTINCT tenant_id FROM survey_files WHERE response_id IS NULL`,
  );
  return result.rows.map((row) => row.tenant_id);
}

export type ServedFile = { storage_key: string; name: string; content_type: string; bytes: number };

export async function findServedFile(
  db: DbOrTx,
  tenantId: string,
  fileId: string,
): Promise<ServedFile | null> {
  const result = await db.execute<ServedFile>(sql`
    SELECT storage_key, name, content_type, bytes FROM survey_files
     WHERE tenant_id = ${tenantId}::uuid AND id = ${fileId}::uuid`);
  return result.rows[0] ?? null;
}
