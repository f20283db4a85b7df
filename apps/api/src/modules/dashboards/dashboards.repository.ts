import { sql, type SQL } from 'drizzle-orm';
import type { DashboardOrdering } from '@oversight/shared/dashboards/dashboards.schemas';
import type { DbOrTx } from '../../db/client.js';
import { orderBy } from '../../platform/ordering.js';
import { countedPage } from '../../platform/pagination.js';

export type DashboardRow = {
  id: string;
  organization_id: string;
  organization_name: string;
  name: string;
  description: string;
  creator_id: string | null;
  creator_name: string | null;
  created_at: Date | string;
  modified_at: Date | string;
};

/** Which dashboards a list covers: those of `ownerId` (null: none) and/or those whose ids `granted` selects. */
export type DashboardScope = { tenantId: string; ownerId: string | null; granted: SQL | null };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

const ORDER_COLUMNS = { name: sql`lower(d.name)`, created: sql`d.created_at`, modified: sql`d.modified_at` };

const SELECT = sql`
  SELECT d.id, d.organization_id, o.name AS organization_name, d.name, d.description,
         u.id AS creator_id, u.display_name AS creator_name, d.created_at, d.modified_at
    FROM dashboards d
    JOIN organizations o ON o.id = d.organization_id
    LEFT JOIN users u ON u.id = d.created_by`;

function scopeCondition(scope: DashboardScope): SQL {
  const parts: SQL[] = [];
  if (scope.ownerId) parts.push(sql`d.organization_id = ${scope.ownerId}::uuid`);
  if (scope.granted) parts.push(sql`d.id IN (${scope.granted})`);
  return parts.length ? sql`(${sql.join(parts, sql` OR `)})` : sql`false`;
}

export async function selectDashboardPage(
  db: DbOrTx,
  scope: DashboardScope,
  filters: { search?: string; ordering: readonly DashboardOrdering[]; limit: number; offset: number },
): Promise<{ count: number; rows: DashboardRow[] }> {
  const conditions: SQL[] = [sql`d.tenant_id = ${scope.tenantId}::uuid`, scopeCondition(scope)];
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(sql`(d.name ILIKE ${pattern} OR d.description ILIKE ${pattern})`);
  }
  const where = sql.join(conditions, sql` AND `);
  return countedPage<DashboardRow>(
    db,
    sql`SELECT count(*)::int AS count FROM dashboards d WHERE ${where}`,
    sql`${SELECT} WHERE ${where} ORDER BY ${orderBy(filters.ordering, ORDER_COLUMNS, sql`d.id DESC`)} LIMIT ${filters.limit} OFFSET ${filters.offset}`,
  );
}

/** One dashboard of the tenant by id, whoever owns it (the service decides what the caller may learn). */
export async function selectDashboard(
  db: DbOrTx,
  tenantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DashboardRow | null> {
  const result = await db.execute<DashboardRow>(
    sql`${SELECT} WHERE d.tenant_id = ${tenantId}::uuid AND d.id = ${id}::uuid ${options.forUpdate ? sql`FOR UPDATE OF d` : sql``}`,
  );
  return result.rows[0] ?? null;
}

export async function insertDashboard(
  db: DbOrTx,
  values: { tenantId: string; organizationId: string; name: string; description: string; userId: string },
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO dashboards (tenant_id, organization_id, name, description, created_by, modified_by)
    VALUES (${values.tenantId}::uuid, ${values.organizationId}::uuid, ${values.name}, ${values.description}, ${values.userId}::uuid, ${values.userId}::uuid)
    RETURNING id`);
  return result.rows[0]!.id;
}

export async function updateDashboard(
  db: DbOrTx,
  tenantId: string,
  id: string,
  changes: { name?: string; description?: string; userId: string },
) {
  await db.execute(sql`
    UPDATE dashboards
       SET name = coalesce(${changes.name ?? null}, name),
           description = coalesce(${changes.description ?? null}, description),
           modified_by = ${changes.userId}::uuid, modified_at = now()
     WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`);
}

export async function deleteDashboard(db: DbOrTx, tenantId: string, id: string) {
  await db.execute(sql`DELETE FROM dashboards WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`);
}
