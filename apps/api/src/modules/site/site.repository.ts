import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** The tenant the public site shows (the one a visitor without X-Tenant reads). */
export async function defaultTenantId(db: DbOrTx): Promise<string | undefined> {
  const result = await db.execute<{ id: string }>(sql`SELECT id FROM tenants WHERE is_default LIMIT 1`);
  return result.rows[0]?.id;
}

/** What a sitemap lists: published projects, organisations in the directory, dashboards with a public link. */
export type SitemapKind = 'projects' | 'organisations' | 'dashboards';
export type SitemapEntry = { path: string; modified: Date | string };

/** Each kind's rows in id order (the pages of the sitemap are stable), their page path and last change. */
const SOURCES: Record<SitemapKind, (tenantId: string) => SQL> = {
  // The same predicate as the public catalogue's (catalogue.repository visibleTo with no owner): published only.
  projects: (tenantId) =>
    sql`SELECT p.id, '/project/' || p.public_id AS path, p.modified_at AS modified
            FROM projects p WHERE p.tenant_id = ${tenantId}::uuid AND p.is_published`,
  // The directory's predicate (organizations.repository inDirectory): visible and not a personal organisation.
  organisations: (tenantId) =>
    sql`SELECT o.id, '/organisations/' || o.id AS path, o.modified_at AS modified
            FROM organizations o WHERE o.tenant_id = ${tenantId}::uuid AND o.is_visible AND NOT o.is_personal`,
  dashboards: (tenantId) =>
    sql`SELECT d.id, '/dashboards/public/' || l.token AS path, greatest(d.modified_at, l.created_at) AS modified
            FROM dashboard_public_links l JOIN dashboards d ON d.id = l.dashboard_id
           WHERE l.tenant_id = ${tenantId}::uuid`,
};

/** How many pages of `pageSize` each kind fills, with the last change in each page (for the sitemap index). */
export async function sitemapPages(
  db: DbOrTx,
  tenantId: string,
  kind: SitemapKind,
  pageSize: number,
): Promise<{ page: number; modified: Date | string }[]> {
  const result = await db.execute<{ page: number; modified: Date | string }>(sql`
    SELECT page::int AS page, max(modified) AS modified
      FROM (SELECT (row_number() OVER (ORDER BY id) - 1) / ${pageSize} + 1 AS page, modified
              FROM (${SOURCES[kind](tenantId)}) AS rows) AS numbered
     GROUP BY page ORDER BY page`);
  return result.rows;
}

/** One page of a kind's entries, in id order. */
export async function sitemapEntries(
  db: DbOrTx,
  tenantId: string,
  kind: SitemapKind,
  page: number,
  pageSize: number,
): Promise<SitemapEntry[]> {
  const result = await db.execute<SitemapEntry>(sql`
    SELECT path, modified FROM (${SOURCES[kind](tenantId)}) AS rows
     ORDER BY id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  return result.rows;
}

/** What a published project's preview card shows, by its public id (slug). */
export async function publishedProjectCard(db: DbOrTx, tenantId: string, publicId: string) {
  const result = await db.execute<{
    name: string;
    states: string[];
    status: number;
    percentage_completed: string;
    modified_at: Date | string;
  }>(sql`
    SELECT name, states, status, percentage_completed, modified_at
      FROM projects WHERE tenant_id = ${tenantId}::uuid AND public_id = ${publicId} AND is_published`);
  return result.rows[0];
}
