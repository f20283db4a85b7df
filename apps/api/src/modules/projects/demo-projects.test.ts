import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NIGERIAN_LGAS, NIGERIAN_STATES, SECTORS } from '@oversight/shared';
import { projectPageSchema } from '@oversight/shared/projects/projects.schemas';
import { seedDemoProjects } from '../../seed/demo-projects.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestTenant, createTestUser } from '../../test/factories.js';

describe('demo projects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const works = await createTestUser(t, {
      accountType: 'MINISTRY',
      displayName: 'Federal Ministry of Works',
    });
    await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Federal Ministry of Health' });
    await createTestUser(t, {
      accountType: 'AGENCY',
      displayName: 'Federal Roads Maintenance Agency',
      parentOrganizationId: works.organization.id,
    });
    await createTestUser(t, { accountType: 'CONTRACTOR', displayName: 'Julius Berger Nigeria Plc' });
    await createTestUser(t, { accountType: 'CONTRACTOR', displayName: 'Dantata & Sawoe Construction' });
    await seedDemoProjects(t.app.db, t.tenantId, { count: 2000 });
  });
  afterAll(async () => t.close());

  it('makes 2,000 projects over every state and sector, about 2% unpublished', async () => {
    const { rows } = await t.app.db.execute<{
      total: number;
      published: number;
      states: number;
      sectors: number;
      zones: number;
    }>(sql`
      SELECT count(*)::int AS total, (count(*) FILTER (WHERE is_published))::int AS published,
             (SELECT count(DISTINCT s)::int FROM projects, unnest(states) s) AS states,
             (SELECT count(DISTINCT s)::int FROM projects, unnest(sectors) s) AS sectors,
             count(DISTINCT geo_political_zone)::int AS zones
        FROM projects WHERE tenant_id = ${t.tenantId}`);
    const summary = rows[0]!;
    expect(summary.total).toBe(2000);
    expect(summary.published).toBeGreaterThanOrEqual(1940);
    expect(summary.published).toBeLessThan(2000);
    expect(summary.states).toBe(NIGERIAN_STATES.length);
    expect(summary.sectors).toBe(SECTORS.length);
    expect(summary.zones).toBe(6);
    const listed = projectPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/projects/?limit=100' })).json(),
    );
    expect(listed.count).toBe(summary.published);
  });

  it('places projects at their LGA (within ~3 km) and gives them consistent figures', async () => {
    const { rows } = await t.app.db.execute<{
      state: string;
      lga: string;
      latitude: number;
      longitude: number;
      cost: string;
      released: string;
      spent: string;
      percentage: string;
      status: number;
      start_date: string;
      end_date: string;
      public_id: string;
      code: string;
      name: string;
    }>(sql`
      SELECT l.state, l.lga, l.latitude, l.longitude, p.total_project_cost AS cost, p.total_amount_released AS released,
             p.total_amount_spent AS spent, p.percentage_completed AS percentage, p.status, p.start_date, p.end_date,
             p.public_id, p.code, p.name
        FROM projects p JOIN project_locations l ON l.project_id = p.id
       WHERE p.tenant_id = ${t.tenantId}`);
    const stateIds = new Map(NIGERIAN_STATES.map((state) => [state.filterName, state.id]));
    for (const row of rows) {
      const lga = NIGERIAN_LGAS.find(
        (candidate) => candidate.stateId === stateIds.get(row.state) && candidate.name === row.lga,
      );
      expect(lga, `${row.lga}, ${row.state}`).toBeDefined();
      expect(Math.abs(lga!.latitude - row.latitude)).toBeLessThan(0.03);
      expect(Math.abs(lga!.longitude - row.longitude)).toBeLessThan(0.03);
      expect(Number(row.spent)).toBeLessThanOrEqual(Number(row.released));
      expect(Number(row.cost)).toBeGreaterThan(0);
      if (row.status === 2) expect(Number(row.percentage)).toBe(100);
      if (row.status === 0) expect(Number(row.percentage)).toBe(0);
      expect(
        row.start_date >= '2016-01-01' && row.end_date <= '2026-12-31' && row.start_date < row.end_date,
      ).toBe(true);
      expect(row.public_id.endsWith(row.code.toLowerCase())).toBe(true);
    }
    const codes = new Set(rows.map((row) => row.code));
    expect(codes.size).toBe(2000);
  });

  it('gives health projects to the health ministry and leaves sectors without a ministry unassigned', async () => {
    const { rows } = await t.app.db.execute<{ sector: string; ministry: string | null; count: number }>(sql`
      SELECT p.sectors[1] AS sector, o.name AS ministry, count(*)::int AS count
        FROM projects p LEFT JOIN organizations o ON o.id = p.ministry_id
       WHERE p.tenant_id = ${t.tenantId} GROUP BY 1, 2`);
    const ministriesOf = (sector: string) =>
      rows.filter((row) => row.sector === sector).map((row) => row.ministry);
    expect(ministriesOf('HEALTH')).toEqual(['Federal Ministry of Health']);
    expect(ministriesOf('WORKS_AND_HOUSING')).toEqual(['Federal Ministry of Works']);
    expect(ministriesOf('EDUCATION')).toEqual([null]);
  });

  it('is deterministic: the same seed makes the same projects', async () => {
    const first = await createTestTenant(t);
    const second = await createTestTenant(t);
    await seedDemoProjects(t.app.db, first.id, { count: 150 });
    await seedDemoProjects(t.app.db, second.id, { count: 150 });
    const ids = async (tenantId: string) =>
      (
        await t.app.db.execute<{ public_id: string }>(
          sql`SELECT public_id FROM projects WHERE tenant_id = ${tenantId} ORDER BY public_id`,
        )
      ).rows.map((row) => row.public_id);
    expect(await ids(first.id)).toEqual(await ids(second.id));
  });
});
