import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  mdaDashboardSchema,
  projectGroupDetailSchema,
  projectGroupSchema,
  projectSuggestionsSchema,
  projectUpdateEntrySchema,
  type ProjectGroup,
  type ProjectUpdateEntry,
} from '@oversight/shared/projects/organization-projects.schemas';
import type { Page } from '@oversight/shared/pagination';
import { projectPageSchema, projectSchema, type Project } from '@oversight/shared/projects/projects.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { eq } from 'drizzle-orm';
import { projects } from '../../db/schema/index.js';
import { createTestGrant, createTestRole, createTestStaff } from '../../test/collaboration-factories.js';
import { createTestTenant, createTestUser, type TestUser } from '../../test/factories.js';

describe('organisation projects, groups, dashboard and change log', () => {
  let t: TestApp;
  let ministry: TestUser;
  let agency: TestUser;
  let otherMinistry: TestUser;
  let contractor: TestUser;
  let citizen: TestUser;
  let ministryDraft: Project;
  let agencyPublished: Project;
  let otherProject: Project;
  const call = (
    method: 'POST' | 'PATCH' | 'GET' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
  const create = async (user: TestUser, body: Record<string, unknown>) => {
    const response = await call('POST', '/projects/create-project/', user.headers, body);
    expect(response.statusCode, response.body).toBe(201);
    return projectSchema.parse(response.json());
  };
  const names = (page: { results: Project[] }) => page.results.map((p) => p.name).sort();

  beforeAll(async () => {
    t = await createTestApp();
    ministry = await createTestUser(t, {
      accountType: 'MINISTRY',
      displayName: 'Ministry of Housing',
      username: 'moh',
    });
    agency = await createTestUser(t, {
      accountType: 'AGENCY',
      displayName: 'Housing Agency',
      username: 'housing_agency',
      parentOrganizationId: ministry.organization.id,
    });
    otherMinistry = await createTestUser(t, {
      accountType: 'MINISTRY',
      displayName: 'Ministry of Roads',
      username: 'mor',
    });
    contractor = await createTestUser(t, {
      accountType: 'CONTRACTOR',
      displayName: 'Brick Works Ltd',
      username: 'brick_works',
    });
    citizen = await createTestUser(t);
    ministryDraft = await create(ministry, {
      name: 'Abuja Affordable Housing Estate',
      code: 'MOH-2025-001',
      status: 'ON_GOING',
      states: ['FCT'],
      contractors_ids: ['brick_works'],
      start_date: '2025-02-01',
    });
    agencyPublished = await create(agency, {
      name: 'Kaduna Housing Scheme',
      code: 'HA-2024-007',
      status: 'COMPLETED',
      states: ['Kaduna'],
      start_date: '2024-01-01',
      end_date: '2024-12-01',
    });
    await call('POST', `/projects/${agencyPublished.public_id}/publish/`, agency.headers);
    otherProject = await create(otherMinistry, {
      name: 'Lagos Housing Road',
      code: 'MOR-1',
      states: ['Lagos'],
    });
  });
  afterAll(async () => t.close());

  describe('GET /projects/organization-projects/', () => {
    it("lists the organisation's projects with drafts, a ministry's including its agencies'", async () => {
      const page = projectPageSchema.parse(
        (await call('GET', '/projects/organization-projects/?access_type=owned', ministry.headers)).json(),
      );
      expect(names(page)).toEqual(['Abuja Affordable Housing Estate', 'Kaduna Housing Scheme']);
      const own = projectPageSchema.parse(
        (await call('GET', '/projects/organization-projects/', agency.headers)).json(),
      );
      expect(names(own)).toEqual(['Kaduna Housing Scheme']);
      const contracted = projectPageSchema.parse(
        (await call('GET', '/projects/organization-projects/', contractor.headers)).json(),
      );
      expect(names(contracted)).toEqual(['Abuja Affordable Housing Estate']);
    });

    it('filters by publication, status, state, text, organisation and orders', async () => {
      const list = async (query: string) => {
        const response = await call('GET', `/projects/organization-projects/?${query}`, ministry.headers);
        expect(response.statusCode, response.body).toBe(200);
        return names(projectPageSchema.parse(response.json()));
      };
      expect(await list('is_published=false')).toEqual(['Abuja Affordable Housing Estate']);
      expect(await list('is_published=true')).toEqual(['Kaduna Housing Scheme']);
      expect(await list('status=COMPLETED')).toEqual(['Kaduna Housing Scheme']);
      expect(await list('state=fct')).toEqual(['Abuja Affordable Housing Estate']);
      expect(await list('query=kaduna')).toEqual(['Kaduna Housing Scheme']);
      expect(await list('organization=housing_agency')).toEqual(['Kaduna Housing Scheme']);
      expect(await list('year=2025')).toEqual(['Abuja Affordable Housing Estate']);
      const ordered = projectPageSchema.parse(
        (await call('GET', '/projects/organization-projects/?ordering=-name', ministry.headers)).json(),
      );
      expect(ordered.results.map((p) => p.name)).toEqual([
        'Kaduna Housing Scheme',
        'Abuja Affordable Housing Estate',
      ]);
      expect(
        (await call('GET', '/projects/organization-projects/?organization=mor', ministry.headers)).statusCode,
      ).toBe(400);
      expect(
        (await call('GET', '/projects/organization-projects/?ordering=colour', ministry.headers)).statusCode,
      ).toBe(400);
    });

    it('refuses anonymous callers and citizens', async () => {
      expect((await call('GET', '/projects/organization-projects/')).statusCode).toBe(401);
      expect((await call('GET', '/projects/organization-projects/', citizen.headers)).statusCode).toBe(403);
      expect((await call('GET', '/projects/project-ids/')).statusCode).toBe(401);
    });

    it('adds projects shared by a stakeholder grant (access_type), which a stakeholder with edit rights can change', async () => {
      const [row] = await t.app.db
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.publicId, otherProject.public_id));
      const role = await createTestRole(t, otherMinistry, [PERMISSIONS.EDIT_PROJECT]);
      await createTestGrant(t, {
        organizationId: otherMinistry.organization.id,
        contentType: 'project',
        contentId: row!.id,
        roleId: role.id,
        grantee: { organizationId: ministry.organization.id },
      });
      const list = async (query: string) =>
        names(
          projectPageSchema.parse(
            (await call('GET', `/projects/organization-projects/?${query}`, ministry.headers)).json(),
          ),
        );
      expect(await list('access_type=shared')).toEqual(['Lagos Housing Road']);
      expect(await list('access_type=owned')).toEqual([
        'Abuja Affordable Housing Estate',
        'Kaduna Housing Scheme',
      ]);
      expect(await list('access_type=all')).toContain('Lagos Housing Road');
      const edited = await call('PATCH', `/projects/${otherProject.public_id}/`, ministry.headers, {
        description: 'Shared edit',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(
        (await call('POST', `/projects/${otherProject.public_id}/publish/`, ministry.headers)).statusCode,
      ).toBe(403);
      expect(
        (await call('PATCH', `/projects/${otherProject.public_id}/`, agency.headers, { description: 'x' }))
          .statusCode,
      ).toBe(404);
    });

    it('gives every matching public id', async () => {
      const response = await call(
        'GET',
        '/projects/project-ids/?is_published=false&access_type=owned',
        ministry.headers,
      );
      expect(response.json()).toEqual({ count: 1, results: [ministryDraft.public_id] });
    });
  });

  describe('POST /projects/suggestions/', () => {
    it('finds look-alikes by code and by name, never another organisation draft', async () => {
      const byCode = projectSuggestionsSchema.parse(
        (await call('POST', '/projects/suggestions/', ministry.headers, { code: 'moh-2025-001' })).json(),
      );
      expect(byCode.results[0]).toMatchObject({ public_id: ministryDraft.public_id, matched_on: 'code' });
      const byName = projectSuggestionsSchema.parse(
        (await call('POST', '/projects/suggestions/', ministry.headers, { name: 'Kaduna Housing' })).json(),
      );
      expect(byName.results.map((s) => s.public_id)).toContain(agencyPublished.public_id);
      expect(byName.results[0]!.similarity).toBeGreaterThan(0.5);
      const other = projectSuggestionsSchema.parse(
        (
          await call('POST', '/projects/suggestions/', ministry.headers, { name: 'Lagos Housing Road' })
        ).json(),
      );
      expect(other.results.map((s) => s.public_id)).not.toContain(otherProject.public_id);
      const excluded = projectSuggestionsSchema.parse(
        (
          await call('POST', '/projects/suggestions/', ministry.headers, {
            code: 'MOH-2025-001',
            exclude: ministryDraft.public_id,
          })
        ).json(),
      );
      expect(excluded.results).toEqual([]);
      expect((await call('POST', '/projects/suggestions/', ministry.headers, {})).statusCode).toBe(400);
    });
  });

  describe('groups', () => {
    it('creates, lists, renames, groups, ungroups and deletes', async () => {
      const created = await call('POST', '/projects/groups/', ministry.headers, {
        name: 'Housing 2025',
        projects: [ministryDraft.public_id],
      });
      expect(created.statusCode, created.body).toBe(201);
      const group = projectGroupSchema.parse(created.json());
      expect(group.projects_count).toBe(1);
      expect(
        (await call('POST', '/projects/groups/', ministry.headers, { name: 'housing 2025' })).json(),
      ).toHaveProperty('name');
      const added = await call('POST', '/projects/groups/group-project/', ministry.headers, {
        group_id: group.id,
        projects: [agencyPublished.public_id],
      });
      expect(added.json<{ projects_count: number }>().projects_count).toBe(2);
      const filtered = projectPageSchema.parse(
        (await call('GET', `/projects/organization-projects/?groups=${group.id}`, ministry.headers)).json(),
      );
      expect(filtered.count).toBe(2);
      const foreign = await call('POST', '/projects/groups/group-project/', ministry.headers, {
        group_id: group.id,
        projects: [otherProject.public_id],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toHaveProperty('projects');
      const removed = await call('POST', '/projects/groups/ungroup-project/', ministry.headers, {
        group_id: group.id,
        projects: [ministryDraft.public_id],
      });
      expect(removed.json<{ projects_count: number }>().projects_count).toBe(1);
      const renamed = await call('POST', '/projects/groups/rename-group/', ministry.headers, {
        group_id: group.id,
        name: 'Completed housing',
      });
      expect(renamed.json<{ name: string }>().name).toBe('Completed housing');
      await call('POST', '/projects/groups/', ministry.headers, { name: 'Another group' });
      const detail = projectGroupDetailSchema.parse(
        (await call('GET', `/projects/groups/${group.id}/`, ministry.headers)).json(),
      );
      expect(detail.projects.map((p) => p.public_id)).toEqual([agencyPublished.public_id]);
      const list = await call(
        'GET',
        '/projects/organization-project-groups/?ordering=name&name=group',
        ministry.headers,
      );
      expect(list.json<Page<ProjectGroup>>().results.map((g) => g.name)).toEqual(['Another group']);
      // Another organisation neither sees nor changes the group.
      expect((await call('GET', `/projects/groups/${group.id}/`, otherMinistry.headers)).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', `/projects/groups/${group.id}/`, otherMinistry.headers)).statusCode).toBe(
        404,
      );
      const viewer = await createTestStaff(t, ministry, [PERMISSIONS.VIEW_PROJECT]);
      expect(
        (
          await call('POST', '/projects/groups/rename-group/', viewer.headers, {
            group_id: group.id,
            name: 'x',
          })
        ).statusCode,
      ).toBe(403);
      expect((await call('GET', `/projects/groups/${group.id}/`, viewer.headers)).statusCode).toBe(200);
      expect((await call('DELETE', `/projects/groups/${group.id}/`, ministry.headers)).statusCode).toBe(204);
      expect((await call('GET', `/projects/groups/${group.id}/`, ministry.headers)).statusCode).toBe(404);
      expect((await call('GET', '/projects/organization-project-groups/')).statusCode).toBe(401);
    });
  });

  describe('dashboard and change log', () => {
    it('counts by status, lists recent projects and contractors', async () => {
      const dashboard = mdaDashboardSchema.parse(
        (await call('GET', '/users/mda-dashboard/', ministry.headers)).json(),
      );
      expect(dashboard.projects.count).toBe(2);
      expect(dashboard.projects.status_count).toMatchObject({ ongoing: 1, completed: 1 });
      expect(dashboard.contractors.data.map((c) => c.username)).toEqual(['brick_works']);
      const in2024 = mdaDashboardSchema.parse(
        (await call('GET', '/users/mda-dashboard/?year=2024', ministry.headers)).json(),
      );
      expect(in2024.projects.status_count).toMatchObject({ ongoing: 0, completed: 1 });
      expect((await call('GET', '/users/mda-dashboard/?year=abc', ministry.headers)).statusCode).toBe(400);
      expect((await call('GET', '/users/mda-dashboard/')).statusCode).toBe(401);
    });

    it('lists MDA projects by ministry and agency', async () => {
      const page = projectPageSchema.parse(
        (await call('GET', '/users/mda-projects/?agency=housing_agency', ministry.headers)).json(),
      );
      expect(names(page)).toEqual(['Kaduna Housing Scheme']);
      const admin = await createTestUser(t, { accountType: 'ADMIN', displayName: 'Budget Office' });
      const all = projectPageSchema.parse(
        (await call('GET', '/users/mda-projects/?ministry=moh', admin.headers)).json(),
      );
      expect(names(all)).toEqual(['Kaduna Housing Scheme']);
    });

    it('shows the change log with before and after to holders of view change logs only', async () => {
      await call('PATCH', `/projects/${ministryDraft.public_id}/`, ministry.headers, { status: 'ON_HOLD' });
      const response = await call('GET', '/users/organizations/dashboard-updates/', ministry.headers);
      expect(response.statusCode, response.body).toBe(200);
      const first = projectUpdateEntrySchema.parse(response.json<Page<ProjectUpdateEntry>>().results[0]);
      expect(first).toMatchObject({
        action: 'updated',
        project: { public_id: ministryDraft.public_id },
        changes: { status: { before: 'ON_GOING', after: 'ON_HOLD' } },
        actor: { username: ministry.user.username },
      });
      const byProject = await call(
        'GET',
        `/users/organizations/dashboard-updates/?project=${agencyPublished.public_id}&action=published`,
        ministry.headers,
      );
      expect(byProject.json<{ count: number }>().count).toBe(1);
      const viewer = await createTestStaff(t, ministry, [PERMISSIONS.VIEW_PROJECT]);
      const hidden = await call('GET', '/users/organizations/dashboard-updates/', viewer.headers);
      expect(hidden.json<Page<ProjectUpdateEntry>>().results[0]?.changes.status).toEqual({
        before: null,
        after: null,
      });
      const others = await call('GET', '/users/organizations/dashboard-updates/', otherMinistry.headers);
      expect([
        ...new Set(others.json<Page<ProjectUpdateEntry>>().results.map((r) => r.project.public_id)),
      ]).toEqual([otherProject.public_id]);
      const tenant = await createTestTenant(t);
      const foreign = await createTestUser(t, { accountType: 'MINISTRY', tenantId: tenant.id });
      const nothing = await call('GET', '/users/organizations/dashboard-updates/', {
        ...foreign.headers,
        'x-tenant': tenant.name,
      });
      expect(nothing.json<{ count: number }>().count).toBe(0);
    });
  });

  describe('child projects', () => {
    it('links, lists (drafts too), refuses cycles and other organisations, and detaches', async () => {
      const parent = await create(ministry, { name: 'Housing Programme 2025', code: 'MOH-PRG-1' });
      const phaseOne = await create(ministry, { name: 'Housing Phase One', code: 'MOH-PRG-1-A' });
      const phaseTwo = await create(ministry, {
        name: 'Housing Phase Two',
        code: 'MOH-PRG-1-B',
        parent: parent.public_id,
      });
      const children = async (user: TestUser, id = parent.public_id) =>
        call('GET', `/projects/organization-projects/?parent=${encodeURIComponent(id)}`, user.headers);

      const linked = await call('PATCH', `/projects/${phaseOne.public_id}/`, ministry.headers, {
        parent: parent.public_id,
      });
      expect(linked.statusCode, linked.body).toBe(200);
      expect(linked.json<Project>().parent).toBe(parent.public_id);
      const listed = await children(ministry);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(names(projectPageSchema.parse(listed.json()))).toEqual([
        'Housing Phase One',
        'Housing Phase Two',
      ]);

      // A project cannot sit under its own part, nor under itself; parent and detach together make no sense.
      const cycle = await call('PATCH', `/projects/${parent.public_id}/`, ministry.headers, {
        parent: phaseOne.public_id,
      });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json()).toHaveProperty('parent');
      const both = await call('PATCH', `/projects/${phaseOne.public_id}/`, ministry.headers, {
        parent: parent.public_id,
        detach_parent: true,
      });
      expect(both.statusCode).toBe(400);
      expect(both.json()).toHaveProperty('detach_parent');
      const notBoolean = await call('PATCH', `/projects/${phaseOne.public_id}/`, ministry.headers, {
        detach_parent: 'yes',
      });
      expect(notBoolean.statusCode).toBe(400);
      expect(notBoolean.json()).toHaveProperty('detach_parent');

      // Another ministry neither lists the children, nor hangs its project under ours, nor detaches ours.
      const foreignList = await children(otherMinistry);
      expect(foreignList.statusCode).toBe(400);
      expect(foreignList.json()).toHaveProperty('parent');
      const foreignLink = await call('PATCH', `/projects/${otherProject.public_id}/`, otherMinistry.headers, {
        parent: parent.public_id,
      });
      expect(foreignLink.statusCode).toBe(400);
      expect(foreignLink.json()).toHaveProperty('parent');
      // Our draft is not even found by them; a published project of ours is refused.
      expect(
        (
          await call('PATCH', `/projects/${phaseOne.public_id}/`, otherMinistry.headers, {
            detach_parent: true,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await call('PATCH', `/projects/${agencyPublished.public_id}/`, otherMinistry.headers, {
            detach_parent: true,
          })
        ).statusCode,
      ).toBe(403);
      expect((await children(ministry, 'no-such-project')).statusCode).toBe(400);
      expect(
        (await call('GET', `/projects/organization-projects/?parent=${parent.public_id}`)).statusCode,
      ).toBe(401);

      const detached = await call('PATCH', `/projects/${phaseOne.public_id}/`, ministry.headers, {
        detach_parent: true,
      });
      expect(detached.statusCode, detached.body).toBe(200);
      expect(detached.json<Project>().parent).toBeNull();
      expect(names(projectPageSchema.parse((await children(ministry)).json()))).toEqual([
        'Housing Phase Two',
      ]);
      const history = await call('GET', `/projects/${phaseOne.public_id}/activities/`, ministry.headers);
      expect(JSON.stringify(history.json())).toContain(parent.public_id);
      expect(phaseTwo.parent).toBe(parent.public_id);
    });
  });

  describe('contractors of the dashboard', () => {
    it('pages and searches them, refuses bad page numbers, and shows each organisation only its own', async () => {
      const tag = `Paging ${Date.now().toString(36)}`;
      for (const n of [1, 2, 3]) {
        const invited = await call('POST', '/users/contractor/', ministry.headers, {
          name: `${tag} Builders ${n}`,
          email: `paging-${n}-${Date.now()}@example.com`,
        });
        expect(invited.statusCode, invited.body).toBeLessThan(300);
      }
      const page = async (params: string, user = ministry) => {
        const response = await call('GET', `/users/mda-dashboard/?${params}`, user.headers);
        expect(response.statusCode, response.body).toBe(200);
        return mdaDashboardSchema.parse(response.json()).contractors;
      };
      const all = await page('');
      expect(all.count).toBeGreaterThanOrEqual(4);
      const first = await page('contractors_limit=2');
      const second = await page('contractors_limit=2&contractors_offset=2');
      expect(first.data).toHaveLength(2);
      expect(first.count).toBe(all.count);
      expect(
        first.data.map((c) => c.public_id).filter((id) => second.data.some((c) => c.public_id === id)),
      ).toEqual([]);
      expect([...first.data, ...second.data].map((c) => c.public_id)).toEqual(
        all.data.slice(0, 4).map((c) => c.public_id),
      );

      const found = await page(
        `contractors_query=${encodeURIComponent(tag.toLowerCase())}&contractors_limit=2`,
      );
      expect(found.count).toBe(3);
      expect(found.data.every((c) => c.name.startsWith(tag))).toBe(true);
      expect((await page('contractors_query=%25')).count).toBe(0);

      for (const bad of [
        'contractors_limit=0',
        'contractors_limit=abc',
        'contractors_limit=101',
        'contractors_offset=-1',
      ]) {
        const response = await call('GET', `/users/mda-dashboard/?${bad}`, ministry.headers);
        expect(response.statusCode, bad).toBe(400);
        expect(Object.keys(response.json())).toContain(bad.split('=')[0]);
      }
      expect((await page(`contractors_query=${encodeURIComponent(tag)}`, otherMinistry)).count).toBe(0);
      expect((await call('GET', '/users/mda-dashboard/', citizen.headers)).statusCode).toBe(403);
    });
  });
});
