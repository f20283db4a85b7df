import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { escapeHtml } from '../../platform/html.js';
import { projectCardPng } from './project-card.js';
import * as repo from './site.repository.js';
import type { SitemapKind } from './site.repository.js';

/** The sitemap protocol's limit of URLs per file (sitemaps.org): 100,000 projects make two files. */
export const SITEMAP_PAGE_SIZE = 50_000;
const KINDS: SitemapKind[] = ['projects', 'organisations', 'dashboards'];
const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const lastmod = (modified: Date | string) => new Date(modified).toISOString();

/** The workspace, the API and sign-in screens are nobody's search result; the sitemap names the public pages. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    // Signed-in screens: the workspace (but for its public directories), settings, forms, one's own lists.
    'Allow: /mda/ministries',
    'Allow: /mda/agencies',
    'Disallow: /mda/',
    'Disallow: /settings',
    'Disallow: /forms',
    'Disallow: /notifications',
    'Disallow: /citizen/eyemarked',
    'Disallow: /preview',
    'Disallow: /password-reset',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The sitemap index: one file per kind and page of up to SITEMAP_PAGE_SIZE addresses, each with its last change. */
export async function sitemapIndex(
  db: DbOrTx,
  publicUrl: string,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<string> {
  const tenantId = await repo.defaultTenantId(db);
  const files: string[] = [];
  if (tenantId)
    for (const kind of KINDS)
      for (const { page, modified } of await repo.sitemapPages(db, tenantId, kind, pageSize))
        files.push(
          `<sitemap><loc>${escapeHtml(`${publicUrl}/sitemaps/${kind}-${page}.xml`)}</loc><lastmod>${lastmod(modified)}</lastmod></sitemap>`,
        );
  return `${XML}<sitemapindex xmlns="${NAMESPACE}">\n${files.join('\n')}\n</sitemapindex>\n`;
}

/** One file of the sitemap (`projects-2.xml`); a kind or page that does not exist is a 404. */
export async function sitemapFile(
  db: DbOrTx,
  publicUrl: string,
  name: string,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<string> {
  const match = /^(projects|organisations|dashboards)-([1-9]\d{0,5})$/.exec(name);
  const tenantId = match ? await repo.defaultTenantId(db) : undefined;
  if (!match || !tenantId) throw notFound();
  const entries = await repo.sitemapEntries(
    db,
    tenantId,
    match[1] as SitemapKind,
    Number(match[2]),
    pageSize,
  );
  if (!entries.length) throw notFound();
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeHtml(`${publicUrl}${entry.path}`)}</loc><lastmod>${lastmod(entry.modified)}</lastmod></url>`,
  );
  return `${XML}<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A published project's link-preview card (PNG) with a validator that changes when the project does. */
export async function projectCard(db: DbOrTx, publicId: string): Promise<{ png: Buffer; etag: string }> {
  const tenantId = await repo.defaultTenantId(db);
  const row = tenantId ? await repo.publishedProjectCard(db, tenantId, publicId) : undefined;
  if (!row) throw notFound();
  const png = await projectCardPng({
    name: row.name,
    states: row.states,
    status: row.status,
    percentage: Number(row.percentage_completed),
  });
  return { png, etag: `"${new Date(row.modified_at).getTime().toString(36)}"` };
}
