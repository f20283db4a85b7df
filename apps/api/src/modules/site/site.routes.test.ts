import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardPublicLinks, dashboards } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestTenant, createTestUser } from '../../test/factories.js';
import { createTestProject } from '../../test/project-fixtures.js';
import { sitemapFile, sitemapIndex } from './site.service.js';

describe('robots.txt and the sitemap', () => {
  let t: TestApp;
  const publicUrl = 'https://oversight.example';
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

  beforeAll(async () => {
    t = await createTestApp({ publicUrl });
  });
  afterAll(() => t.close());

  it('serves robots.txt that keeps crawlers out of the API and the workspace and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Allow: /mda/ministries');
    expect(response.body).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });

  it('lists published projects, directory organisations and public dashboards of the public site only', async () => {
    const published = await createTestProject(t, { name: 'Sitemap Borehole' });
    const draft = await createTestProject(t, { name: 'Sitemap Draft', isPublished: false });
    const ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Sitemap Ministry' });
    const citizen = await createTestUser(t, { displayName: 'Sitemap Citizen' });
    const other = await createTestTenant(t);
    const elsewhere = await createTestProject(t, { name: 'Other Tenant Road', tenantId: other.id });
    const [dashboard] = await t.app.db
      .insert(dashboards)
      .values({ tenantId: t.tenantId, organizationId: ministry.organization.id, name: 'Roads overview' })
      .returning();
    await t.app.db
      .insert(dashboardPublicLinks)
      .values({ tenantId: t.tenantId, dashboardId: dashboard!.id, token: 'sitemap-token-1' });

    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index.body)).toEqual([
      `${publicUrl}/sitemaps/projects-1.xml`,
      `${publicUrl}/sitemaps/organisations-1.xml`,
      `${publicUrl}/sitemaps/dashboards-1.xml`,
    ]);
    expect(index.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);

    const projectUrls = locs((await t.app.inject({ method: 'GET', url: '/sitemaps/projects-1.xml' })).body);
    expect(projectUrls).toContain(`${publicUrl}/project/${published.publicId}`);
    expect(projectUrls).not.toContain(`${publicUrl}/project/${draft.publicId}`);
    expect(projectUrls).not.toContain(`${publicUrl}/project/${elsewhere.publicId}`);
    const organisationUrls = locs(
      (await t.app.inject({ method: 'GET', url: '/sitemaps/organisations-1.xml' })).body,
    );
    expect(organisationUrls).toContain(`${publicUrl}/organisations/${ministry.organization.id}`);
    // A citizen's personal organisation is not in the directory.
    expect(organisationUrls).not.toContain(`${publicUrl}/organisations/${citizen.organization.id}`);
    expect(locs((await t.app.inject({ method: 'GET', url: '/sitemaps/dashboards-1.xml' })).body)).toEqual([
      `${publicUrl}/dashboards/public/sitemap-token-1`,
    ]);
  });

  it('splits a kind into files of the page size, and answers 404 past the last file or for an unknown kind', async () => {
    for (let index = 0; index < 4; index += 1) await createTestProject(t, { name: `Split Project ${index}` });
    const total = locs(await sitemapFile(t.app.db, publicUrl, 'projects-1')).length;
    const pageSize = 2;
    const files = locs(await sitemapIndex(t.app.db, publicUrl, pageSize)).filter((loc) =>
      loc.includes('projects-'),
    );
    expect(files).toHaveLength(Math.ceil(total / pageSize));
    const pages = await Promise.all(
      files.map((_, index) => sitemapFile(t.app.db, publicUrl, `projects-${index + 1}`, pageSize)),
    );
    const listed = pages.flatMap(locs);
    expect(listed).toHaveLength(total);
    expect(new Set(listed).size).toBe(total);
    for (const url of [
      `/sitemaps/projects-${files.length + 9}.xml`,
      '/sitemaps/tenders-1.xml',
      '/sitemaps/x.xml',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it("draws a published project's preview card, 1200x630, revalidated by its change; none for a draft", async () => {
    const project = await createTestProject(t, {
      name: 'Rehabilitation of the Kano to Maiduguri Road, Section Two, with Bridges and Drainage',
      status: 1,
      percentageCompleted: '45',
      states: ['KANO', 'JIGAWA'],
    });
    const url = `/cards/projects/${encodeURIComponent(project.publicId)}.png`;
    const card = await t.app.inject({ method: 'GET', url });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({
      width: 1200,
      height: 630,
      format: 'png',
    });
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(card.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const draft = await createTestProject(t, { name: 'Card Draft', isPublished: false });
    const hidden = await t.app.inject({ method: 'GET', url: `/cards/projects/${draft.publicId}.png` });
    expect(hidden.statusCode).toBe(404);
  });
});
