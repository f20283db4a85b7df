import { sql, type SQL } from 'drizzle-orm';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import { PSEUDO_USER_EMAILS } from '@oversight/shared/collaboration/content';
import type { SurveyOrdering } from '@oversight/shared/surveys/surveys.schemas';
import type { DbOrTx } from '../../db/client.js';
import { countedPage } from '../../platform/pagination.js';
import { orderBy } from '../../platform/ordering.js';
import { isUuid } from '../../platform/ids.js';
import { responsesCountOf } from './response-count.js';

/** SQL of forms (surveys) and form groups; every query carries the tenant. */

const uuidArray = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`;
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type SurveyRow = {
  id: string;
  public_id: string;
  organization_id: string;
  organization_name: string;
  name: string;
  description: string;
  is_published: boolean;
  publish_date: string | Date | null;
  expire_date: string | Date | null;
  accepting_responses: boolean;
  archived: boolean;
  survey_type: string;
  is_template: boolean;
  created_by_id: string | null;
  created_by_name: string | null;
  created_at: string | Date;
  modified_at: string | Date;
  /** Groups of `groupsOf` (the current organisation) holding the form. */
  groups: { id: string; name: string }[];
  version: number;
  questions_count: number;
  responses_count: number;
  /** A general-public grant on the form or one of its groups lets anyone answer it. */
  is_public: boolean;
  /** The caller was added as a respondent (add-respondents/). */
  is_respondent: boolean;
};

/** A general-public grant whose role answers forms, on the form or on a group holding it. */
const IS_PUBLIC = sql`EXISTS (
  SELECT 1 FROM stakeholder_grants pg JOIN users pu ON pu.id = pg.grantee_user_id AND pu.is_pseudo AND pu.email = ${PSEUDO_USER_EMAILS.general_public}
    JOIN roles pr ON pr.id = pg.role_id
   WHERE pg.tenant_id = s.tenant_id AND ${PERMISSIONS.RESPOND_TO_FORM} = ANY(pr.permissions)
     AND ((pg.content_type = 'form' AND pg.content_id = s.id)
       OR (pg.content_type = 'form_group' AND pg.content_id IN (SELECT pgm.group_id FROM survey_group_members pgm WHERE pgm.survey_id = s.id))))`;

/**
 * The form columns; `groupsOf` names the organisation whose groups are listed with each form (none when null),
 * `respondentId` the user whose respondent entry is looked up.
 */
const surveyColumns = (groupsOf: string | null, respondentId: string | null = null) => sql`
  s.id, s.public_id, s.organization_id, o.name AS organization_name, s.name, s.description, s.is_published,
  s.publish_date, s.expire_date, s.accepting_responses, s.archived, s.survey_type, s.is_template,
  u.id AS created_by_id, u.display_name AS created_by_name, s.created_at, s.modified_at,
  s.version, s.questions_count, ${responsesCountOf(sql`s`)} AS responses_count, ${IS_PUBLIC} AS is_public,
  ${respondentId ? sql`EXISTS (SELECT 1 FROM survey_respondents sr WHERE sr.survey_id = s.id AND sr.user_id = ${respondentId}::uuid)` : sql`false`} AS is_respondent,
  ${
    groupsOf
      ? sql`(SELECT coalesce(json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY lower(g.name)), '[]'::json)
               FROM survey_group_members gm JOIN survey_groups g ON g.id = gm.group_id
              WHERE gm.survey_id = s.id AND g.organization_id = ${groupsOf}::uuid)`
      : sql`'[]'::json`
  } AS groups`;
const SURVEY_FROM = sql`surveys s JOIN organizations o ON o.id = s.organization_id LEFT JOIN users u ON u.id = s.created_by`;

export async function findSurvey(
  db: DbOrTx,
  tenantId: string,
  publicId: string,
  groupsOf: string | null,
  respondentId: string | null = null,
): Promise<SurveyRow | undefined> {
  if (!isUuid(publicId)) return undefined;
  const result = await db.execute<SurveyRow>(sql`
    SELECT ${surveyColumns(groupsOf, respondentId)} FROM ${SURVEY_FROM}
     WHERE s.tenant_id = ${tenantId}::uuid AND s.public_id = ${publicId}::uuid`);
  return result.rows[0];
}

export type NewSurvey = {
  tenantId: string;
  organizationId: string;
  name: string;
  description: string;
  publishDate: string | null;
  expireDate: string | null;
  acceptingResponses: boolean;
  surveyType: string;
  isTemplate: boolean;
  createdBy: string;
};

export async function insertSurvey(
  db: DbOrTx,
  values: NewSurvey,
): Promise<{ id: string; public_id: string }> {
  const result = await db.execute<{ id: string; public_id: string }>(sql`
    INSERT INTO surveys (tenant_id, organization_id, name, description, publish_date, expire_date, accepting_responses, survey_type, is_template, created_by)
    VALUES (${values.tenantId}::uuid, ${values.organizationId}::uuid, ${values.name}, ${values.description}, ${values.publishDate}::timestamptz,
            ${values.expireDate}::timestamptz, ${values.acceptingResponses}, ${values.surveyType}, ${values.isTemplate}, ${values.createdBy}::uuid)
    RETURNING id, public_id`);
  return result.rows[0]!;
}

const COLUMN_OF = {
  name: 'name',
  description: 'description',
  publish_date: 'publish_date',
  expire_date: 'expire_date',
  accepting_responses: 'accepting_responses',
  survey_type: 'survey_type',
  is_template: 'is_template',
  is_published: 'is_published',
  archived: 'archived',
} as const;
export type SurveyChanges = Partial<Record<keyof typeof COLUMN_OF, string | boolean | null>>;

export async function updateSurvey(db: DbOrTx, tenantId: string, id: string, changes: SurveyChanges) {
  // A caller's object may hold a key set to undefined: that column is left as it is.
  const sets: SQL[] = Object.entries<string | boolean | null | undefined>(changes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const column = sql.raw(COLUMN_OF[key as keyof typeof COLUMN_OF]);
      return key.endsWith('_date') ? sql`${column} = ${value}::timestamptz` : sql`${column} = ${value}`;
    });
  sets.push(sql`modified_at = now()`);
  await db.execute(
    sql`UPDATE surveys SET ${sql.join(sets, sql.raw(', '))} WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`,
  );
}

/** Deletes the form (the service forgets its stakeholders in the same transaction). */
export async function deleteSurvey(db: DbOrTx, tenantId: string, id: string) {
  await db.execute(sql`DELETE FROM surveys WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`);
}

const SURVEY_ORDER_COLUMNS = {
  name: sql`lower(s.name)`,
  created: sql`s.created_at`,
  modified: sql`s.modified_at`,
};

export type SurveyFilter = {
  tenantId: string;
  /** The current organisation, when its own forms are listed (its role lets it view forms). */
  ownOrganizationId: string | null;
  /** SQL selecting the ids of forms shared with the caller (grantedItemIdsSql), or null. */
  granted: SQL | null;
  /** The caller, whose forms as an added respondent (add-respondents/) are listed too; null leaves them out. */
  respondentId: string | null;
  /** Leave out this organisation's forms ("shared with me"). */
  excludeOrganizationId?: string | null;
  filterType: 'all' | 'published' | 'unpublished' | 'archived';
  name?: string;
  groupIds?: string[];
  isTemplate?: boolean;
  ordering: readonly SurveyOrdering[];
};

/** One form by its internal id (structure and response services reach forms through their rows). */
/**
 * The SELECT of findSurveyById, for reading the form in the same statement as the caller's access to it
 * (itemAccessAlongside): its row then comes back through JSON, dates as strings.
 */
export const surveyByIdSql = (
  tenantId: string,
  id: string,
  groupsOf: string | null,
  respondentId: string | null = null,
) =>
  sql`SELECT ${surveyColumns(groupsOf, respondentId)} FROM ${SURVEY_FROM} WHERE s.tenant_id = ${tenantId}::uuid AND s.id = ${id}::uuid`;

export async function findSurveyById(
  db: DbOrTx,
  tenantId: string,
  id: string,
  groupsOf: string | null,
  respondentId: string | null = null,
): Promise<SurveyRow | undefined> {
  const result = await db.execute<SurveyRow>(surveyByIdSql(tenantId, id, groupsOf, respondentId));
  return result.rows[0];
}

export async function findSurveys(
  db: DbOrTx,
  filter: SurveyFilter,
  groupsOf: string | null,
  page: { limit: number; offset: number },
) {
  const reach: SQL[] = [];
  if (filter.ownOrganizationId) reach.push(sql`s.organization_id = ${filter.ownOrganizationId}::uuid`);
  if (filter.granted) reach.push(sql`s.id IN (${filter.granted})`);
  // On survey_respondents_user_idx: the few forms this user was asked to answer.
  if (filter.respondentId)
    reach.push(
      sql`s.id IN (SELECT sr.survey_id FROM survey_respondents sr WHERE sr.tenant_id = ${filter.tenantId}::uuid AND sr.user_id = ${filter.respondentId}::uuid)`,
    );
  if (!reach.length) return { count: 0, rows: [] as SurveyRow[] };
  const conditions: SQL[] = [
    sql`s.tenant_id = ${filter.tenantId}::uuid`,
    sql`(${sql.join(reach, sql` OR `)})`,
  ];
  if (filter.excludeOrganizationId)
    conditions.push(sql`s.organization_id <> ${filter.excludeOrganizationId}::uuid`);
  if (filter.filterType === 'archived') conditions.push(sql`s.archived`);
  else conditions.push(sql`NOT s.archived`);
  if (filter.filterType === 'published') conditions.push(sql`s.is_published`);
  if (filter.filterType === 'unpublished') conditions.push(sql`NOT s.is_published`);
  if (filter.name) conditions.push(sql`lower(s.name) LIKE ${likePattern(filter.name)}`);
  if (filter.isTemplate !== undefined) conditions.push(sql`s.is_template = ${filter.isTemplate}`);
  if (filter.groupIds?.length)
    conditions.push(
      sql`s.id IN (SELECT gm.survey_id FROM survey_group_members gm WHERE gm.group_id = ANY(${uuidArray(filter.groupIds)}))`,
    );
  const where = sql.join(conditions, sql` AND `);
  return countedPage<SurveyRow>(
    db,
    sql`SELECT count(*)::int AS count FROM surveys s WHERE ${where}`,
    sql`
      SELECT ${surveyColumns(groupsOf, filter.respondentId)} FROM ${SURVEY_FROM} WHERE ${where}
       ORDER BY ${orderBy(filter.ordering, SURVEY_ORDER_COLUMNS, sql`s.id`)} LIMIT ${page.limit} OFFSET ${page.offset}`,
    'together',
  );
}

/** Internal ids of the forms among `publicIds` that `organizationId` owns. */
export async function findOwnedSurveyIds(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  publicIds: string[],
) {
  const result = await db.execute<{ id: string; public_id: string }>(sql`
    SELECT s.id, s.public_id FROM surveys s
     WHERE s.tenant_id = ${tenantId}::uuid AND s.organization_id = ${organizationId}::uuid AND s.public_id = ANY(${uuidArray(publicIds)})`);
  return result.rows;
}

// Groups

export type GroupRow = {
  id: string;
  name: string;
  organization_id: string;
  organization_name: string;
  surveys_count: number;
  created_at: string | Date;
  modified_at: string | Date;
};

const GROUP_COLUMNS = sql`g.id, g.name, g.organization_id, o.name AS organization_name, g.created_at, g.modified_at,
  (SELECT count(*) FROM survey_group_members gm WHERE gm.group_id = g.id)::int AS surveys_count`;
const GROUP_FROM = sql`survey_groups g JOIN organizations o ON o.id = g.organization_id`;

export async function findGroup(db: DbOrTx, tenantId: string, id: string): Promise<GroupRow | undefined> {
  if (!isUuid(id)) return undefined;
  const result = await db.execute<GroupRow>(
    sql`SELECT ${GROUP_COLUMNS} FROM ${GROUP_FROM} WHERE g.tenant_id = ${tenantId}::uuid AND g.id = ${id}::uuid`,
  );
  return result.rows[0];
}

export async function insertGroup(
  db: DbOrTx,
  values: { tenantId: string; organizationId: string; name: string; createdBy: string },
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO survey_groups (tenant_id, organization_id, name, created_by)
    VALUES (${values.tenantId}::uuid, ${values.organizationId}::uuid, ${values.name}, ${values.createdBy}::uuid) RETURNING id`);
  return result.rows[0]!.id;
}

export async function groupNameTaken(
  db: DbOrTx,
  organizationId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM survey_groups g WHERE g.organization_id = ${organizationId}::uuid AND lower(g.name) = lower(${name})
      ${exceptId ? sql`AND g.id <> ${exceptId}::uuid` : sql``} LIMIT 1`);
  return result.rows.length > 0;
}

export async function renameGroup(db: DbOrTx, tenantId: string, id: string, name: string) {
  await db.execute(
    sql`UPDATE survey_groups SET name = ${name}, modified_at = now() WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`,
  );
}

export async function deleteGroup(db: DbOrTx, tenantId: string, id: string) {
  await db.execute(sql`DELETE FROM survey_groups WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`);
}

export async function addGroupMembers(db: DbOrTx, tenantId: string, groupId: string, surveyIds: string[]) {
  await db.execute(sql`
    INSERT INTO survey_group_members (tenant_id, group_id, survey_id)
    SELECT ${tenantId}::uuid, ${groupId}::uuid, unnest(${uuidArray(surveyIds)}) ON CONFLICT DO NOTHING`);
  await db.execute(
    sql`UPDATE survey_groups SET modified_at = now() WHERE tenant_id = ${tenantId}::uuid AND id = ${groupId}::uuid`,
  );
}

export async function removeGroupMembers(db: DbOrTx, tenantId: string, groupId: string, surveyIds: string[]) {
  await db.execute(
    sql`DELETE FROM survey_group_members WHERE tenant_id = ${tenantId}::uuid AND group_id = ${groupId}::uuid AND survey_id = ANY(${uuidArray(surveyIds)})`,
  );
  await db.execute(
    sql`UPDATE survey_groups SET modified_at = now() WHERE tenant_id = ${tenantId}::uuid AND id = ${groupId}::uuid`,
  );
}

const GROUP_ORDER_COLUMNS = {
  name: sql`lower(g.name)`,
  created: sql`g.created_at`,
  modified: sql`g.modified_at`,
};

export async function findGroups(
  db: DbOrTx,
  filter: {
    tenantId: string;
    ownOrganizationId: string | null;
    granted: SQL | null;
    excludeOrganizationId?: string | null;
    name?: string;
    ordering?: readonly SurveyOrdering[];
  },
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: GroupRow[] }> {
  const reach: SQL[] = [];
  if (filter.ownOrganizationId) reach.push(sql`g.organization_id = ${filter.ownOrganizationId}::uuid`);
  if (filter.granted) reach.push(sql`g.id IN (${filter.granted})`);
  if (!reach.length) return { count: 0, rows: [] };
  const conditions: SQL[] = [
    sql`g.tenant_id = ${filter.tenantId}::uuid`,
    sql`(${sql.join(reach, sql` OR `)})`,
  ];
  if (filter.excludeOrganizationId)
    conditions.push(sql`g.organization_id <> ${filter.excludeOrganizationId}::uuid`);
  if (filter.name) conditions.push(sql`lower(g.name) LIKE ${likePattern(filter.name)}`);
  const where = sql.join(conditions, sql` AND `);
  return countedPage<GroupRow>(
    db,
    sql`SELECT count(*)::int AS count FROM survey_groups g WHERE ${where}`,
    sql`
      SELECT ${GROUP_COLUMNS} FROM ${GROUP_FROM} WHERE ${where}
       ORDER BY ${orderBy(filter.ordering ?? ['-created'], GROUP_ORDER_COLUMNS, sql`g.id`)} LIMIT ${page.limit} OFFSET ${page.offset}`,
    'together',
  );
}
