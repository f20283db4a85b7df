import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  projectActivityPageSchema,
  projectSchema,
  type Project,
  type ProjectPage,
} from '@oversight/shared/projects/projects.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestStaff } from '../../test/collaboration-factories.js';
import { createTestTenant, createTestUser, type TestUser } from '../../test/factories.js';
import { createTestProject } from '../../test/project-fixtures.js';

describe('organisation-side project writes', () => {
  let t: TestApp;
  let ministry: TestUser;
  let agency: TestUser;
  let otherAgency: TestUser;
  let contractor: TestUser;
  let citizen: TestUser;
  const call = (
    method: 'POST' | 'PATCH' | 'GET',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
  const create = async (user: TestUser, body: Record<string, unknown>) => {
    const response = await call('POST', '/projects/create-project/', user.headers, body);
    expect(response.statusCode, response.body).toBe(201);
    return projectSchema.parse(response.json());
  };
  let codeSequence = 0;
  const code = () => `WS-${Date.now().toString(36)}-${(codeSequence += 1)}`.toUpperCase();

  beforeAll(async () => {
    t = await createTestApp();
    ministry = await createTestUser(t, {
      accountType: 'MINISTRY',
      displayName: 'Federal Ministry of Water',
      username: 'fmwr',
    });
    agency = await createTestUser(t, {
      accountType: 'AGENCY',
      displayName: 'River Basin Authority',
      username: 'rba',
      parentOrganizationId: ministry.organization.id,
    });
    otherAgency = await createTestUser(t, {
      accountType: 'AGENCY',
      displayName: 'Dams Agency',
      username: 'dams',
      parentOrganizationId: ministry.organization.id,
    });
    contractor = await createTestUser(t, {
      accountType: 'CONTRACTOR',
      displayName: 'Borehole Builders Ltd',
      username: 'borehole_builders',
    });
    citizen = await createTestUser(t);
  });
  afterAll(async () => t.close());

  it('creates a draft under the ministry with every save rule applied', async () => {
    const project = await create(ministry, {
      name: 'Kano Water Scheme',
      code: code(),
      description: '',
      status: 'ON GOING',
      plan: '1',
      sectors: ['Water Resources'],
      tags: [],
      contract_type: 'PPP',
      geo_political_zone: 'SW',
      contractors: [{ name: 'ignored' }],
      image: 'http://example.test/ignored.png',
      contractors_ids: [contractor.organization.id],
      geolocations: [{ state: 'kano', lga: 'gwale', coordinates: { latitude: 11.98, longitude: 8.5 } }],
      location: [{ state: 'Kano State', lga: 'Fagge' }],
      total_project_cost: '₦1,500,000.50',
      yearly_appropriation: { '2025': 200000 },
      links: ['https://example.test/report.pdf'],
      start_date: '2025-01-01',
      end_date: null,
    });
    expect(project).toMatchObject({
      is_published: false,
      status: 'ON_GOING',
      plan: 'ERGP',
      description: '',
      contract_type: null,
      geo_political_zone: 'NW',
      image: null,
      states: ['KANO'],
      lgas: ['Gwale', 'Fagge'],
      total_project_cost: '1500000.50',
      yearly_appropriation: { '2025': '200000.00' },
      links: ['https://example.test/report.pdf'],
      end_date: null,
    });
    expect(project.ministry?.username).toBe('fmwr');
    expect(project.contractors.map((c) => c.username)).toEqual(['borehole_builders']);
    expect(project.geolocations).toHaveLength(2);
    expect(project.geolocations[1]!.coordinates.latitude).not.toBe(0);
    expect(project.abilities).toMatchObject({ edit: true, publish: true });

    // A draft: the public cannot see it, the owner can.
    expect((await call('GET', `/projects/${project.public_id}/`)).statusCode).toBe(404);
    expect((await call('GET', `/projects/${project.public_id}/`, ministry.headers)).statusCode).toBe(200);
    const history = projectActivityPageSchema.parse(
      (await call('GET', `/projects/${project.public_id}/activities/`, ministry.headers)).json(),
    );
    expect(history.results[0]).toMatchObject({
      action: 'created',
      actor: { username: ministry.user.username },
    });
    expect(history.results[0]!.changes.name).toEqual({ before: null, after: 'Kano Water Scheme' });
  });

  it('accepts status as a number and plan by name; a status or plan it does not know is a 400 naming the field', async () => {
    const project = await create(ministry, {
      name: 'Status by number',
      code: code(),
      status: 3,
      plan: 'mtndp',
    });
    expect(project).toMatchObject({ status: 'ON_HOLD', plan: 'MTNDP' });
    const bad = await call('POST', '/projects/create-project/', ministry.headers, {
      name: 'Bad',
      code: code(),
      status: 'DONE',
      plan: '7',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(expect.arrayContaining(['status', 'plan']));
  });

  it.each([
    [{ name: 'No code' }, 'code'],
    [{ code: 'NO-NAME-1' }, 'name'],
    [{ name: 'x', code: 'L-1', links: ['www.example.test'] }, 'links'],
    [{ name: 'x', code: 'L-2', links: ['https://example.test/a b'] }, 'links'],
    [{ name: 'x', code: 'L-3', links: ['https://example.test/"quoted"'] }, 'links'],
    [{ name: 'x', code: 'C-1', total_project_cost: '-5' }, 'total_project_cost'],
    [{ name: 'x', code: 'D-1', start_date: '2025-02-30' }, 'start_date'],
    [{ name: 'x', code: 'D-2', start_date: '2025-03-01', end_date: '2025-01-01' }, 'end_date'],
    [{ name: 'x', code: 'P-1', percentage_completed: 140 }, 'percentage_completed'],
    [{ name: 'x', code: 'S-1', states: ['Atlantis'] }, 'states'],
    [{ name: 'x', code: 'G-1', geolocations: [{ state: 'Lagos', lga: 'Gwale' }] }, 'geolocations'],
    [{ name: 'x', code: 'K-1', contractors_ids: ['nobody_here'] }, 'contractors_ids'],
    [{ name: 'x', code: 'K-2', agency: 'rba_unknown' }, 'agency'],
    [{ name: 'x', code: 'Y-1', yearly_appropriation: { next: 5 } }, 'yearly_appropriation'],
  ])('refuses %j with a 400 on %s', async (body, field) => {
    const response = await call('POST', '/projects/create-project/', ministry.headers, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toHaveProperty(field);
  });

  it('refuses a code another project uses, and anonymous, citizen and missing-permission callers', async () => {
    const taken = code();
    await create(ministry, { name: 'First', code: taken });
    const clash = await call('POST', '/projects/create-project/', ministry.headers, {
      name: 'Second',
      code: taken,
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json<{ code: string[] }>().code[0]).toMatch(/already has the code/);
    expect(
      (await call('POST', '/projects/create-project/', undefined, { name: 'a', code: code() })).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', '/projects/create-project/', citizen.headers, { name: 'a', code: code() }))
        .statusCode,
    ).toBe(403);
    const viewer = await createTestStaff(t, ministry, [PERMISSIONS.VIEW_PROJECT]);
    expect(
      (await call('POST', '/projects/create-project/', viewer.headers, { name: 'a', code: code() }))
        .statusCode,
    ).toBe(403);
  });

  it('records each changed field before and after, and keeps search text right', async () => {
    const project = await create(agency, {
      name: 'Dam Rehabilitation',
      code: code(),
      status: 'NOT_STARTED',
      total_project_cost: 1000,
    });
    expect(project.agency?.username).toBe('rba');
    expect(project.ministry?.username).toBe('fmwr');
    const response = await call('PATCH', `/projects/${project.public_id}/`, agency.headers, {
      name: 'Zamfara Dam Rehabilitation',
      status: 'ONGOING',
      description: '',
      total_project_cost: '2000',
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = projectSchema.parse(response.json());
    expect(updated).toMatchObject({
      name: 'Zamfara Dam Rehabilitation',
      status: 'ON_GOING',
      public_id: project.public_id,
    });
    const history = projectActivityPageSchema.parse(
      (await call('GET', `/projects/${project.public_id}/activities/`, agency.headers)).json(),
    );
    expect(history.results[0]).toMatchObject({
      action: 'updated',
      actor: { username: agency.user.username },
      changes: {
        name: { before: 'Dam Rehabilitation', after: 'Zamfara Dam Rehabilitation' },
        status: { before: 'NOT_STARTED', after: 'ON_GOING' },
        total_project_cost: { before: '1000.00', after: '2000.00' },
      },
    });
    expect(history.results[0]!.changes).not.toHaveProperty('description');
    // The renamed project is found by its new word once published.
    await call('POST', `/projects/${project.public_id}/publish/`, agency.headers);
    const found = await call('GET', '/projects/?query=zamfara');
    expect(found.json<ProjectPage>().results.map((p) => p.public_id)).toContain(project.public_id);
  });

  it('lets the ministry edit its agency project, but not another agency or tenant', async () => {
    const project = await create(agency, { name: 'Irrigation Canal', code: code() });
    expect(
      (
        await call('PATCH', `/projects/${project.public_id}/`, ministry.headers, {
          description: 'by the ministry',
        })
      ).statusCode,
    ).toBe(200);
    // The draft is invisible to the other agency: 404; once published it is visible but not theirs: 403.
    expect(
      (await call('PATCH', `/projects/${project.public_id}/`, otherAgency.headers, { name: 'Taken over' }))
        .statusCode,
    ).toBe(404);
    await call('POST', `/projects/${project.public_id}/publish/`, agency.headers);
    expect(
      (await call('PATCH', `/projects/${project.public_id}/`, otherAgency.headers, { name: 'Taken over' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/projects/${project.public_id}/publish/`, otherAgency.headers)).statusCode,
    ).toBe(403);
    const tenant = await createTestTenant(t);
    const foreign = await createTestUser(t, { accountType: 'MINISTRY', tenantId: tenant.id });
    expect(
      (
        await call(
          'PATCH',
          `/projects/${project.public_id}/`,
          { ...foreign.headers, 'x-tenant': tenant.name },
          { name: 'x' },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/projects/${project.public_id}/`, undefined, { name: 'x' })).statusCode,
    ).toBe(401);
    const stored = projectSchema.parse((await call('GET', `/projects/${project.public_id}/`)).json());
    expect(stored).toMatchObject({ name: 'Irrigation Canal', description: 'by the ministry' });
  });

  it('lets a contractor keep its own project but never publish', async () => {
    const project = await create(contractor, { name: 'Contractor Borehole', code: code() });
    expect(project.contractors.map((c) => c.username)).toEqual(['borehole_builders']);
    expect(project.abilities.publish).toBe(false);
    const response = await call('POST', `/projects/${project.public_id}/publish/`, contractor.headers);
    expect(response.statusCode).toBe(403);
    const sneaky = await call('PATCH', `/projects/${project.public_id}/`, contractor.headers, {
      is_published: true,
    });
    expect(sneaky.statusCode).toBe(403);
    expect((await call('GET', `/projects/${project.public_id}/`)).statusCode).toBe(404);
  });

  it('publishes: the public sees the project only afterwards, and the history says who published', async () => {
    const project = await create(ministry, { name: 'Published Later Clinic', code: code() });
    expect((await call('GET', `/projects/${project.public_id}/`)).statusCode).toBe(404);
    const editor = await createTestStaff(t, ministry, [PERMISSIONS.EDIT_PROJECT]);
    expect((await call('POST', `/projects/${project.public_id}/publish/`, editor.headers)).statusCode).toBe(
      403,
    );
    const published = await call('POST', `/projects/${project.public_id}/publish/`, ministry.headers);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<Project>().is_published).toBe(true);
    expect((await call('GET', `/projects/${project.public_id}/`)).statusCode).toBe(200);
    const history = projectActivityPageSchema.parse(
      (await call('GET', `/projects/${project.public_id}/activities/`)).json(),
    );
    expect(history.results[0]).toMatchObject({
      action: 'published',
      changes: { is_published: { before: false, after: true } },
    });
    const back = await call('POST', `/projects/${project.public_id}/publish/`, ministry.headers, {
      is_published: false,
    });
    expect(back.json<Project>().is_published).toBe(false);
    expect((await call('GET', `/projects/${project.public_id}/`)).statusCode).toBe(404);
  });

  it('updates the image through storage (re-encoded) and refuses a file that is not an image', async () => {
    const project = await create(ministry, { name: 'Pictured Bridge', code: code() });
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const form = (content: Buffer, filename: string) => {
      const boundary = '----oversight-test';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return {
        body,
        headers: { ...ministry.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    };
    const good = form(png, 'bridge.png');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${project.public_id}/update-image/`,
      headers: good.headers,
      payload: good.body,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Project>().image).toMatch(/\/media\/projects\/.+\.webp$/);
    const history = projectActivityPageSchema.parse(
      (await call('GET', `/projects/${project.public_id}/activities/`, ministry.headers)).json(),
    );
    expect(history.results[0]).toMatchObject({
      action: 'image_updated',
      changes: { image: { before: null } },
    });
    const bad = form(Buffer.from('not an image at all'), 'notes.txt');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${project.public_id}/update-image/`,
      headers: bad.headers,
      payload: bad.body,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('image');
    const json = await call('POST', `/projects/${project.public_id}/update-image/`, ministry.headers, {
      image: 'x',
    });
    expect(json.statusCode).toBe(400);
  });

  it('bulk updates all or nothing', async () => {
    const first = await create(ministry, { name: 'Bulk One', code: code() });
    const second = await create(ministry, { name: 'Bulk Two', code: code() });
    const failing = await call('PATCH', '/projects/bulk_update/', ministry.headers, {
      projects: [
        { id: first.public_id, status: 'COMPLETED' },
        { id: second.public_id, links: ['javascript:alert(1)'] },
      ],
    });
    expect(failing.statusCode).toBe(400);
    expect(failing.json<unknown>()).toHaveProperty(['projects', '1', 'links']);
    const unchanged = projectSchema.parse(
      (await call('GET', `/projects/${first.public_id}/`, ministry.headers)).json(),
    );
    expect(unchanged.status).toBe('NOT_STARTED');

    const same = await call('PATCH', '/projects/bulk_update/', ministry.headers, {
      project_ids: [first.public_id, second.public_id],
      data: { status: 'COMPLETED', percentage_completed: 100 },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<{ updated: string[] }>().updated.sort()).toEqual(
      [first.public_id, second.public_id].sort(),
    );
    // A project of someone else in the batch stops the whole batch.
    const foreign = await createTestProject(t, {
      name: 'Not Yours',
      organizationId: otherAgency.organization.id,
      agencyId: otherAgency.organization.id,
    });
    const mixed = await call('PATCH', '/projects/bulk_update/', agency.headers, {
      project_ids: [foreign.publicId],
      data: { status: 'ABANDONED' },
    });
    expect(mixed.statusCode).toBe(403);
    expect(
      (await call('PATCH', '/projects/bulk_update/', undefined, { project_ids: ['x'], data: {} })).statusCode,
    ).toBe(401);
  });

  it('POST bulk_update creates by code or updates the project holding the code', async () => {
    const existing = await create(ministry, { name: 'Upsert Existing', code: code() });
    const fresh = code();
    const response = await call('POST', '/projects/bulk_update/', ministry.headers, {
      projects: [
        { code: existing.code, status: 'ON_HOLD' },
        { code: fresh, name: 'Upsert Fresh', states: ['Lagos'] },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      updated: [existing.public_id],
      created: [expect.stringContaining('upsert-fresh')],
    });
    const again = await call('POST', '/projects/bulk_update/', ministry.headers, {
      projects: [{ code: fresh, name: 'Upsert Fresh', states: ['Lagos'] }],
    });
    expect(again.json()).toMatchObject({ created: [], unchanged: [expect.any(String)] });
    const twice = await call('POST', '/projects/bulk_update/', ministry.headers, {
      projects: [
        { code: 'DUP-1', name: 'a' },
        { code: 'DUP-1', name: 'b' },
      ],
    });
    expect(twice.statusCode).toBe(400);
  });
});
