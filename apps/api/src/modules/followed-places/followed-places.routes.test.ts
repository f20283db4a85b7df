import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  followedPlaceListSchema,
  followedPlaceSchema,
  MAX_FOLLOWED_PLACES,
} from '@oversight/shared/notifications/followed-places.schemas';
import { notificationPageSchema } from '@oversight/shared/notifications/notifications.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestTenant, createTestUser, type TestUser } from '../../test/factories.js';

/** Alerts for a place or a subject: follow a state, an LGA, a sector, a ministry or a point, and hear of its news. */
describe('followed places', () => {
  let t: TestApp;
  let amina: TestUser;
  let bayo: TestUser;
  let chidi: TestUser;
  let ministry: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    amina = await createTestUser(t, { displayName: 'Amina Bello' });
    bayo = await createTestUser(t, { displayName: 'Bayo Ade' });
    chidi = await createTestUser(t, { displayName: 'Chidi Obi' });
    ministry = await createTestUser(t, {
      accountType: 'MINISTRY',
      displayName: 'Federal Ministry of Water',
      username: 'fmwr_places',
    });
    const other = await createTestTenant(t);
    stranger = await createTestUser(t, { tenantId: other.id });
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    user?: TestUser,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers: user?.headers, payload: payload as object });
  const follow = async (user: TestUser, body: Record<string, unknown>) => {
    const response = await call('POST', '/users/me/followed-places/', user, body);
    expect(response.statusCode, response.body).toBe(201);
    return followedPlaceSchema.parse(response.json());
  };
  const runAll = async () => {
    await t.runJobs();
    await t.runJobs();
  };
  const mailsTo = (user: TestUser) => t.outbox().filter((mail) => mail.to.includes(user.user.email));

  it('follows each kind of place, names it, and lists only the caller’s own', async () => {
    expect((await follow(amina, { kind: 'state', state: 'kano' })).label).toBe('Kano');
    expect(
      await follow(amina, { kind: 'lga', state: 'Kano', lga: 'nassarawa', delivery: 'instant' }),
    ).toMatchObject({
      label: 'Nasarawa, Kano',
      lga: 'Nasarawa',
      delivery: 'instant',
    });
    expect((await follow(amina, { kind: 'sector', sector: 'Water Resources' })).label).toBe(
      'Water Resources',
    );
    expect(await follow(amina, { kind: 'ministry', ministry: 'fmwr_places' })).toMatchObject({
      label: 'Federal Ministry of Water',
      ministry: { username: 'fmwr_places', name: 'Federal Ministry of Water' },
    });
    expect(
      await follow(amina, {
        kind: 'point',
        latitude: 12.0001,
        longitude: 8.5201,
        radius_km: 5,
        label: 'Home',
      }),
    ).toMatchObject({ label: 'Home (5 km)', latitude: 12, longitude: 8.52, radius_km: 5, delivery: 'daily' });

    const mine = followedPlaceListSchema.parse(
      (await call('GET', '/users/me/followed-places/', amina)).json(),
    );
    expect(mine.map((place) => place.kind)).toEqual(['state', 'lga', 'sector', 'ministry', 'point']);
    expect((await call('GET', '/users/me/followed-places/', bayo)).json()).toEqual([]);
    expect((await call('GET', '/users/me/followed-places/')).statusCode).toBe(401);
  });

  it('refuses a bad place with the field named, the same place twice, and another’s follow', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'state', state: 'Atlantis' }, 'state'],
      [{ kind: 'lga', state: 'Kano', lga: 'Ikeja' }, 'lga'],
      [{ kind: 'sector', sector: 'Space travel' }, 'sector'],
      [{ kind: 'ministry', ministry: 'nobody_here' }, 'ministry'],
      [{ kind: 'point', latitude: 95, longitude: 8, radius_km: 5 }, 'latitude'],
      [{ kind: 'point', latitude: 9, longitude: 8, radius_km: 7 }, 'radius_km'],
      [{ kind: 'planet' }, 'kind'],
      [{ kind: 'state', state: 'Kano', delivery: 'weekly' }, 'delivery'],
    ];
    for (const [body, field] of cases) {
      const response = await call('POST', '/users/me/followed-places/', bayo, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json<object>()), JSON.stringify(body)).toContain(field);
    }
    expect(
      (await call('POST', '/users/me/followed-places/', amina, { kind: 'state', state: 'KANO' })).statusCode,
    ).toBe(409);
    const [kano] = followedPlaceListSchema.parse(
      (await call('GET', '/users/me/followed-places/', amina)).json(),
    );
    for (const someone of [bayo, stranger]) {
      expect((await call('DELETE', `/users/me/followed-places/${kano!.id}/`, someone)).statusCode).toBe(404);
      const patch = await call('PATCH', `/users/me/followed-places/${kano!.id}/`, someone, {
        delivery: 'instant',
      });
      expect(patch.statusCode).toBe(404);
    }
    // A ministry of another tenant is not found by its username.
    const elsewhere = await call('POST', '/users/me/followed-places/', stranger, {
      kind: 'ministry',
      ministry: 'fmwr_places',
    });
    expect(elsewhere.statusCode).toBe(400);
  });

  it(`keeps at most ${MAX_FOLLOWED_PLACES} places a person`, async () => {
    const states = ['Lagos', 'Oyo', 'Ogun', 'Osun', 'Ondo', 'Ekiti', 'Kwara', 'Kogi', 'Benue', 'Niger'];
    for (const state of states) await follow(chidi, { kind: 'state', state });
    for (let i = 0; i < MAX_FOLLOWED_PLACES - states.length; i += 1)
      await follow(chidi, { kind: 'point', latitude: 6 + i * 0.01, longitude: 3.4, radius_km: 1 });
    const over = await call('POST', '/users/me/followed-places/', chidi, { kind: 'state', state: 'Kano' });
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain(`${MAX_FOLLOWED_PLACES} places`);
  });

  it('tells the followers of a place of a new project there, daily in the digest or at once as each chose', async () => {
    await follow(bayo, {
      kind: 'point',
      latitude: 12.01,
      longitude: 8.53,
      radius_km: 5,
      delivery: 'instant',
    });
    const created = await call('POST', '/projects/create-project/', ministry, {
      name: 'Nassarawa Borehole',
      code: `PL-${Date.now()}`,
      status: 'ON GOING',
      sectors: ['Water Resources'],
      geolocations: [{ state: 'Kano', lga: 'Nassarawa', coordinates: { latitude: 12.0, longitude: 8.52 } }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const project = created.json<{ public_id: string }>();
    await runAll();
    // A draft is nobody's news yet.
    const page = async (user: TestUser) =>
      notificationPageSchema.parse((await call('GET', '/notifications/', user)).json()).results;
    expect((await page(amina)).filter((n) => n.kind === 'new_project')).toHaveLength(0);

    const published = await call('POST', `/projects/${project.public_id}/publish/`, ministry, {
      is_published: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    await runAll();
    const aminas = (await page(amina)).filter((n) => n.kind === 'new_project');
    expect(aminas).toHaveLength(1);
    expect(aminas[0]).toMatchObject({ verb: 'New project in Kano: Nassarawa Borehole' });
    // Amina follows its LGA instantly (and its state, sector and ministry daily): one e-mail, at once.
    expect(mailsTo(amina).map((mail) => mail.subject)).toEqual(['New project in Kano: Nassarawa Borehole']);
    expect(mailsTo(bayo).map((mail) => mail.subject)).toEqual(['New project in Kano: Nassarawa Borehole']);
    expect((await page(chidi)).filter((n) => n.kind === 'new_project')).toHaveLength(0);
    expect((await page(ministry)).filter((n) => n.kind === 'new_project')).toHaveLength(0);

    // Taken back and published again, it is not news a second time.
    await call('POST', `/projects/${project.public_id}/publish/`, ministry, { is_published: false });
    await call('POST', `/projects/${project.public_id}/publish/`, ministry, { is_published: true });
    await runAll();
    expect((await page(amina)).filter((n) => n.kind === 'new_project')).toHaveLength(1);

    // A status change reaches the place's followers too; Bayo moved his point to the daily digest.
    const [point] = followedPlaceListSchema.parse(
      (await call('GET', '/users/me/followed-places/', bayo)).json(),
    );
    const changed = await call('PATCH', `/users/me/followed-places/${point!.id}/`, bayo, {
      delivery: 'daily',
    });
    expect(changed.json()).toMatchObject({ delivery: 'daily' });
    await call('PATCH', `/projects/${project.public_id}/`, ministry, { status: 'ON HOLD' });
    await runAll();
    expect((await page(bayo)).map((n) => n.kind)).toContain('status_change');
    expect(mailsTo(bayo)).toHaveLength(1);
    await t.app.jobs.send('notifications.digest', {});
    await runAll();
    expect(mailsTo(bayo).map((mail) => mail.subject)).toContain('Your Oversight digest: 1 new notification');

    // A project created published is news at once.
    const direct = await call('POST', '/projects/create-project/', ministry, {
      name: 'Fagge Clinic',
      code: `PL-${Date.now()}-2`,
      sectors: ['Health'],
      is_published: true,
      geolocations: [{ state: 'Kano', lga: 'Fagge' }],
    });
    expect(direct.statusCode, direct.body).toBe(201);
    await runAll();
    expect((await page(amina)).map((n) => n.verb)).toContain('New project in Kano: Fagge Clinic');

    expect((await call('DELETE', `/users/me/followed-places/${point!.id}/`, bayo)).statusCode).toBe(204);
    expect((await call('GET', '/users/me/followed-places/', bayo)).json()).toEqual([]);
  });
});
