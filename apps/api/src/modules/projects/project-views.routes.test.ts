import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetail } from '@oversight/shared/projects/projects.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { createTestProject } from '../../test/project-fixtures.js';
import { countView, forgetViewSalt, viewDay } from './project-views.js';

/** A project's views counter counts a viewer once a day, and keeps no address. */
describe('project views', () => {
  let t: TestApp;
  let citizen: TestUser;
  let project: { id: string; publicId: string };

  const open = (headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
    t.app.inject({ method: 'GET', url: `/api/v1/projects/${project.publicId}/`, headers, remoteAddress });
  const views = async () => {
    const result = await t.app.db.execute<{ views: number }>(
      `SELECT views FROM projects WHERE id = '${project.id}'`,
    );
    return result.rows[0]!.views;
  };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    citizen = await createTestUser(t);
    project = await createTestProject(t, { name: 'Viewed Bridge' });
  });
  afterAll(async () => t.close());

  it('counts a reload once: per account when signed in, per address and browser when anonymous', async () => {
    const start = await views();
    const phone = { 'user-agent': 'Phone browser' };
    for (let i = 0; i < 3; i += 1) expect((await open(phone)).statusCode).toBe(200);
    expect(await views()).toBe(start + 1);
    expect((await open(phone)).json<ProjectDetail>().views).toBe(start + 1);

    // Another browser on the same address, and another address, are other viewers.
    await open({ 'user-agent': 'Laptop browser' });
    await open(phone, '198.51.100.23');
    expect(await views()).toBe(start + 3);

    // A signed-in citizen counts once whatever the device or address.
    await open({ ...citizen.headers, 'user-agent': 'Phone browser' });
    await open({ ...citizen.headers, 'user-agent': 'Laptop browser' }, '192.0.2.50');
    await Promise.all(Array.from({ length: 4 }, () => open(citizen.headers)));
    expect(await views()).toBe(start + 4);
  });

  it('keeps no address: anonymous viewers are stored as a salted hash, accounts by id', async () => {
    const rows = await t.app.db.execute<{ viewer: string }>(
      `SELECT viewer FROM project_views WHERE project_id = '${project.id}'`,
    );
    const stored = rows.rows.map((row) => row.viewer);
    expect(stored).toContain(`user:${citizen.user.id}`);
    for (const viewer of stored) {
      expect(viewer).toMatch(/^(user:[0-9a-f-]{36}|anon:[A-Za-z0-9_-]{43})$/);
      for (const address of ['203.0.113.7', '198.51.100.23', '192.0.2.50'])
        expect(viewer).not.toContain(address);
    }
  });

  it('counts the same viewer again the next day, under a new salt, and forgets the days before yesterday', async () => {
    const anonymous = { ip: '203.0.113.99', userAgent: 'Tablet' };
    const monday = new Date('2031-03-03T10:00:00Z');
    const tuesday = new Date('2031-03-04T10:00:00Z');
    const thursday = new Date('2031-03-06T10:00:00Z');
    forgetViewSalt();
    const first = await countView(t.app.db, project.id, anonymous, monday);
    expect(first).not.toBeNull();
    expect(await countView(t.app.db, project.id, anonymous, monday)).toBeNull();
    expect(await countView(t.app.db, project.id, anonymous, tuesday)).toBe(first! + 1);
    const salts = await t.app.db.execute<{ day: string; salt: string }>(
      `SELECT day::text, salt FROM view_salts WHERE day IN ('2031-03-03', '2031-03-04') ORDER BY day`,
    );
    expect(salts.rows).toHaveLength(2);
    expect(salts.rows[0]!.salt).not.toBe(salts.rows[1]!.salt);

    await countView(t.app.db, project.id, anonymous, thursday);
    const left = await t.app.db.execute<{ day: string }>(
      `SELECT DISTINCT day::text FROM project_views WHERE day >= '2031-01-01' ORDER BY 1`,
    );
    expect(left.rows.map((row) => row.day)).toEqual(['2031-03-06']);
    const saltDays = await t.app.db.execute<{ day: string }>(
      `SELECT day::text FROM view_salts WHERE day >= '2031-01-01' ORDER BY 1`,
    );
    expect(saltDays.rows.map((row) => row.day)).toEqual(['2031-03-06']);
    expect(viewDay(new Date('2031-03-03T23:30:00Z'))).toBe('2031-03-04');
    forgetViewSalt();
  });
});
