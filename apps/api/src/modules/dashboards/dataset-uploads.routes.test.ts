import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from '@oversight/shared/dashboards/data-sources.schemas';
import { dashboardSchema } from '@oversight/shared/dashboards/dashboards.schemas';
import { organizations } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { dataSourceCalls } from './data-source.fixtures.js';
import { createTestUser, type TestUser } from '../../test/factories.js';

/**
 * Bad input to data sources, and an uploaded dataset's file: refused whole when the parser cannot read it, or past
 * the limits, never half-read.
 */
describe('data sources: bad input and dataset uploads', () => {
  let t: TestApp;
  let ministry: TestUser;
  let dashboardId: string;
  const anonymous = { 'x-tenant': 'federal' };

  const { call, upload, source } = dataSourceCalls(() => ({ t, owner: ministry, dashboardId }));

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Water' });
    await t.app.db
      .update(organizations)
      .set({ isProUser: true })
      .where(eq(organizations.id, ministry.organization.id));
    dashboardId = dashboardSchema.parse(
      (await call('POST', '/dashboards/', ministry.headers, { name: 'Water' })).json(),
    ).id;
  });
  afterAll(async () => t.close());

  it('refuses a CSV the parser cannot read whole, or past the line and cell limits, and keeps the rows it had', async () => {
    const kept = await source({ kind: 'dataset', name: 'Fifty good rows' });
    const good = ['Site,Households', ...Array.from({ length: 50 }, (_, i) => `S${i + 1},${i + 1}`)].join(
      '\n',
    );
    const first = await upload(kept.id, `${good}\n`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ rows_count: 50 });
    for (const [csv, message] of [
      ['Site,Households\nA,1\nB,2\n"C,3\nD,4\n', 'Line 4: a quoted cell is never closed'],
      [`Site,Households\nA,1\n${'x,'.repeat(40_000)}y\n`, 'limit "columns per row"'],
      [
        `Site,Households\nA,1\n${'x'.repeat(30_000)},${'y'.repeat(30_000)},${'z'.repeat(30_000)},${'w'.repeat(30_000)}\n`,
        'limit "row length"',
      ],
      [`Site,Households\nA,${'9'.repeat(2_001)}\n`, 'limit "dataset cell length"'],
    ] as const) {
      const refused = await upload(kept.id, csv);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json<{ file: string[] }>().file[0], message).toContain(message);
    }
    const list = await call('GET', `/dashboards/data-sources/?dashboard_id=${dashboardId}`, ministry.headers);
    const after = list.json<{ results: DataSource[] }>().results.find((entry) => entry.id === kept.id);
    expect(after).toMatchObject({ rows_count: 50 });
    expect((await call('DELETE', `/dashboards/data-sources/${kept.id}/`, ministry.headers)).statusCode).toBe(
      204,
    );
  });

  it('answers 400 naming the field and 401 signed out', async () => {
    const noForm = await call('POST', '/dashboards/data-sources/', ministry.headers, {
      dashboard_id: dashboardId,
      kind: 'form',
    });
    expect(noForm.json()).toEqual({ survey_id: ['Choose the form whose responses to chart.'] });
    const badKind = await call('POST', '/dashboards/data-sources/', ministry.headers, {
      dashboard_id: dashboardId,
      kind: 'sql',
    });
    expect(badKind.json()).toHaveProperty('kind');
    expect(
      (
        await call('POST', '/dashboards/data-sources/bulk_update_data_sources/', ministry.headers, {
          data_sources: [],
        })
      ).json(),
    ).toEqual({ data_sources: ['Send at least one data source.'] });
    expect(
      (
        await call('POST', '/dashboards/data-sources/', anonymous, {
          dashboard_id: dashboardId,
          kind: 'projects',
        })
      ).statusCode,
    ).toBe(401);
    const projectsSource = await source({ kind: 'projects', name: 'Our projects' });
    expect((await upload(projectsSource.id, 'a,b\n1,2\n')).json()).toEqual({
      file: ['Only a dataset data source takes a file.'],
    });
  });
});
