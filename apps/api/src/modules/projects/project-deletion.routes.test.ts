import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  deletedProjectPageSchema,
  type DeleteProjectResult,
} from '@oversight/shared/projects/project-deletion.schemas';
import {
  projectActivityPageSchema,
  projectClustersSchema,
} from '@oversight/shared/projects/projects.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import {
  createTestGrant,
  createTestRole,
  createTestStaff,
  type TestStaff,
} from '../../test/collaboration-factories.js';
import { createTestTenant, createTestUser, type TestUser } from '../../test/factories.js';
import { purgeDeletedProjects } from './project-deletion.service.js';
import { createTestProject } from '../../test/project-fixtures.js';

describe('deleting and restoring projects', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let citizen: TestUser;
  let viewer: TestStaff;
  let deleter: TestStaff;
  const call = (
    method: 'POST' | 'DELETE' | 'GET',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
  const publicIds = (body: unknown): string[] => {
    const rows = Array.isArray(body) ? body : ((body as { results?: unknown[] }).results ?? []);
    return (rows as { public_id?: string; id?: string }[]).map((row) => row.public_id ?? row.id ?? '');
  };
  const place = [{ state: 'KANO', lga: 'Gwale', latitude: 11.98, longitude: 8.5 }];
  let sequence = 0;
  const project = async (fields: { isPublished?: boolean } = {}) => {
    sequence += 1;
    return createTestProject(t, {
      name: `Zubairu Quarry Dam ${sequence}`,
      organizationId: ministry.organization.id,
      ministryId: ministry.organization.id,
      sectors: ['Water Resources'],
      startDate: '2025-01-01',
      locations: place,
      ...fields,
    });
  };
  const activityActions = async (projectId: string) =>
    (
      await t.app.db.execute<{ action: string }>(
        sql`SELECT action FROM project_activities WHERE project_id = ${projectId} ORDER BY created_at, id`,
      )
    ).rows.map((row) => row.action);

  beforeAll(async () => {
    t = await createTestApp();
    ministry = await createTestUser(t, {
      accountType: 'MINISTRY',
      displayName: 'Ministry of Dams',
      username: 'dams_ministry',
    });
    otherMinistry = await createTestUser(t, {
      accountType: 'MINISTRY',
      displayName: 'Ministry of Roads',
      username: 'roads_ministry',
    });
    citizen = await createTestUser(t);
    viewer = await createTestStaff(t, ministry, [PERMISSIONS.VIEW_PROJECT]);
    deleter = await createTestStaff(t, ministry, [PERMISSIONS.DELETE_PROJECT]);
  });
  afterAll(async () => t.close());

  it('refuses callers without "delete project" on the project, and other tenants', async () => {
    const dam = await project();
    expect((await call('DELETE', `/projects/${dam.publicId}/`)).statusCode).toBe(401);
    expect((await call('DELETE', `/projects/${dam.publicId}/`, citizen.headers)).statusCode).toBe(403);
    expect((await call('DELETE', `/projects/${dam.publicId}/`, viewer.headers)).statusCode).toBe(403);
    expect((await call('DELETE', `/projects/${dam.publicId}/`, otherMinistry.headers)).statusCode).toBe(403);
    const tenant = await createTestTenant(t);
    const foreign = await createTestUser(t, { accountType: 'MINISTRY', tenantId: tenant.id });
    expect(
      (await call('DELETE', `/projects/${dam.publicId}/`, { ...foreign.headers, 'x-tenant': tenant.name }))
        .statusCode,
    ).toBe(404);
    // A draft of another organisation stays unknown.
    const draft = await project({ isPublished: false });
    expect((await call('DELETE', `/projects/${draft.publicId}/`, otherMinistry.headers)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', '/projects/no-such-project/', ministry.headers)).statusCode).toBe(404);
    expect((await call('GET', `/projects/${dam.publicId}/`)).statusCode).toBe(200);
    expect(await activityActions(dam.id)).toEqual([]);
  });

  it('hides a deleted project from its page, every list, search, the map, open data and eyemarks', async () => {
    const dam = await project();
    expect(
      (await call('POST', '/projects/eyemark/', citizen.headers, { projects: [dam.publicId] })).statusCode,
    ).toBe(200);
    const lists = [
      '/projects/?limit=100',
      `/projects/?query=${encodeURIComponent(dam.name)}`,
      '/projects/?format=map',
      '/projects/organization-projects/?limit=100',
      '/users/me/eyemarks/',
      '/open-data/oc4ids/?limit=1000',
    ];
    const listed = async () => {
      const found: string[] = [];
      for (const url of lists) {
        const response = await call(
          'GET',
          url,
          url.startsWith('/open-data')
            ? undefined
            : url.includes('eyemarks')
              ? citizen.headers
              : ministry.headers,
        );
        expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBe(200);
        const body = response.json<{ projects?: { id?: string }[] }>();
        const ids = url.startsWith('/open-data')
          ? (body.projects ?? []).map((p) => p.id ?? '')
          : publicIds(body);
        if (ids.some((id) => id === dam.publicId || id.endsWith(dam.publicId))) found.push(url);
      }
      const search = (await call('GET', `/projects/search/?query=${encodeURIComponent(dam.name)}`)).json<{
        projects: { data: { public_id: string }[] };
      }>();
      if (search.projects.data.some((row) => row.public_id === dam.publicId)) found.push('search');
      // The discover map, as an anonymous visitor sees it (a cached answer), clustered or as points.
      const map = projectClustersSchema.parse(
        (await call('GET', '/projects/?format=clusters&bbox=8,11,9,13&zoom=22')).json(),
      );
      const onMap = [...map.points, ...map.clusters.flatMap((cluster) => cluster.projects ?? [])].map(
        (point) => point.public_id,
      );
      if (onMap.includes(dam.publicId)) found.push('clusters');
      return found;
    };
    expect(await listed()).toEqual([...lists, 'search', 'clusters']);

    const response = await call('DELETE', `/projects/${dam.publicId}/`, deleter.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DeleteProjectResult>().restorable_until).toMatch(/^\d{4}-/);
    expect(await listed()).toEqual([]);
    for (const headers of [undefined, citizen.headers, ministry.headers]) {
      expect((await call('GET', `/projects/${dam.publicId}/`, headers)).statusCode).toBe(404);
    }
    expect((await call('GET', `/projects/${dam.publicId}/oc4ids/`)).statusCode).toBe(404);
    // No other write reaches it, and it cannot be deleted twice.
    expect(
      (await call('POST', `/projects/${dam.publicId}/publish/`, ministry.headers, { is_published: true }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/projects/${dam.publicId}/`, ministry.headers)).statusCode).toBe(404);
    expect(await activityActions(dam.id)).toEqual(['deleted']);
    const [row] = (
      await t.app.db.execute<{ deleted_by: string; is_published: boolean }>(
        sql`SELECT deleted_by, is_published FROM projects WHERE id = ${dam.id}`,
      )
    ).rows;
    expect(row).toEqual({ deleted_by: deleter.user.id, is_published: false });
  });

  it("lists the owner's deleted projects with the days left, and restores them as they were", async () => {
    const dam = await project();
    const draft = await project({ isPublished: false });
    for (const item of [dam, draft])
      expect((await call('DELETE', `/projects/${item.publicId}/`, ministry.headers)).statusCode).toBe(200);

    const page = deletedProjectPageSchema.parse(
      (await call('GET', '/projects/deleted/', ministry.headers)).json(),
    );
    const listed = page.results.filter((entry) => [dam.publicId, draft.publicId].includes(entry.id));
    expect(listed.map((entry) => entry.id)).toEqual([draft.publicId, dam.publicId]);
    expect(listed[1]).toMatchObject({
      was_published: true,
      days_left: 30,
      deleted_by: { username: ministry.user.username },
    });
    // Nobody else's list shows them; without "delete project" there is no list.
    expect(publicIds((await call('GET', '/projects/deleted/', otherMinistry.headers)).json())).not.toContain(
      dam.publicId,
    );
    expect((await call('GET', '/projects/deleted/', viewer.headers)).statusCode).toBe(403);
    expect((await call('GET', '/projects/deleted/')).statusCode).toBe(401);

    // Only the owner organisation restores.
    expect((await call('POST', `/projects/${dam.publicId}/restore/`, otherMinistry.headers)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/projects/${dam.publicId}/restore/`, viewer.headers)).statusCode).toBe(403);
    const restored = await call('POST', `/projects/${dam.publicId}/restore/`, deleter.headers);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id: dam.publicId, is_published: true });
    expect((await call('GET', `/projects/${dam.publicId}/`)).statusCode).toBe(200);
    expect(publicIds((await call('GET', '/projects/?limit=100')).json())).toContain(dam.publicId);
    expect((await call('POST', `/projects/${dam.publicId}/restore/`, ministry.headers)).statusCode).toBe(404);

    expect(
      (await call('POST', `/projects/${draft.publicId}/restore/`, ministry.headers)).json(),
    ).toMatchObject({ is_published: false });
    expect((await call('GET', `/projects/${draft.publicId}/`)).statusCode).toBe(404);
    expect((await call('GET', `/projects/${draft.publicId}/`, ministry.headers)).statusCode).toBe(200);

    // The change log says who deleted and restored it.
    const log = projectActivityPageSchema.parse(
      (await call('GET', `/projects/${dam.publicId}/activities/`)).json(),
    );
    expect(log.results.map((entry) => entry.action).slice(0, 2)).toEqual(['restored', 'deleted']);
    expect(log.results[0]!.actor?.username).toBe(deleter.user.username);
  });

  it('lets a stakeholder granted "delete project" delete, but only the owner restore', async () => {
    const dam = await project();
    const partner = await createTestUser(t, { accountType: 'MINISTRY' });
    const role = await createTestRole(t, ministry, [PERMISSIONS.DELETE_PROJECT], 'Deleter');
    await createTestGrant(t, {
      organizationId: ministry.organization.id,
      contentType: 'project',
      contentId: dam.id,
      roleId: role.id,
      grantee: { userId: partner.user.id },
    });
    expect((await call('DELETE', `/projects/${dam.publicId}/`, partner.headers)).statusCode).toBe(200);
    expect((await call('GET', `/projects/${dam.publicId}/`)).statusCode).toBe(404);
    expect((await call('POST', `/projects/${dam.publicId}/restore/`, partner.headers)).statusCode).toBe(404);
    expect((await call('GET', `/projects/${dam.publicId}/`)).statusCode).toBe(404);
    expect((await call('POST', `/projects/${dam.publicId}/restore/`, ministry.headers)).statusCode).toBe(200);
    expect((await call('GET', `/projects/${dam.publicId}/`)).statusCode).toBe(200);
    expect(await activityActions(dam.id)).toEqual(['deleted', 'restored']);
  });

  it('refuses to restore after 30 days (410), and the purge job removes such projects for good', async () => {
    const dam = await project();
    expect((await call('DELETE', `/projects/${dam.publicId}/`, ministry.headers)).statusCode).toBe(200);
    await t.app.db.execute(
      sql`UPDATE projects SET deleted_at = now() - interval '31 days' WHERE id = ${dam.id}`,
    );
    const late = await call('POST', `/projects/${dam.publicId}/restore/`, ministry.headers);
    expect(late.statusCode).toBe(410);
    expect(late.json<{ detail: string }>().detail).toContain('30 days');
    expect(publicIds((await call('GET', '/projects/deleted/', ministry.headers)).json())).not.toContain(
      dam.publicId,
    );

    const recent = await project();
    expect((await call('DELETE', `/projects/${recent.publicId}/`, ministry.headers)).statusCode).toBe(200);
    await t.app.db.execute(
      sql`UPDATE projects SET deleted_at = now() - interval '10 days 12 hours' WHERE id = ${recent.id}`,
    );
    const page = deletedProjectPageSchema.parse(
      (await call('GET', '/projects/deleted/', ministry.headers)).json(),
    );
    expect(page.results.find((entry) => entry.id === recent.publicId)?.days_left).toBe(20);
    expect(await purgeDeletedProjects(t.app.db)).toBeGreaterThanOrEqual(1);
    const left = await t.app.db.execute<{ id: string }>(
      sql`SELECT id FROM projects WHERE id IN (${dam.id}, ${recent.id})`,
    );
    expect(left.rows.map((row) => row.id)).toEqual([recent.id]);
  });
});
