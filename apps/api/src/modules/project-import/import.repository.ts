import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** SQL of the spreadsheet import: lookups in batches, and the set-based writes of one import (no query per row). */

const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

export type ContractorRow = { id: string; name: string; rc_number: string | null };

/** Contractors named exactly (case-insensitive) or by RC number (digits only compared). */
export async function findContractors(
  db: DbOrTx,
  tenantId: string,
  names: string[],
  rcNumbers: string[],
): Promise<ContractorRow[]> {
  if (!names.length && !rcNumbers.length) return [];
  const result = await db.execute<ContractorRow>(sql`
    SELECT o.id, o.name, o.rc_number FROM organizations o
     WHERE o.tenant_id = ${tenantId} AND o.account_type = 'CONTRACTOR'
       AND (lower(o.name) = ANY(${textArray(names.map((n) => n.toLowerCase()))})
            OR (o.rc_number IS NOT NULL AND regexp_replace(o.rc_number, '[^0-9]', '', 'g') = ANY(${textArray(rcNumbers)})))`);
  return result.rows;
}

export type ContractorSuggestionRow = ContractorRow & { query: string; similarity: number };

/**
 * The three closest contractors to each unknown name, by trigram similarity (whole name or as a word run).
 * Functions, not the % operators: PGlite's trigram index answered nothing (and once hung) for them; contractors are
 * a few thousand per tenant at most, so the scan per distinct unknown name stays small.
 */
export async function suggestContractors(
  db: DbOrTx,
  tenantId: string,
  names: string[],
): Promise<ContractorSuggestionRow[]> {
  if (!names.length) return [];
  const result = await db.execute<ContractorSuggestionRow>(sql`
    SELECT q.query, c.id, c.name, c.rc_number, c.similarity
      FROM unnest(${textArray(names.map((n) => n.toLowerCase()))}) AS q(query)
      CROSS JOIN LATERAL (
        SELECT o.id, o.name, o.rc_number,
               round(greatest(similarity(lower(o.name), q.query), word_similarity(q.query, lower(o.name)))::numeric, 2)::float8 AS similarity
          FROM organizations o
         WHERE o.tenant_id = ${tenantId} AND o.account_type = 'CONTRACTOR'
         ORDER BY 4 DESC, o.name
         LIMIT 3) c
     WHERE c.similarity >= 0.3`);
  return result.rows;
}

export type OrganizationRow = {
  id: string;
  name: string;
  username: string;
  account_type: string;
  parent_id: string | null;
};

/** Ministries and agencies named by name or username (the sheet's "code"). */
export async function findMdas(db: DbOrTx, tenantId: string, keys: string[]): Promise<OrganizationRow[]> {
  if (!keys.length) return [];
  const lowered = textArray(keys.map((k) => k.toLowerCase()));
  const result = await db.execute<OrganizationRow>(sql`
    SELECT o.id, o.name, o.username, o.account_type, o.parent_id FROM organizations o
     WHERE o.tenant_id = ${tenantId} AND o.account_type IN ('MINISTRY', 'AGENCY')
       AND (lower(o.name) = ANY(${lowered}) OR lower(o.username) = ANY(${lowered}))`);
  return result.rows;
}

export async function findOrganization(
  db: DbOrTx,
  tenantId: string,
  id: string,
): Promise<OrganizationRow | undefined> {
  const result = await db.execute<OrganizationRow>(sql`
    SELECT id, name, username, account_type, parent_id FROM organizations WHERE tenant_id = ${tenantId} AND id = ${id}`);
  return result.rows[0];
}

export async function organizationNames(
  db: DbOrTx,
  tenantId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const result = await db.execute<{ id: string; name: string }>(sql`
    SELECT id, name FROM organizations WHERE tenant_id = ${tenantId} AND id = ANY(${sql.param(ids)}::uuid[])`);
  return new Map(result.rows.map((r) => [r.id, r.name]));
}

/** The fields an import writes, as the database holds them (compared to record each field's before and after). */
export type ExistingProject = {
  id: string;
  code: string;
  public_id: string;
  organization_id: string | null;
  ministry_id: string | null;
  agency_id: string | null;
  name: string;
  description: string;
  location_description: string | null;
  status: number;
  sectors: string[];
  categories: string[];
  amount_budgeted: string | null;
  total_project_cost: string | null;
  total_amount_spent: string | null;
  total_amount_released: string | null;
  total_financial_commitment: string | null;
  start_date: string | null;
  end_date: string | null;
  percentage_completed: string;
  states: string[];
  lgas: string[];
  latitude: number | null;
  longitude: number | null;
  currency: string;
  geo_political_zone: string | null;
  contractor_ids: string[];
  is_published: boolean;
};

/** Projects of the tenant with these codes (any owner: a code owned elsewhere is refused, not duplicated). */
export async function findProjectsByCodes(
  db: DbOrTx,
  tenantId: string,
  codes: string[],
  lock = false,
): Promise<ExistingProject[]> {
  if (!codes.length) return [];
  const result = await db.execute<ExistingProject>(sql`
    SELECT p.id, p.code, p.public_id, p.organization_id, p.ministry_id, p.agency_id, p.name, p.description,
           p.location_description, p.status, p.sectors, p.categories, p.amount_budgeted::text, p.total_project_cost::text,
           p.total_amount_spent::text, p.total_amount_released::text, p.total_financial_commitment::text,
           p.start_date::text, p.end_date::text, p.percentage_completed::text, p.states, p.lgas, p.latitude, p.longitude,
           p.currency, p.geo_political_zone, p.is_published,
           coalesce((SELECT array_agg(pc.organization_id::text ORDER BY pc.organization_id) FROM project_contractors pc WHERE pc.project_id = p.id), '{}') AS contractor_ids
      FROM projects p
     WHERE p.tenant_id = ${tenantId} AND p.deleted_at IS NULL AND lower(p.code) = ANY(${textArray(codes.map((c) => c.toLowerCase()))})
     ${lock ? sql`FOR UPDATE OF p` : sql``}`);
  return result.rows;
}

/** Public ids already taken, among the candidates. */
export async function takenPublicIds(
  db: DbOrTx,
  tenantId: string,
  candidates: string[],
): Promise<Set<string>> {
  if (!candidates.length) return new Set();
  const result = await db.execute<{ public_id: string }>(sql`
    SELECT public_id FROM projects WHERE tenant_id = ${tenantId} AND public_id = ANY(${textArray(candidates)})`);
  return new Set(result.rows.map((r) => r.public_id));
}

/** The columns an import sets; null keeps the stored value on update (empty cells change nothing). */
export type ProjectWrite = {
  id?: string;
  public_id?: string;
  code: string;
  name: string;
  description: string | null;
  location_description: string | null;
  status: number | null;
  sectors: string[] | null;
  categories: string[] | null;
  amount_budgeted: string | null;
  total_project_cost: string | null;
  total_amount_spent: string | null;
  total_amount_released: string | null;
  total_financial_commitment: string | null;
  start_date: string | null;
  end_date: string | null;
  percentage_completed: string | null;
  states: string[] | null;
  lgas: string[] | null;
  wards: string[] | null;
  latitude: number | null;
  longitude: number | null;
  currency: string | null;
  geo_political_zone: string | null;
  ministry_id: string | null;
  agency_id: string | null;
};

const RECORD_COLUMNS =
  sql.raw(`id uuid, public_id text, code text, name text, description text, location_description text,
  status smallint, sectors text[], categories text[], amount_budgeted numeric, total_project_cost numeric,
  total_amount_spent numeric, total_amount_released numeric, total_financial_commitment numeric, start_date date,
  end_date date, percentage_completed numeric, states text[], lgas text[], wards text[], latitude float8,
  longitude float8, currency text, geo_political_zone text, ministry_id uuid, agency_id uuid`);

/** Inserts new projects (unpublished) in one statement; answers their ids by code. */
export async function insertProjects(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  rows: ProjectWrite[],
): Promise<Map<string, string>> {
  if (!rows.length) return new Map();
  const result = await db.execute<{ id: string; code: string }>(sql`
    INSERT INTO projects (tenant_id, organization_id, public_id, code, name, description, location_description, status,
      sectors, categories, amount_budgeted, total_project_cost, total_amount_spent, total_amount_released,
      total_financial_commitment, start_date, end_date, percentage_completed, states, lgas, wards, latitude, longitude,
      currency, geo_political_zone, ministry_id, agency_id, is_published)
    SELECT ${tenantId}, ${organizationId}, r.public_id, r.code, r.name, coalesce(r.description, ''), r.location_description,
      coalesce(r.status, 0), coalesce(r.sectors, '{}'), coalesce(r.categories, '{}'), r.amount_budgeted,
      r.total_project_cost, r.total_amount_spent, r.total_amount_released, r.total_financial_commitment, r.start_date,
      r.end_date, coalesce(r.percentage_completed, 0), coalesce(r.states, '{}'), coalesce(r.lgas, '{}'),
      coalesce(r.wards, '{}'), r.latitude, r.longitude, coalesce(r.currency, 'NGN'), r.geo_political_zone, r.ministry_id,
      r.agency_id, false
      FROM jsonb_to_recordset(${json(rows)}) AS r(${RECORD_COLUMNS})
    RETURNING id, code`);
  return new Map(result.rows.map((r) => [r.code, r.id]));
}

/** Updates existing projects in one statement; null fields keep their stored value. */
export async function updateProjects(db: DbOrTx, tenantId: string, rows: ProjectWrite[]): Promise<void> {
  if (!rows.length) return;
  await db.execute(sql`
    UPDATE projects p SET
      name = r.name,
      description = coalesce(r.description, p.description),
      location_description = coalesce(r.location_description, p.location_description),
      status = coalesce(r.status, p.status),
      sectors = coalesce(r.sectors, p.sectors),
      categories = coalesce(r.categories, p.categories),
      amount_budgeted = coalesce(r.amount_budgeted, p.amount_budgeted),
      total_project_cost = coalesce(r.total_project_cost, p.total_project_cost),
      total_amount_spent = coalesce(r.total_amount_spent, p.total_amount_spent),
      total_amount_released = coalesce(r.total_amount_released, p.total_amount_released),
      total_financial_commitment = coalesce(r.total_financial_commitment, p.total_financial_commitment),
      start_date = coalesce(r.start_date, p.start_date),
      end_date = coalesce(r.end_date, p.end_date),
      percentage_completed = coalesce(r.percentage_completed, p.percentage_completed),
      states = coalesce(r.states, p.states),
      lgas = coalesce(r.lgas, p.lgas),
      wards = coalesce(r.wards, p.wards),
      latitude = coalesce(r.latitude, p.latitude),
      longitude = coalesce(r.longitude, p.longitude),
      currency = coalesce(r.currency, p.currency),
      geo_political_zone = coalesce(r.geo_political_zone, p.geo_political_zone),
      ministry_id = coalesce(r.ministry_id, p.ministry_id),
      agency_id = coalesce(r.agency_id, p.agency_id),
      modified_at = now()
      FROM jsonb_to_recordset(${json(rows)}) AS r(${RECORD_COLUMNS})
     WHERE p.id = r.id AND p.tenant_id = ${tenantId}`);
}

export type LocationWrite = {
  project_id: string;
  position: number;
  state: string | null;
  lga: string | null;
  latitude: number;
  longitude: number;
};

/** Replaces the map points of these projects. */
export async function replaceLocations(
  db: DbOrTx,
  tenantId: string,
  projectIds: string[],
  rows: LocationWrite[],
) {
  if (projectIds.length) {
    await db.execute(
      sql`DELETE FROM project_locations WHERE tenant_id = ${tenantId} AND project_id = ANY(${sql.param(projectIds)}::uuid[])`,
    );
  }
  if (!rows.length) return;
  await db.execute(sql`
    INSERT INTO project_locations (tenant_id, project_id, position, state, lga, latitude, longitude)
    SELECT ${tenantId}, r.project_id, r.position, r.state, r.lga, r.latitude, r.longitude
      FROM jsonb_to_recordset(${json(rows)}) AS r(project_id uuid, position smallint, state text, lga text, latitude float8, longitude float8)`);
}

/** Replaces the contractors of these projects. */
export async function replaceContractors(
  db: DbOrTx,
  tenantId: string,
  projectIds: string[],
  rows: { project_id: string; organization_id: string }[],
) {
  if (projectIds.length) {
    await db.execute(
      sql`DELETE FROM project_contractors WHERE tenant_id = ${tenantId} AND project_id = ANY(${sql.param(projectIds)}::uuid[])`,
    );
  }
  if (!rows.length) return;
  await db.execute(sql`
    INSERT INTO project_contractors (tenant_id, project_id, organization_id)
    SELECT DISTINCT ${tenantId}::uuid, r.project_id, r.organization_id
      FROM jsonb_to_recordset(${json(rows)}) AS r(project_id uuid, organization_id uuid)`);
}

export type ActivityWrite = {
  project_id: string;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
};

/** The history entries of an import: who and when, each field's before and after (as manual edits record). */
export async function insertActivities(
  db: DbOrTx,
  tenantId: string,
  actorId: string | null,
  rows: ActivityWrite[],
) {
  if (!rows.length) return;
  await db.execute(sql`
    INSERT INTO project_activities (tenant_id, project_id, actor_id, action, changes)
    SELECT ${tenantId}, r.project_id, ${actorId}, r.action, r.changes
      FROM jsonb_to_recordset(${json(rows)}) AS r(project_id uuid, action text, changes jsonb)`);
}

/** Serialises imports of one organisation (a second one waits for the first to commit). */
export async function lockOrganizationImports(db: DbOrTx, organizationId: string) {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`project-import:${organizationId}`}, 0))`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Tasks

export type TaskRow = {
  id: string;
  organization_id: string;
  user_id: string | null;
  kind: string;
  status: string;
  progress: number;
  input: unknown;
  result: unknown;
  error: string | null;
};

export async function insertTask(
  db: DbOrTx,
  task: { tenantId: string; organizationId: string; userId: string; kind: string; input: unknown },
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO spreadsheet_tasks (tenant_id, organization_id, user_id, kind, input)
    VALUES (${task.tenantId}, ${task.organizationId}, ${task.userId}, ${task.kind}, ${json(task.input)}) RETURNING id`);
  return result.rows[0]!.id;
}

export async function findTask(db: DbOrTx, tenantId: string, id: string): Promise<TaskRow | undefined> {
  const result = await db.execute<TaskRow>(sql`
    SELECT id, organization_id, user_id, kind, status, progress, NULL::jsonb AS input, result, error
      FROM spreadsheet_tasks WHERE tenant_id = ${tenantId} AND id = ${id}`);
  return result.rows[0];
}

export type UnfinishedTask = {
  id: string;
  tenant_id: string;
  status: string;
  progress: number;
  error: string | null;
  job_id: string | null;
  job_state: string | null;
};

/**
 * Unfinished tasks whose job is no longer running: its job is gone or ended, or was taken ("active") before this
 * worker started. Tasks still queued (created, retry) are left to run. Only the import queue's partition is read.
 */
export async function findInterruptedTasks(
  db: DbOrTx,
  queue: string,
  workerStartedAt: Date,
): Promise<UnfinishedTask[]> {
  const result = await db.execute<UnfinishedTask>(sql`
    SELECT t.id, t.tenant_id, t.status, t.progress, t.error, j.id AS job_id, j.state::text AS job_state
      FROM spreadsheet_tasks t
      LEFT JOIN LATERAL (
        SELECT id, state, started_on FROM pgboss.job
         WHERE name = ${queue} AND data->>'taskId' = t.id::text
         ORDER BY created_on DESC LIMIT 1) j ON true
     WHERE t.finished_at IS NULL AND t.status IN ('PENDING', 'STARTED', 'PROCESSING')
       AND (j.id IS NULL
            OR j.state::text IN ('completed', 'failed', 'cancelled')
            OR (j.state::text = 'active' AND j.started_on < ${workerStartedAt.toISOString()}))`);
  return result.rows;
}

/** The worker's read: any tenant, with the kept input. */
export async function findTaskForJob(db: DbOrTx, id: string): Promise<TaskRow | undefined> {
  const result = await db.execute<TaskRow>(sql`
    SELECT id, organization_id, user_id, kind, status, progress, input, result, error FROM spreadsheet_tasks WHERE id = ${id}`);
  return result.rows[0];
}

export async function updateTask(
  db: DbOrTx,
  tenantId: string,
  id: string,
  change: { status: string; progress: number; result?: unknown; error?: string | null; finished?: boolean },
) {
  await db.execute(sql`
    UPDATE spreadsheet_tasks SET status = ${change.status}, progress = ${change.progress},
           result = coalesce(${change.result === undefined ? null : JSON.stringify(change.result)}::jsonb, result),
           error = ${change.error ?? null},
           input = CASE WHEN ${!!change.finished} THEN NULL ELSE input END,
           finished_at = CASE WHEN ${!!change.finished} THEN now() ELSE finished_at END
     WHERE tenant_id = ${tenantId} AND id = ${id}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Yearly appropriation

/** Sets one year's appropriation by project code and recomputes the total; answers each project's before and after. */
export async function setYearlyAppropriation(
  db: DbOrTx,
  tenantId: string,
  organizationIds: string[],
  year: number,
  rows: { code: string; amount: string }[],
): Promise<{ id: string; code: string; before: Record<string, string>; after: Record<string, string> }[]> {
  if (!rows.length) return [];
  const key = String(year);
  const result = await db.execute<{
    id: string;
    code: string;
    before: Record<string, string>;
    after: Record<string, string>;
  }>(sql`
    UPDATE projects p SET
      yearly_appropriation = p.yearly_appropriation || jsonb_build_object(${key}::text, s.amount),
      total_appropriation = (SELECT sum(v::numeric) FROM jsonb_each_text(p.yearly_appropriation || jsonb_build_object(${key}::text, s.amount)) AS e(k, v)),
      appropriation_for_2021 = CASE WHEN ${key} = '2021' THEN s.amount::numeric ELSE p.appropriation_for_2021 END,
      modified_at = now()
      FROM (SELECT q.id, q.yearly_appropriation AS before, r.amount
              FROM projects q JOIN jsonb_to_recordset(${json(rows)}) AS r(code text, amount text) ON lower(q.code) = lower(r.code)
             WHERE q.tenant_id = ${tenantId}
               ${organizationIds.length ? sql`AND (q.organization_id = ANY(${sql.param(organizationIds)}::uuid[]) OR q.ministry_id = ANY(${sql.param(organizationIds)}::uuid[]) OR q.agency_id = ANY(${sql.param(organizationIds)}::uuid[]))` : sql``}) s
     WHERE p.id = s.id
    RETURNING p.id, p.code, s.before, p.yearly_appropriation AS after`);
  return result.rows;
}
