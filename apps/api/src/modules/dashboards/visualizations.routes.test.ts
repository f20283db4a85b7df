import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import { dashboardSchema } from '@oversight/shared/dashboards/dashboards.schemas';
import {
  availableFieldsSchema,
  visualizationDataSchema,
  visualizationPageSchema,
  visualizationSchema,
  VISUALIZATION_TYPES,
  type Visualization,
} from '@oversight/shared/dashboards/visualizations.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import {
  createTestGrant,
  createTestRole,
  createTestStaff,
  type TestStaff,
} from '../../test/collaboration-factories.js';
import { createTestUser, setProUser, type TestUser } from '../../test/factories.js';
import { createTestProject } from '../../test/project-fixtures.js';

describe('dashboard visualizations', () => {
  let t: TestApp;
  let ministry: TestUser;
  let outsider: TestUser;
  let viewerStaff: TestStaff;
  let chartStaff: TestStaff;
  let dashboardId: string;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object | undefined });
  async function addChart(body: Record<string, unknown>, headers = ministry.headers): Promise<Visualization> {
    const response = await call('POST', '/dashboards/visualizations/', headers, {
      dashboard_id: dashboardId,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return visualizationSchema.parse(response.json());
  }
  const data = async (id: string, headers: Record<string, string>) => {
    const response = await call('GET', `/dashboards/visualizations/${id}/data/`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return visualizationDataSchema.parse(response.json());
  };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works' });
    // Pro: Free allows 3 charts a dashboard (subscriptions/entitlements.ts; its limit is tested in subscriptions).
    await setProUser(t, ministry);
    outsider = await createTestUser(t, { accountType: 'MINISTRY' });
    viewerStaff = await createTestStaff(t, ministry, []);
    chartStaff = await createTestStaff(t, ministry, [P.MANAGE_DASHBOARD_VISUALIZATIONS]);
    const created = await call('POST', '/dashboards/', ministry.headers, { name: 'Roads' });
    dashboardId = dashboardSchema.parse(created.json()).id;
    const own = { ministryId: ministry.organization.id, organizationId: ministry.organization.id };
    await createTestProject(t, {
      name: 'Lagos road',
      status: 1,
      states: ['LAGOS'],
      sectors: ['WORKS'],
      totalProjectCost: '1000.00',
      startDate: '2024-03-01',
      ...own,
    });
    await createTestProject(t, {
      name: 'Kano road',
      status: 1,
      states: ['KANO', 'LAGOS'],
      sectors: ['WORKS'],
      totalProjectCost: '500.00',
      startDate: '2025-01-01',
      ...own,
    });
    await createTestProject(t, {
      name: 'Abuja bridge',
      status: 2,
      states: ['FCT'],
      sectors: [],
      totalProjectCost: '250.50',
      startDate: null,
      ...own,
    });
    // A draft: the ministry's people see it, a stakeholder of the dashboard does not (it is not shared with them).
    await createTestProject(t, {
      name: 'Draft road',
      status: 0,
      states: ['LAGOS'],
      totalProjectCost: '9999.00',
      isPublished: false,
      ...own,
    });
    // Another organisation's project never counts.
    await createTestProject(t, {
      name: 'Elsewhere',
      status: 1,
      states: ['LAGOS'],
      ministryId: outsider.organization.id,
      organizationId: outsider.organization.id,
    });
  });
  afterAll(async () => t.close());

  it('answers the available fields to any signed-in user, 401 to others', async () => {
    const response = await call('GET', '/dashboards/visualizations/available-fields/', viewerStaff.headers);
    expect(response.statusCode).toBe(200);
    const fields = availableFieldsSchema.parse(response.json());
    expect(fields.fields.map((field) => [field.key, field.type])).toContainEqual(['state', 'state']);
    expect(fields.fields.map((field) => field.key)).toContain('total_project_cost');
    expect(fields.visualization_types.map((type) => type.value)).toEqual([
      'bar',
      'bar_stacked',
      'bar_horizontal',
      'line',
      'area',
      'pie',
      'doughnut',
      'scatter',
      'table',
      'number',
      'map',
    ]);
    expect(fields.aggregation_functions).toContainEqual({
      value: 'sum',
      label: 'Sum',
      needs_value_field: true,
    });
    expect(fields.mapping_types.map((type) => type.value)).toEqual([
      'x',
      'series',
      'region',
      'measure',
      'filter',
    ]);
    expect((await call('GET', '/dashboards/visualizations/available-fields/')).statusCode).toBe(401);
  });

  it('adds, lists, changes and removes charts for those whose role manages visualizations', async () => {
    const first = await addChart({
      name: 'Projects by status',
      visualization_type: 'bar',
      group_by: 'status',
    });
    expect(first).toMatchObject({
      aggregation_function: 'count',
      value_field: null,
      position: 0,
      dashboard_id: dashboardId,
    });
    const second = await addChart(
      {
        name: 'Cost by state',
        visualization_type: 'pie',
        group_by: 'state',
        aggregation_function: 'sum',
        value_field: 'total_project_cost',
      },
      chartStaff.headers,
    );
    expect(second.position).toBe(1);

    const list = await call(
      'GET',
      `/dashboards/visualizations/?dashboard_id=${dashboardId}`,
      viewerStaff.headers,
    );
    expect(list.statusCode).toBe(200);
    expect(visualizationPageSchema.parse(list.json()).results.map((chart) => chart.name)).toEqual([
      'Projects by status',
      'Cost by state',
    ]);

    const changed = await call('PATCH', `/dashboards/visualizations/${first.id}/`, chartStaff.headers, {
      name: 'Status overview',
      visualization_type: 'table',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Status overview',
      visualization_type: 'table',
      group_by: 'status',
    });
    const toSum = await call('PATCH', `/dashboards/visualizations/${first.id}/`, ministry.headers, {
      aggregation_function: 'sum',
    });
    expect(toSum.statusCode).toBe(400);
    expect(toSum.json()).toEqual({ value_field: ['Choose the amount to add up or average.'] });
    const backToCount = await call('PATCH', `/dashboards/visualizations/${second.id}/`, ministry.headers, {
      aggregation_function: 'count',
    });
    expect(backToCount.json()).toMatchObject({ aggregation_function: 'count', value_field: null });

    expect(
      (await call('PATCH', `/dashboards/visualizations/${first.id}/`, viewerStaff.headers, { name: 'Nope' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/dashboards/visualizations/${first.id}/`, viewerStaff.headers)).statusCode,
    ).toBe(403);
    const removed = await call('DELETE', `/dashboards/visualizations/${second.id}/`, chartStaff.headers);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/dashboards/visualizations/${second.id}/`, ministry.headers)).statusCode).toBe(
      404,
    );
  });

  it('answers 400 with the field, 401, 403 to a viewer and 404 to another organisation', async () => {
    const missing = await call('POST', '/dashboards/visualizations/', ministry.headers, {
      dashboard_id: dashboardId,
      name: 'Sum without field',
      visualization_type: 'bar',
      group_by: 'state',
      aggregation_function: 'sum',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('value_field');
    const bad = await call('POST', '/dashboards/visualizations/', ministry.headers, {
      dashboard_id: dashboardId,
      name: '',
      visualization_type: 'radar',
      group_by: 'colour',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['group_by', 'name', 'visualization_type']);
    const body = { dashboard_id: dashboardId, name: 'Mine', visualization_type: 'bar', group_by: 'year' };
    expect((await call('POST', '/dashboards/visualizations/', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/dashboards/visualizations/', viewerStaff.headers, body)).statusCode).toBe(
      403,
    );
    const foreign = await call('POST', '/dashboards/visualizations/', outsider.headers, body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Roads');

    const chart = await addChart({ name: 'Secretive chart', visualization_type: 'line', group_by: 'year' });
    for (const url of [
      `/dashboards/visualizations/${chart.id}/`,
      `/dashboards/visualizations/${chart.id}/data/`,
      `/dashboards/visualizations/?dashboard_id=${dashboardId}`,
    ]) {
      const answer = await call('GET', url, outsider.headers);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain('Secretive');
      expect((await call('GET', url)).statusCode).toBe(404);
    }
    expect(
      (await call('PATCH', `/dashboards/visualizations/${chart.id}/`, outsider.headers, { name: 'Hijack' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/dashboards/visualizations/${chart.id}/`, outsider.headers)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/dashboards/visualizations/', ministry.headers)).json()).toHaveProperty(
      'dashboard_id',
    );
  });

  it('draws every chart kind the project fields allow (a map by state included) and refuses the others with the field', async () => {
    const expected = [
      ['LAGOS', 11499],
      ['KANO', 500],
      ['FCT', 250.5],
    ];
    for (const type of VISUALIZATION_TYPES.filter((kind) => kind !== 'scatter')) {
      const chart = await addChart({
        name: `By state (${type})`,
        visualization_type: type,
        group_by: 'state',
        aggregation_function: 'sum',
        value_field: 'total_project_cost',
      });
      const drawn = await data(chart.id, ministry.headers);
      expect(drawn.problem, type).toBeNull();
      // A number shows one total; the others one value per state, in their own order.
      if (type !== 'number')
        expect(
          drawn.rows.map((row) => [row.key, row.value]).sort((a, b) => Number(b[1]) - Number(a[1])),
          type,
        ).toEqual(expected);
      expect(
        (await call('DELETE', `/dashboards/visualizations/${chart.id}/`, ministry.headers)).statusCode,
      ).toBe(204);
    }
    for (const [body, field, message] of [
      [{ visualization_type: 'map', group_by: 'status' }, 'group_by', 'A map is coloured by state'],
      [
        { visualization_type: 'scatter', group_by: 'state' },
        'visualization_type',
        'A scatter plot needs two measures',
      ],
    ] as const) {
      const refused = await call('POST', '/dashboards/visualizations/', ministry.headers, {
        dashboard_id: dashboardId,
        name: 'Refused',
        ...body,
      });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json<Record<string, string[]>>()[field]?.[0]).toContain(message);
    }
    const bar = await addChart({ name: 'Bar', visualization_type: 'bar', group_by: 'sector' });
    const toMap = await call('PATCH', `/dashboards/visualizations/${bar.id}/`, ministry.headers, {
      visualization_type: 'map',
    });
    expect(toMap.statusCode).toBe(400);
    expect(toMap.json<Record<string, string[]>>().group_by?.[0]).toContain('A map is coloured by state');
    await call('DELETE', `/dashboards/visualizations/${bar.id}/`, ministry.headers);
  });

  it("computes counts and sums over the organisation's projects the caller may see", async () => {
    const byStatus = await addChart({ name: 'Status', visualization_type: 'bar', group_by: 'status' });
    const own = await data(byStatus.id, ministry.headers);
    expect(own).toMatchObject({
      value_label: 'Number of projects',
      category_label: 'Status',
      projects_count: 4,
    });
    expect(own.rows).toEqual([
      { key: '0', label: 'Not Started', value: 1 },
      { key: '1', label: 'Ongoing', value: 2 },
      { key: '2', label: 'Completed', value: 1 },
    ]);

    const costByState = await addChart({
      name: 'Cost',
      visualization_type: 'pie',
      group_by: 'state',
      aggregation_function: 'sum',
      value_field: 'total_project_cost',
    });
    const states = await data(costByState.id, ministry.headers);
    expect(states.value_label).toBe('Sum of total project cost');
    // Each project counted once, however many states it names.
    expect(states.projects_count).toBe(4);
    expect(states.rows).toEqual([
      { key: 'LAGOS', label: 'Lagos', value: 11499 },
      { key: 'KANO', label: 'Kano', value: 500 },
      { key: 'FCT', label: 'Federal Capital Territory', value: 250.5 },
    ]);

    const byYear = await addChart({ name: 'Years', visualization_type: 'line', group_by: 'year' });
    expect((await data(byYear.id, ministry.headers)).rows.map((row) => [row.label, row.value])).toEqual([
      ['2024', 1],
      ['2025', 1],
      ['No start date', 2],
    ]);
    const bySector = await addChart({
      name: 'Sectors',
      visualization_type: 'table',
      group_by: 'sector',
      aggregation_function: 'avg',
      value_field: 'total_project_cost',
    });
    const sectors = await data(bySector.id, ministry.headers);
    expect(sectors.rows.find((row) => row.key === 'WORKS')).toMatchObject({ value: 750 });
    expect(sectors.rows.find((row) => row.key === null)).toMatchObject({ label: 'Not set' });

    // A user of another organisation the dashboard is shared with sees the published projects only.
    const contractor = await createTestUser(t, { accountType: 'CONTRACTOR' });
    const viewerRole = await createTestRole(t, ministry, []);
    await createTestGrant(t, {
      organizationId: ministry.organization.id,
      contentType: 'dashboard',
      contentId: dashboardId,
      roleId: viewerRole.id,
      grantee: { userId: contractor.user.id },
    });
    const shared = await data(byStatus.id, contractor.headers);
    expect(shared.projects_count).toBe(3);
    expect(shared.rows.map((row) => row.label)).toEqual(['Ongoing', 'Completed']);
    expect(
      (
        await call('POST', '/dashboards/visualizations/', contractor.headers, {
          dashboard_id: dashboardId,
          name: 'x',
          visualization_type: 'bar',
          group_by: 'year',
        })
      ).statusCode,
    ).toBe(403);
  });
});
