import { sql, type SQL } from 'drizzle-orm';
import type { ContentType } from '@oversight/shared/collaboration/content';
import type { DbOrTx } from '../../db/client.js';
import type { ItemRef } from '../../platform/item-access.js';
import { isUuid } from '../../platform/ids.js';

/**
 * The content items stakeholders can be invited onto, by kind: how to find one by its public id, and how to name
 * one in a list. Every kind of content has its entry; an unknown kind answers 404.
 */
export type ContentItem = ItemRef & {
  publicId: string;
  name: string;
  isPublic: boolean;
  /** The organisation whose roles a grant on the item uses (its owner). */
  primaryOwnerId: string;
};

type Source = {
  find: (tenantId: string, id: string) => SQL;
  /**
   * Subquery naming the item of this kind whose id is `contentId` (columns name, public_id, and page_public_id when
   * the item is shown on its parent's page, as outcomes and indicators are on their plan's); aliases c* only.
   */
  brief: (contentId: SQL) => SQL;
};

/**
 * A kind of item owned by one organisation and named by its uuid (dashboards, form groups, plans, outcomes,
 * indicators): `table` and its columns are constants of this file, never input. `pageColumn` names the item whose
 * page shows it (an outcome's or indicator's plan).
 */
function organizationItem(table: string, nameColumn: string, pageColumn?: string): Source {
  const from = sql.raw(table);
  const name = sql.raw(nameColumn);
  return {
    find: (tenantId, id) => sql`
      SELECT x.id, x.id::text AS public_id, x.${name} AS name, false AS is_public, ARRAY[x.organization_id]::text[] AS owners,
             x.organization_id AS primary_owner
        FROM ${from} x
       WHERE x.tenant_id = ${tenantId}::uuid AND ${isUuid(id) ? sql`x.id = ${id}::uuid` : sql`false`}`,
    brief: (contentId) =>
      sql`SELECT cx.${name} AS name, cx.id::text AS public_id${pageColumn ? sql`, cx.${sql.raw(pageColumn)}::text AS page_public_id` : sql``}
            FROM ${from} cx WHERE cx.id = ${contentId}`,
  };
}

const SOURCES: Partial<Record<ContentType, Source>> = {
  project: {
    find: (tenantId, id) => sql`
      SELECT p.id, p.public_id, p.name, p.is_published AS is_public,
             array_remove(ARRAY[p.organization_id, p.ministry_id, p.agency_id], NULL)::text[] AS owners,
             coalesce(p.organization_id, p.agency_id, p.ministry_id) AS primary_owner
        FROM projects p
       WHERE p.tenant_id = ${tenantId}::uuid AND p.deleted_at IS NULL AND ${isUuid(id) ? sql`p.id = ${id}::uuid` : sql`p.public_id = ${id}`}`,
    brief: (contentId) => sql`SELECT cp.name, cp.public_id FROM projects cp WHERE cp.id = ${contentId}`,
  },
  project_group: {
    find: (tenantId, id) => sql`
      SELECT g.id, g.id::text AS public_id, g.name, false AS is_public, ARRAY[g.organization_id]::text[] AS owners,
             g.organization_id AS primary_owner
        FROM project_groups g
       WHERE g.tenant_id = ${tenantId}::uuid AND ${isUuid(id) ? sql`g.id = ${id}::uuid` : sql`false`}`,
    brief: (contentId) =>
      sql`SELECT cg.name, cg.id::text AS public_id FROM project_groups cg WHERE cg.id = ${contentId}`,
  },
  dashboard: organizationItem('dashboards', 'name'),
  form_group: organizationItem('survey_groups', 'name'),
  plan: organizationItem('plans', 'name'),
  outcome: organizationItem('outcomes', 'title', 'plan_id'),
  indicator: organizationItem('indicators', 'description', 'plan_id'),
  // Forms answer to their public id (or internal id); only stakeholders and the owner see one, published or not.
  form: {
    find: (tenantId, id) => sql`
      SELECT s.id, s.public_id::text AS public_id, s.name, false AS is_public, ARRAY[s.organization_id]::text[] AS owners,
             s.organization_id AS primary_owner
        FROM surveys s
       WHERE s.tenant_id = ${tenantId}::uuid AND ${isUuid(id) ? sql`(s.public_id = ${id}::uuid OR s.id = ${id}::uuid)` : sql`false`}`,
    brief: (contentId) =>
      sql`SELECT cs.name, cs.public_id::text AS public_id FROM surveys cs WHERE cs.id = ${contentId}`,
  },
};

export const supportedContentTypes = () => Object.keys(SOURCES) as ContentType[];

export async function findContentItem(
  db: DbOrTx,
  tenantId: string,
  type: ContentType,
  id: string,
): Promise<ContentItem | undefined> {
  const source = SOURCES[type];
  if (!source) return undefined;
  const result = await db.execute<{
    id: string;
    public_id: string;
    name: string;
    is_public: boolean;
    owners: string[];
    primary_owner: string | null;
  }>(source.find(tenantId, id));
  const row = result.rows[0];
  if (!row || !row.primary_owner) return undefined;
  return {
    type,
    id: row.id,
    publicId: row.public_id,
    name: row.name,
    isPublic: row.is_public,
    ownerOrganizationIds: row.owners,
    primaryOwnerId: row.primary_owner,
  };
}

/**
 * `name`, `public_id` and `page_public_id` (the item whose page shows it: its plan for an outcome or indicator, else
 * null) of the item a row points at, as SQL expressions over the row's content_type/content_id columns
 * (`alias.content_type`, `alias.content_id`); kinds with no module read as "(not available)".
 */
export function contentBriefColumns(alias: string): { name: SQL; publicId: SQL; pagePublicId: SQL } {
  const type = sql.raw(`${alias}.content_type`);
  const id = sql.raw(`${alias}.content_id`);
  const cases = (column: 'name' | 'public_id' | 'page_public_id', kinds = Object.entries(SOURCES)) =>
    sql.join(
      kinds.map(
        ([kind, source]) => sql`WHEN ${kind} THEN (SELECT b.${sql.raw(column)} FROM (${source.brief(id)}) b)`,
      ),
      sql` `,
    );
  const shownOnParent = Object.entries(SOURCES).filter(
    ([kind]) => kind === 'outcome' || kind === 'indicator',
  );
  return {
    name: sql`(CASE ${type} ${cases('name')} ELSE NULL END)`,
    publicId: sql`(CASE ${type} ${cases('public_id')} ELSE NULL END)`,
    pagePublicId: shownOnParent.length
      ? sql`(CASE ${type} ${cases('page_public_id', shownOnParent)} ELSE NULL END)`
      : sql`NULL::text`,
  };
}
