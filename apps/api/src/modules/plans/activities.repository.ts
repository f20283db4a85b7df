import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { countedPage } from '../../platform/pagination.js';

/** Activities under outcomes: SQL only. Visibility follows the outcome's (own organisation, or a granted outcome). */

export type ActivityRow = {
  id: string;
  plan_id: string;
  outcome_id: string;
  organization_id: string;
  name: string;
  description: string;
  start_date: string | null;
  end_date: string | null;
  /** numeric(20,2) as text, e.g. "1500000.00" */
  budget: string | null;
  department_id: string | null;
  department_name: string | null;
  status: string;
  /** Linked project ids in the order linked. */
  project_ids: string[];
  created_at: Date | string;
  modified_at: Date | string;
};

export type ActivityVisibility = { ownOrganizationId: string | null; grantedOutcomes: SQL };

const escapeLike = (value: string) => `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const COLUMNS = sql`a.id, a.plan_id, a.outcome_id, a.organization_id, a.name, a.description,
  to_char(a.start_date, 'YYYY-MM-DD') AS start_date, to_char(a.end_date, 'YYYY-MM-DD') AS end_date, a.budget::text AS budget,
  a.department_id, d.name AS department_name, a.status,
  (SELECT coalesce(json_agg(ap.project_id ORDER BY ap.position), '[]'::json) FROM plan_activity_projects ap WHERE ap.activity_id = a.id) AS project_ids,
  a.created_at, a.modified_at`;
const FROM = sql`FROM plan_activities a LEFT JOIN departments d ON d.id = a.department_id`;

export async function selectActivityPage(
  db: DbOrTx,
  tenantId: string,
  visibility: ActivityVisibility,
  filters: {
    outcomeId?: string;
    planId?: string;
    status?: string;
    query?: string;
    limit: number;
    offset: number;
  },
): Promise<{ count: number; rows: ActivityRow[] }> {
  const own = visibility.ownOrganizationId
    ? sql`a.organization_id = ${visibility.ownOrganizationId}::uuid`
    : sql`false`;
  const conditions: SQL[] = [
    sql`a.tenant_id = ${tenantId}::uuid`,
    sql`(${own} OR a.outcome_id IN (${visibility.grantedOutcomes}))`,
  ];
  if (filters.outcomeId) conditions.push(sql`a.outcome_id = ${filters.outcomeId}::uuid`);
  if (filters.planId) conditions.push(sql`a.plan_id = ${filters.planId}::uuid`);
  if (filters.status) conditions.push(sql`a.status = ${filters.status}`);
  if (filters.query)
    conditions.push(
      sql`(a.name ILIKE ${escapeLike(filters.query)} OR a.description ILIKE ${escapeLike(filters.query)})`,
    );
  const where = sql`WHERE ${sql.join(conditions, sql` AND `)}`;
  return countedPage<ActivityRow>(
    db,
    sql`SELECT count(*)::int AS count FROM plan_activities a ${where}`,
    sql`SELECT ${COLUMNS} ${FROM} ${where} ORDER BY a.created_at, a.id LIMIT ${filters.limit} OFFSET ${filters.offset}`,
  );
}

export async function selectActivity(
  db: DbOrTx,
  tenantId: string,
  id: string,
): Promise<ActivityRow | undefined> {
  const result = await db.execute<ActivityRow>(
    sql`SELECT ${COLUMNS} ${FROM} WHERE a.tenant_id = ${tenantId}::uuid AND a.id = ${id}::uuid`,
  );
  return result.rows[0];
}

/** Every activity of a plan, in the order added (the export). */
export async function selectActivitiesOfPlan(db: DbOrTx, planId: string): Promise<ActivityRow[]> {
  const result = await db.execute<ActivityRow>(
    sql`SELECT ${COLUMNS} ${FROM} WHERE a.plan_id = ${planId}::uuid ORDER BY a.created_at, a.id`,
  );
  return result.rows;
}

/** Whether the department belongs to the organisation. */
export async function isDepartmentOf(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  departmentId: string,
): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT 1 FROM departments WHERE tenant_id = ${tenantId}::uuid AND organization_id = ${organizationId}::uuid AND id = ${departmentId}::uuid`,
  );
  return result.rows.length > 0;
}

export type ActivityValues = {
  name: string;
  description: string;
  start_date: string | null;
  end_date: string | null;
  budget: string | null;
  department_id: string | null;
  status: string;
};

export async function insertActivity(
  db: DbOrTx,
  values: {
    tenantId: string;
    planId: string;
    outcomeId: string;
    organizationId: string;
    createdBy: string;
  } & ActivityValues,
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO plan_activities (tenant_id, plan_id, outcome_id, organization_id, created_by, name, description, start_date, end_date, budget,
                                 department_id, status)
    VALUES (${values.tenantId}::uuid, ${values.planId}::uuid, ${values.outcomeId}::uuid, ${values.organizationId}::uuid, ${values.createdBy}::uuid,
            ${values.name}, ${values.description}, ${values.start_date}::date, ${values.end_date}::date, ${values.budget}::numeric,
            ${values.department_id}::uuid, ${values.status})
    RETURNING id`);
  await db.execute(
    sql`UPDATE outcomes SET modified_at = now() WHERE tenant_id = ${values.tenantId}::uuid AND id = ${values.outcomeId}::uuid`,
  );
  return result.rows[0]!.id;
}

const CASTS: Record<keyof ActivityValues, string> = {
  name: 'text',
  description: 'text',
  start_date: 'date',
  end_date: 'date',
  budget: 'numeric',
  department_id: 'uuid',
  status: 'text',
};

export async function updateActivity(
  db: DbOrTx,
  tenantId: string,
  id: string,
  changes: Partial<ActivityValues>,
) {
  const sets: SQL[] = [sql`modified_at = now()`];
  for (const field of Object.keys(CASTS) as (keyof ActivityValues)[]) {
    if (changes[field] === undefined) continue;
    sets.push(sql`${sql.identifier(field)} = ${changes[field]}::${sql.raw(CASTS[field])}`);
  }
  await db.execute(
    sql`UPDATE plan_activities SET ${sql.join(sets, sql.raw(', '))} WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`,
  );
}

/** Makes the activity's linked projects exactly these, in this order (links hold no tenant: the activity's names it). */
export async function setActivityProjects(
  db: DbOrTx,
  tenantId: string,
  activityId: string,
  projectIds: string[],
) {
  await db.execute(sql`DELETE FROM plan_activity_projects
    WHERE activity_id = (SELECT id FROM plan_activities WHERE tenant_id = ${tenantId}::uuid AND id = ${activityId}::uuid)`);
  if (projectIds.length) {
    await db.execute(sql`INSERT INTO plan_activity_projects (activity_id, project_id, position)
      SELECT a.id, p.id, p.position - 1 FROM plan_activities a, unnest(${sql.param(projectIds)}::uuid[]) WITH ORDINALITY AS p(id, position)
      WHERE a.tenant_id = ${tenantId}::uuid AND a.id = ${activityId}::uuid`);
  }
}

export async function deleteActivity(
  db: DbOrTx,
  tenantId: string,
  activity: { id: string; outcome_id: string },
) {
  await db.execute(
    sql`DELETE FROM plan_activities WHERE tenant_id = ${tenantId}::uuid AND id = ${activity.id}::uuid`,
  );
  await db.execute(
    sql`UPDATE outcomes SET modified_at = now() WHERE tenant_id = ${tenantId}::uuid AND id = ${activity.outcome_id}::uuid`,
  );
}
