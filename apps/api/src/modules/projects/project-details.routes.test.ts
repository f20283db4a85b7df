import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analysisSchema,
  categoriesSchema,
  projectDetailSchema,
  projectPageSchema,
  projectSearchSchema,
  type ProjectActivity,
  type ProjectPage,
  type ProjectTag,
} from '@oversight/shared/projects/projects.schemas';
import type { Page } from '@oversight/shared/pagination';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestTenant, createTestUser, type TestUser } from '../../test/factories.js';
import { createTestProject } from '../../test/project-fixtures.js';
import { createCatalogue, IKEJA, type CatalogueIds } from './catalogue-fixtures.js';

describe('projects catalogue: one project, rails, search, isolation, previews', () => {
  let t: TestApp;
  let ministry: TestUser;
  let citizen: TestUser;
  let ids: CatalogueIds;
  const get = (url: string, headers?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const list = async (query: string, headers?: Record<string, string>) => {
    const response = await get(`/projects/?${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return projectPageSchema.parse(response.json());
  };

  beforeAll(async () => {
    ({ t, ministry, citizen, ids } = await createCatalogue());
  });
  afterAll(async () => t.close());

  describe('GET /projects/{id}/', () => {
    it('shows a project and counts a viewer once a day (project-views.routes.test.ts has the rest)', async () => {
      const first = await get(`/projects/${ids.market}/`);
      expect(first.statusCode).toBe(200);
      const project = projectDetailSchema.parse(first.json());
      expect(project).toMatchObject({
        name: 'Construction of Modern Market, Fagge',
        child_projects: [],
        affiliated_organizations: [],
      });
      const views = project.views;
      await Promise.all(Array.from({ length: 5 }, () => get(`/projects/${ids.market}/`)));
      const after = projectDetailSchema.parse((await get(`/projects/${ids.market}/`)).json());
      expect(after.views).toBe(views);
    });

    it('answers 404 for unknown and unpublished projects, unless the caller owns the draft', async () => {
      expect((await get('/projects/no-such-project-x-1/')).statusCode).toBe(404);
      expect((await get(`/projects/${ids.draft}/`)).statusCode).toBe(404);
      expect((await get(`/projects/${ids.draft}/`, citizen.headers)).statusCode).toBe(404);
      const own = await get(`/projects/${ids.draft}/`, ministry.headers);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ is_published: false, abilities: { edit: true } });
    });

    it('lists child projects and the parent link', async () => {
      const parent = await createTestProject(t, {
        name: 'Lagos–Calabar Coastal Highway',
        code: 'FMW-2024-09000',
        locations: [IKEJA],
      });
      await createTestProject(t, {
        name: 'Coastal Highway Section I',
        code: 'FMW-2024-09001',
        parentProjectId: parent.id,
        locations: [IKEJA],
      });
      await createTestProject(t, {
        name: 'Coastal Highway Section II (draft)',
        code: 'FMW-2024-09002',
        parentProjectId: parent.id,
        isPublished: false,
      });
      const detail = projectDetailSchema.parse((await get(`/projects/${parent.publicId}/`)).json());
      expect(detail.child_projects.map((child) => child.name)).toEqual(['Coastal Highway Section I']);
      const child = (await list('query=coastal%20highway%20section')).results[0]!;
      expect(child.parent).toBe(parent.publicId);
      await t.app.db.execute(`DELETE FROM projects WHERE code LIKE 'FMW-2024-0900%'`);
    });

    it('lists related projects (same sector or state, not itself) and the history', async () => {
      const related = projectPageSchema.parse(
        (await get(`/projects/${ids.health}/related-projects/`)).json(),
      );
      expect(related.results.map((p) => p.public_id)).toEqual([ids.hospital]);
      const kano = projectPageSchema.parse((await get(`/projects/${ids.market}/related-projects/`)).json());
      expect(kano.results.map((p) => p.public_id)).toEqual([ids.hospital]);
      expect((await get(`/projects/${ids.draft}/related-projects/`)).statusCode).toBe(404);

      const project = await t.app.db.execute<{ id: string }>(
        `SELECT id FROM projects WHERE public_id = '${ids.health}'`,
      );
      await t.app.db.execute(
        `INSERT INTO project_activities (tenant_id, project_id, actor_id, action, changes, created_at) VALUES
         ('${t.tenantId}', '${project.rows[0]!.id}', '${ministry.user.id}', 'updated', '{"percentage_completed": {"before": "20.00", "after": "40.00"}}', now() - interval '1 day'),
         ('${t.tenantId}', '${project.rows[0]!.id}', null, 'published', '{"is_published": {"before": false, "after": true}}', now())`,
      );
      const history = await get(`/projects/${ids.health}/activities/?limit=1`);
      expect(history.statusCode).toBe(200);
      expect(history.json()).toMatchObject({ count: 2, results: [{ action: 'published', actor: null }] });
      expect(history.json<{ next: string | null }>().next).toContain('offset=1');
      const older = (await get(`/projects/${ids.health}/activities/?limit=1&offset=1`)).json<
        Page<ProjectActivity>
      >();
      expect(older.results[0]).toMatchObject({
        action: 'updated',
        actor: { username: 'fmoh' },
        changes: { percentage_completed: { before: '20.00', after: '40.00' } },
      });
      expect((await get(`/projects/${ids.draft}/activities/`)).statusCode).toBe(404);
    });
  });

  describe('rails, tags, years, categories, analysis', () => {
    it('lists the most discussed and the projects nearing completion', async () => {
      const discussed = projectPageSchema.parse((await get('/projects/list-most-discussed/')).json());
      expect(discussed.count).toBe(5);
      const nearing = projectPageSchema.parse((await get('/projects/list-nearing-completion/')).json());
      expect(nearing.results.map((p) => p.public_id)).toEqual([ids.market]);
    });

    it('counts tags and lists years of published projects only', async () => {
      const tags = (await get('/projects/project-tags/')).json<ProjectTag[]>();
      expect(tags).toContainEqual({ tag: 'Health', count: 2 });
      expect(tags).toContainEqual({ tag: 'Major Roads', count: 1 });
      const years = (await get('/projects/years/')).json<number[]>();
      expect(years[0]).toBe(2027);
      expect(years.at(-1)).toBe(2018);
    });

    it('summarises sectors, states and ministries for a year', async () => {
      const response = await get('/projects/categories/all/?year=2025');
      expect(response.statusCode).toBe(200);
      const categories = categoriesSchema.parse(response.json());
      expect(Object.keys(categories.sectors)).toHaveLength(19);
      expect(Object.keys(categories.states)).toHaveLength(37);
      expect(categories.sectors.HEALTH).toMatchObject({
        title: 'Health',
        allocated_budget: '50000000.00',
        active_projects: 1,
      });
      expect(categories.states.LAGOS).toMatchObject({
        title: 'Lagos',
        allocated_budget: '50000000.00',
        active_projects: 1,
      });
      expect(categories.ministries.fmoh).toMatchObject({
        title: 'Federal Ministry of Health',
        username: 'fmoh',
        active_projects: 1,
      });
      const defaultYear = categoriesSchema.parse((await get('/projects/categories/all/')).json());
      expect(defaultYear.year).toBe(2025);
      expect((await get('/projects/categories/all/?year=soon')).json()).toHaveProperty('year');
    });

    it('analyses status and budget by state, SDG and ministry', async () => {
      const analysis = analysisSchema.parse((await get('/projects/analysis/')).json());
      expect(analysis.Projects.States).toHaveLength(37);
      expect(analysis.Projects.States.find((row) => row.name === 'Kano')).toEqual({
        name: 'Kano',
        Abandoned: 0,
        Completed: 1,
        Ongoing: 1,
        Onhold: 0,
        Budget: '0',
      });
      expect(analysis.Projects.SDGs.find((row) => row.name === 'Good Health and Well-being')).toMatchObject({
        Completed: 1,
        Ongoing: 1,
      });
      expect(analysis.Projects.Ministries).toEqual([
        {
          name: 'Federal Ministry of Health',
          Abandoned: 0,
          Completed: 1,
          Ongoing: 1,
          Onhold: 0,
          Budget: '110000000.00',
        },
      ]);
      const year = analysisSchema.parse((await get('/projects/analysis/?year=2025&state=LAGOS')).json());
      expect(year.Projects.States.find((row) => row.name === 'Lagos')).toMatchObject({
        Ongoing: 1,
        Budget: '50000000.00',
      });
      expect((await get('/projects/analysis/?year=x')).statusCode).toBe(400);
    });
  });

  describe('GET /projects/search/', () => {
    it('answers projects with status counts, contractors and organisations', async () => {
      const response = await get('/projects/search/?query=health');
      expect(response.statusCode).toBe(200);
      const search = projectSearchSchema.parse(response.json());
      expect(search.projects.count).toBe(3);
      expect(search.projects.status_count).toEqual({
        not_started: 1,
        ongoing: 1,
        completed: 1,
        on_hold: 0,
        canceled: 0,
        abandoned: 0,
      });
      expect(search.organizations.data.map((o) => o.username)).toEqual(['fmoh']);
      expect(search.organizations.data[0]!.no_of_projects).toBe(3);
      const contractors = projectSearchSchema.parse((await get('/projects/search/?query=julius')).json());
      expect(contractors.contractors).toMatchObject({
        count: 1,
        data: [{ username: 'julius_berger', no_of_projects: 2 }],
      });
    });

    it('counts by status without a query too', async () => {
      const all = projectSearchSchema.parse((await get('/projects/search/')).json());
      expect(all.projects.count).toBe(5);
      expect(all.projects.status_count).toEqual({
        not_started: 1,
        ongoing: 2,
        completed: 1,
        on_hold: 1,
        canceled: 0,
        abandoned: 0,
      });
      const ongoing = projectSearchSchema.parse(
        (await get('/projects/search/?status=ON_GOING&limit=1')).json(),
      );
      expect(ongoing.projects).toMatchObject({ count: 2, status_count: { ongoing: 2, completed: 0 } });
      expect(ongoing.projects.data).toHaveLength(1);
      const page2 = projectSearchSchema.parse(
        (await get('/projects/search/?state=KANO&limit=1&offset=5')).json(),
      );
      expect(page2.projects).toMatchObject({ count: 2, data: [] });
    });

    it('applies the filter parameters and keeps drafts out of every bucket', async () => {
      const search = projectSearchSchema.parse(
        (await get('/projects/search/?query=hospital&state=KANO')).json(),
      );
      expect(search.projects.data.map((p) => p.public_id)).toEqual([ids.hospital]);
      const secret = projectSearchSchema.parse((await get('/projects/search/?query=secret')).json());
      expect(secret.projects.count).toBe(0);
      expect(Object.values(secret.projects.status_count).every((count) => count === 0)).toBe(true);
      expect((await get('/projects/search/?status=nope')).json()).toHaveProperty('status');
    });
  });

  describe('tenant isolation', () => {
    it('shows nothing of another tenant', async () => {
      const other = await createTestTenant(t);
      await createTestProject(t, {
        tenantId: other.id,
        name: 'Construction of Primary Health Care Centre, Ikeja',
        code: 'FMH-2022-00001',
        sectors: ['HEALTH'],
        locations: [IKEJA],
      });
      expect((await list('')).count).toBe(5);
      expect((await list('query=primary%20health')).count).toBe(1);
      // A map not asked for before (the map of the whole tenant may come from the few-seconds map cache).
      expect((await get('/projects/?format=map&sector=HEALTH')).json<unknown[]>().length).toBe(2);
      expect(
        (await get('/projects/?format=map&sector=HEALTH', { 'x-tenant': other.name })).json<unknown[]>()
          .length,
      ).toBe(1);
      const otherList = await get('/projects/', { 'x-tenant': other.name });
      expect(otherList.json<{ count: number }>().count).toBe(1);
      expect(otherList.json<ProjectPage>().results[0]?.ministry).toBeNull();
      expect((await get(`/projects/${ids.hospital}/`, { 'x-tenant': other.name })).statusCode).toBe(404);
      const stranger = await createTestUser(t, { tenantId: other.id });
      const toggle = await t.app.inject({
        method: 'POST',
        url: '/api/v1/projects/eyemark/',
        headers: { ...stranger.headers, 'x-tenant': other.name },
        payload: { projects: [ids.hospital] },
      });
      expect(toggle.statusCode).toBe(400);
      expect((await get('/users/profiles/fmoh/', { 'x-tenant': other.name })).statusCode).toBe(404);
      expect(
        (await get('/users/search/?query=amina', { 'x-tenant': other.name })).json<{ count: number }>().count,
      ).toBe(0);
    });
  });

  describe('share previews', () => {
    it('describes a published project for /project/{id} and nothing for drafts', async () => {
      const { projectPageMeta } = await import('./catalogue.service.js');
      const meta = await projectPageMeta(t.app.db, `/project/${ids.health}`);
      expect(meta).toMatchObject({
        title: 'Construction of Primary Health Care Centre, Ikeja',
        description: 'Brings maternal and child health services closer to the community.',
        initialData: {
          key: `project:${ids.health}`,
          data: { name: 'Construction of Primary Health Care Centre, Ikeja' },
        },
        preload: ['src/app/routes/project/project-detail.route.tsx'],
      });
      expect(await projectPageMeta(t.app.db, `/project/${ids.draft}?tab=overview`)).toBeNull();
      expect(await projectPageMeta(t.app.db, '/citizen/discover')).toBeNull();
    });

    it('puts them in the meta tags of the served page', async () => {
      const webDir = mkdtempSync(path.join(tmpdir(), 'oversight-web-'));
      writeFileSync(
        path.join(webDir, 'index.html'),
        '<html><head><title>Oversight</title></head><body></body></html>',
      );
      const web = await createTestApp({ webDistDir: webDir });
      try {
        const project = await createTestProject(web, {
          name: 'Construction of Primary Health Care Centre, Ikeja',
          description: 'Maternal & child "health".',
          locations: [IKEJA],
        });
        const page = await web.app.inject({ method: 'GET', url: `/project/${project.publicId}` });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(
          '<title>Construction of Primary Health Care Centre, Ikeja · Oversight</title>',
        );
        expect(page.body).toContain(
          '<meta property="og:description" content="Maternal &amp; child &quot;health&quot;.">',
        );
        const draft = await createTestProject(web, { name: 'Hidden Draft', isPublished: false });
        expect((await web.app.inject({ method: 'GET', url: `/project/${draft.publicId}` })).body).toContain(
          '<title>Oversight</title>',
        );
      } finally {
        await web.close();
        rmSync(webDir, { recursive: true, force: true });
      }
    });
  });
});
