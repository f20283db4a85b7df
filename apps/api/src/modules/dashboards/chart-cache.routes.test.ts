import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataSourceSchema, publicLinkSchema } from '@oversight/shared/dashboards/data-sources.schemas';
import { dashboardSchema } from '@oversight/shared/dashboards/dashboards.schemas';
import {
  visualizationDataSchema,
  visualizationSchema,
} from '@oversight/shared/dashboards/visualizations.schemas';
import { surveyDetailSchema } from '@oversight/shared/surveys/surveys.schemas';
import { organizations } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { createTestProject } from '../../test/project-fixtures.js';
import { answerValueRows } from '../surveys/answer-index.js';
import { currentSections } from '../surveys/structure.service.js';
import { chartCacheCounts, refreshKeptAnswers } from './chart-cache.js';

/** Kept chart answers (chart-cache.ts): served again until the data changes, never across viewers' scopes. */
describe('kept dashboard chart answers', () => {
  let t: TestApp;
  let water: TestUser;
  let roads: TestUser;
  const anonymous = { 'x-tenant': 'federal' };

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object | undefined });

  async function dashboardOf(owner: TestUser, name: string) {
    const made = await call('POST', '/dashboards/', owner.headers, { name });
    expect(made.statusCode, made.body).toBe(201);
    return dashboardSchema.parse(made.json()).id;
  }
  async function source(owner: TestUser, dashboardId: string, body: Record<string, unknown>) {
    const made = await call('POST', '/dashboards/data-sources/', owner.headers, {
      dashboard_id: dashboardId,
      ...body,
    });
    expect(made.statusCode, made.body).toBe(201);
    return dataSourceSchema.parse(made.json()).id;
  }
  async function chart(
    owner: TestUser,
    dashboardId: string,
    dataSourceId: string,
    type: string,
    mappings: Record<string, unknown>[],
  ) {
    const created = await call('POST', '/dashboards/visualizations/', owner.headers, {
      dashboard_id: dashboardId,
      name: `${type} chart`,
      visualization_type: type,
      data_source_id: dataSourceId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = visualizationSchema.parse(created.json()).id;
    const bulk = await call(
      'POST',
      '/dashboards/column-mappings/bulk_create_column_mappings/',
      owner.headers,
      {
        column_mappings: mappings.map((mapping) => ({ visualization_id: id, ...mapping })),
      },
    );
    expect(bulk.statusCode, bulk.body).toBe(201);
    return id;
  }
  async function data(id: string, headers: Record<string, string>, query = '') {
    const response = await call('GET', `/dashboards/visualizations/${id}/data/${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return visualizationDataSchema.parse(response.json());
  }
  const byLabel = (answer: { rows: { label: string; value: number }[] }) =>
    Object.fromEntries(answer.rows.map((row) => [row.label, row.value]));
  function upload(id: string, csv: string, headers: Record<string, string>) {
    const boundary = '----kept';
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/dashboards/data-sources/${id}/dataset/`,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sites.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    });
  }
  /** Counts the statements run (misses) and answers kept (hits) while `load` runs. */
  async function counted(load: () => Promise<unknown>) {
    const before = chartCacheCounts();
    await load();
    const after = chartCacheCounts();
    return { hits: after.hits - before.hits, misses: after.misses - before.misses };
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    water = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Water' });
    roads = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Roads' });
    for (const owner of [water, roads])
      await t.app.db
        .update(organizations)
        .set({ isProUser: true })
        .where(eq(organizations.id, owner.organization.id));
  });
  afterAll(async () => t.close());

  it('serves a seen answer again and changes it after a project write', async () => {
    const own = { ministryId: water.organization.id, organizationId: water.organization.id };
    await createTestProject(t, { name: 'Well 1', status: 1, states: ['LAGOS'], ...own });
    await createTestProject(t, { name: 'Well 2', status: 1, states: ['KANO'], ...own });
    const dashboardId = await dashboardOf(water, 'Wells');
    const projects = await source(water, dashboardId, { kind: 'projects' });
    const byState = await chart(water, dashboardId, projects, 'bar', [{ field: 'state', role: 'x' }]);

    expect(byLabel(await data(byState, water.headers))).toEqual({ Kano: 1, Lagos: 1 });
    let seen = {};
    expect(await counted(async () => (seen = await data(byState, water.headers)))).toEqual({
      hits: 1,
      misses: 0,
    });
    expect(byLabel(seen as { rows: [] })).toEqual({ Kano: 1, Lagos: 1 });
    // A filter set back to a seen one is kept too.
    expect(byLabel(await data(byState, water.headers, '?state=KANO'))).toEqual({ Kano: 1 });
    expect((await counted(() => data(byState, water.headers, '?state=KANO'))).hits).toBe(1);

    const made = await createTestProject(t, { name: 'Well 3', status: 2, states: ['KANO'], ...own });
    expect(byLabel(await data(byState, water.headers))).toEqual({ Kano: 2, Lagos: 1 });
    expect(byLabel(await data(byState, water.headers, '?state=KANO'))).toEqual({ Kano: 2 });
    await t.app.db.execute(sql`UPDATE projects SET states = ARRAY['LAGOS'] WHERE id = ${made.id}::uuid`);
    expect(byLabel(await data(byState, water.headers))).toEqual({ Kano: 1, Lagos: 2 });
    // A view counter is not data a chart reads: the answer stays kept.
    await t.app.db.execute(sql`UPDATE projects SET views = views + 1 WHERE id = ${made.id}::uuid`);
    expect((await counted(() => data(byState, water.headers))).hits).toBe(1);
    // Deleted (soft) projects leave the chart.
    await t.app.db.execute(sql`UPDATE projects SET deleted_at = now() WHERE id = ${made.id}::uuid`);
    expect(byLabel(await data(byState, water.headers))).toEqual({ Kano: 1, Lagos: 1 });
  });

  it("computes a dashboard's charts of one source in one run, each with the numbers it has alone", async () => {
    const bridges = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Bridges' });
    await t.app.db
      .update(organizations)
      .set({ isProUser: true })
      .where(eq(organizations.id, bridges.organization.id));
    const own = { ministryId: bridges.organization.id, organizationId: bridges.organization.id };
    const projectsOf = [
      { name: 'Bridge A', status: 1, states: ['LAGOS', 'KANO'], sectors: ['works'], startDate: '2019-03-01' },
      { name: 'Bridge B', status: 2, states: ['KANO'], sectors: [], startDate: '2021-05-01' },
      { name: 'Bridge C', status: 2, states: [], sectors: ['works', 'transport'], startDate: null },
      { name: 'Bridge D', status: 3, states: ['OYO'], sectors: ['transport'], startDate: '2023-01-10' },
    ];
    for (const [index, project] of projectsOf.entries())
      await createTestProject(t, {
        ...project,
        ...own,
        totalProjectCost: String(1000 * (index + 1)),
        percentageCompleted: String(20 * index),
      });
    // Another organisation's draft, and the bridges ministry's own draft (counted for its own members only).
    await createTestProject(t, { name: 'Other draft', status: 1, states: ['KANO'], isPublished: false });
    await createTestProject(t, {
      name: 'Own draft',
      status: 1,
      states: ['KANO'],
      isPublished: false,
      ...own,
    });
    const charts: [string, Record<string, unknown>[]][] = [
      ['bar', [{ field: 'status', role: 'x' }]],
      [
        'map',
        [
          { field: 'state', role: 'region' },
          { field: 'total_project_cost', role: 'measure', aggregation: 'sum' },
        ],
      ],
      ['pie', [{ field: 'sector', role: 'x' }]],
      [
        'line',
        [
          { field: 'year', role: 'x' },
          { field: 'total_project_cost', role: 'measure', aggregation: 'sum' },
        ],
      ],
      ['number', [{ field: 'total_project_cost', role: 'measure', aggregation: 'sum' }]],
      [
        'table',
        [
          { field: 'status', role: 'x' },
          { field: 'percentage_completed', role: 'measure', aggregation: 'median' },
          { field: 'sector', role: 'filter', filter_value: 'works' },
        ],
      ],
      // A field the covering index lacks: its statement keeps the records in a CTE, the other's charts read the index.
      [
        'table',
        [
          { field: 'name', role: 'x' },
          { field: 'total_project_cost', role: 'measure', aggregation: 'max' },
        ],
      ],
      // Grouped charts sharing one grouping with the four above (chart-query.ts sharedGroups): two fields, the same
      // two the other way round, and the map's grouping again with other parts.
      [
        'bar_stacked',
        [
          { field: 'status', role: 'x' },
          { field: 'sector', role: 'series' },
          { field: 'total_project_cost', role: 'measure', aggregation: 'avg' },
        ],
      ],
      [
        'bar_horizontal',
        [
          { field: 'sector', role: 'x' },
          { field: 'status', role: 'series' },
          { field: 'percentage_completed', role: 'measure', aggregation: 'min' },
        ],
      ],
      [
        'bar',
        [
          { field: 'state', role: 'x' },
          { field: 'percentage_completed', role: 'measure', aggregation: 'max' },
          { field: 'total_project_cost', role: 'measure', aggregation: 'avg' },
        ],
      ],
    ];
    const together = await dashboardOf(bridges, 'Bridges, ten charts');
    const togetherSource = await source(bridges, together, { kind: 'projects' });
    const ids: string[] = [];
    for (const [type, mappings] of charts)
      ids.push(await chart(bridges, together, togetherSource, type, mappings));
    // The same charts, each alone on its own dashboard: computed by its own statement.
    const aloneIds: string[] = [];
    for (const [index, [type, mappings]] of charts.entries()) {
      const dashboardId = await dashboardOf(bridges, `Bridges, chart ${index} alone`);
      aloneIds.push(
        await chart(
          bridges,
          dashboardId,
          await source(bridges, dashboardId, { kind: 'projects' }),
          type,
          mappings,
        ),
      );
    }
    const withoutIds = (answer: Record<string, unknown>) => ({ ...answer, visualization_id: null });
    for (const query of [
      '',
      '?state=KANO',
      '?date_from=2020-01-01&state=KANO,OYO',
      '?sector=works&date_to=2022-01-01',
    ]) {
      let answers: Record<string, unknown>[] = [];
      // The page's ten requests at once: one run computes them all.
      expect(
        await counted(async () => {
          answers = await Promise.all(ids.map((id) => data(id, bridges.headers, query)));
        }),
      ).toEqual({ hits: charts.length - 1, misses: 1 });
      const alone = [];
      for (const id of aloneIds) alone.push(await data(id, bridges.headers, query));
      expect(answers.map(withoutIds), query).toEqual(alone.map(withoutIds));
      // Then each is kept.
      expect(await counted(() => Promise.all(ids.map((id) => data(id, bridges.headers, query))))).toEqual({
        hits: charts.length,
        misses: 0,
      });
    }
    const first = await data(ids[0]!, bridges.headers);
    // The bridges ministry's own draft counts, another organisation's does not.
    expect(first.projects_count).toBe(5);
    expect(byLabel(first)).toEqual({ Ongoing: 2, Completed: 2, 'On Hold': 1 });
  });

  it("never serves one organisation's answer to another, nor a signed-in one through a public link", async () => {
    await createTestProject(t, {
      name: 'Road 1',
      status: 1,
      states: ['OYO'],
      ministryId: roads.organization.id,
      organizationId: roads.organization.id,
    });
    await createTestProject(t, {
      name: 'Well draft',
      status: 0,
      states: ['OYO'],
      isPublished: false,
      ministryId: water.organization.id,
      organizationId: water.organization.id,
    });
    // The same dashboard, source and chart in both organisations: the same chart, different rows.
    const charts: Record<string, string> = {};
    for (const [owner, name] of [
      [water, 'water'],
      [roads, 'roads'],
    ] as const) {
      const dashboardId = await dashboardOf(owner, 'Same name');
      const projects = await source(owner, dashboardId, { kind: 'projects' });
      charts[name] = await chart(owner, dashboardId, projects, 'number', [
        { field: 'name', role: 'measure', aggregation: 'count' },
      ]);
    }
    const waterCount = (await data(charts.water!, water.headers)).number?.value;
    const roadsCount = (await data(charts.roads!, roads.headers)).number?.value;
    expect(waterCount).toBe(3);
    expect(roadsCount).toBe(1);
    expect((await data(charts.water!, water.headers)).number?.value).toBe(3);
    // Roads may not see Water's dashboard at all.
    expect(
      (await call('GET', `/dashboards/visualizations/${charts.water}/data/`, roads.headers)).statusCode,
    ).toBe(404);

    // Through the public link only published projects count, though the owner's answer (with the draft) is kept.
    const dashboardId = (
      await call('GET', `/dashboards/visualizations/${charts.water}/`, water.headers)
    ).json<{
      dashboard_id: string;
    }>().dashboard_id;
    const link = publicLinkSchema.parse(
      (await call('POST', `/dashboards/${dashboardId}/public-link/`, water.headers)).json(),
    );
    const shown = await call(
      'GET',
      `/dashboards/public/${link.token}/visualizations/${charts.water}/data/`,
      anonymous,
    );
    expect(shown.statusCode, shown.body).toBe(200);
    expect(visualizationDataSchema.parse(shown.json()).number?.value).toBe(2);
  });

  it("changes a form's, a dataset's and a plan's answers after a response, a new file and an indicator value", async () => {
    const dashboardId = await dashboardOf(water, 'Sources');
    const form = await call('POST', '/surveys/', water.headers, {
      name: 'Pump check',
      sections: [
        {
          name: 'Pump',
          questions: [
            {
              name: 'state_of_pump',
              text: 'State of the pump',
              question_type: 'radio',
              options: [{ label: 'Working' }, { label: 'Broken' }],
            },
          ],
        },
      ],
    });
    expect(form.statusCode, form.body).toBe(201);
    const formId = surveyDetailSchema.parse(form.json()).id;
    const internal = (
      await t.app.db.execute<{ id: string }>(sql`SELECT id FROM surveys WHERE public_id = ${formId}::uuid`)
    ).rows[0]!.id;
    const sections = await currentSections(t.app.db, t.tenantId, internal, 1);
    const respond = async (value: string) => {
      const answers = { state_of_pump: value };
      await t.app.db.transaction(async (tx) => {
        const stored = await tx.execute<{ id: string }>(sql`
          INSERT INTO survey_responses (tenant_id, survey_id, version, answers, submitted_at)
          VALUES (${t.tenantId}::uuid, ${internal}::uuid, 1, ${JSON.stringify(answers)}::jsonb, now()) RETURNING id`);
        for (const row of answerValueRows(sections, answers))
          await tx.execute(sql`INSERT INTO survey_answer_values (survey_id, response_id, question, value, number)
            VALUES (${internal}::uuid, ${stored.rows[0]!.id}::uuid, ${row.question}, ${row.value}, ${row.number})`);
      });
    };
    await respond('working');
    const formChart = await chart(
      water,
      dashboardId,
      await source(water, dashboardId, { kind: 'form', survey_id: formId }),
      'pie',
      [{ field: 'q:state_of_pump', role: 'x' }],
    );
    expect(byLabel(await data(formChart, water.headers))).toEqual({ Working: 1 });
    await respond('broken');
    expect(byLabel(await data(formChart, water.headers))).toEqual({ Working: 1, Broken: 1 });

    const dataset = await source(water, dashboardId, { kind: 'dataset', name: 'Sites' });
    expect((await upload(dataset, 'Site,Households\nA,10\nB,30\n', water.headers)).statusCode).toBe(200);
    const total = await chart(water, dashboardId, dataset, 'number', [
      { field: 'c2', role: 'measure', aggregation: 'sum' },
    ]);
    expect((await data(total, water.headers)).number?.value).toBe(40);
    expect((await upload(dataset, 'Site,Households\nA,10\nB,30\nC,5\n', water.headers)).statusCode).toBe(200);
    expect((await data(total, water.headers)).number?.value).toBe(45);

    const plan = (await call('POST', '/plans/', water.headers, { name: 'Pumps plan' })).json<{
      id: string;
    }>();
    const outcome = (
      await call('POST', '/plans/outcomes/', water.headers, { plan_id: plan.id, title: 'Pumps work' })
    ).json<{ id: string }>();
    const indicator = (
      await call('POST', '/plans/indicators/', water.headers, {
        outcome_id: outcome.id,
        description: 'Pumps fixed',
      })
    ).json<{ id: string }>();
    const value = (kind: string, amount: number) =>
      t.app.db.execute(
        sql`INSERT INTO indicator_values (indicator_id, period_start, kind, value) VALUES (${indicator.id}::uuid, '2025-01-01'::date, ${kind}, ${amount})`,
      );
    await value('target', 10);
    const actual = await chart(
      water,
      dashboardId,
      await source(water, dashboardId, { kind: 'plan', plan_id: plan.id }),
      'table',
      [
        { field: 'indicator', role: 'x' },
        { field: 'actual', role: 'measure', aggregation: 'sum' },
      ],
    );
    expect(byLabel(await data(actual, water.headers))).toEqual({ 'Pumps fixed': 0 });
    await value('actual', 7);
    expect(byLabel(await data(actual, water.headers))).toEqual({ 'Pumps fixed': 7 });
  });

  describe('computed ahead of the next viewer', () => {
    const ahead = process.env.DASHBOARD_REFRESH_AHEAD;
    let works: TestUser;
    beforeAll(async () => {
      process.env.DASHBOARD_REFRESH_AHEAD = 'on';
      works = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works' });
      await t.app.db
        .update(organizations)
        .set({ isProUser: true })
        .where(eq(organizations.id, works.organization.id));
    });
    afterAll(() => {
      process.env.DASHBOARD_REFRESH_AHEAD = ahead;
    });
    const own = () => ({ ministryId: works.organization.id, organizationId: works.organization.id });
    /** A dashboard of the works ministry with one chart: the number of its projects. */
    async function projectsCount(name: string) {
      const dashboardId = await dashboardOf(works, name);
      const projects = await source(works, dashboardId, { kind: 'projects' });
      return chart(works, dashboardId, projects, 'number', [
        { field: 'name', role: 'measure', aggregation: 'count' },
      ]);
    }
    const valueOf = async (id: string) => (await data(id, works.headers)).number?.value ?? 0;
    /** The chart's number, which must be a kept answer. */
    async function keptValue(id: string) {
      let value = 0;
      expect(await counted(async () => (value = await valueOf(id)))).toEqual({ hits: 1, misses: 0 });
      return value;
    }

    it('computes a run again after a write, so the next load is kept', async () => {
      await createTestProject(t, { name: 'Road 1', status: 1, states: ['OYO'], ...own() });
      const dashboardId = await dashboardOf(works, 'Roads ahead');
      const projects = await source(works, dashboardId, { kind: 'projects' });
      const byState = await chart(works, dashboardId, projects, 'bar', [{ field: 'state', role: 'x' }]);
      const count = await chart(works, dashboardId, projects, 'number', [
        { field: 'name', role: 'measure', aggregation: 'count' },
      ]);
      expect(byLabel(await data(byState, works.headers))).toEqual({ Oyo: 1 });
      expect((await data(count, works.headers)).number?.value).toBe(1);

      const before = chartCacheCounts().refreshes;
      await createTestProject(t, { name: 'Road 2', status: 1, states: ['OSUN'], ...own() });
      await refreshKeptAnswers(t.app.db, { now: true });
      expect(chartCacheCounts().refreshes).toBeGreaterThan(before);
      // Both charts of the run were computed ahead: the next loads are kept, with the new project.
      let shown = { rows: [] as { label: string; value: number }[] };
      expect(await counted(async () => (shown = await data(byState, works.headers)))).toEqual({
        hits: 1,
        misses: 0,
      });
      expect(byLabel(shown)).toEqual({ Oyo: 1, Osun: 1 });
      expect(await keptValue(count)).toBe(2);
      // Nothing moved since: nothing is computed again.
      const settled = chartCacheCounts().refreshes;
      await refreshKeptAnswers(t.app.db, { now: true });
      expect(chartCacheCounts().refreshes).toBe(settled);
    });

    it('keeps a dashboard in use among its runs when many filters were tried once', async () => {
      const total = await projectsCount('Works in use');
      for (let view = 0; view < 3; view += 1) await data(total, works.headers);
      // 110 filters tried once each: more runs than a process remembers (100).
      for (let year = 1900; year < 2010; year += 1)
        await data(total, works.headers, `?date_from=${year}-01-01`);
      const value = await valueOf(total);
      await createTestProject(t, { name: 'Road 4', status: 1, states: ['OYO'], ...own() });
      await refreshKeptAnswers(t.app.db, { now: true });
      expect(await keptValue(total)).toBe(value + 1);
    });

    it('runs by itself in the background after a write', async () => {
      const total = await projectsCount('Roads by itself');
      const first = await valueOf(total);
      // Seen again (a run asked once, like a filter tried once, is not computed ahead).
      expect(await keptValue(total)).toBe(first);
      const before = chartCacheCounts().refreshes;
      await createTestProject(t, { name: 'Road 3', status: 1, states: ['EKITI'], ...own() });
      await vi.waitFor(() => expect(chartCacheCounts().refreshes).toBeGreaterThan(before), {
        timeout: 20_000,
        interval: 100,
      });
      expect(await keptValue(total)).toBe(first + 1);
    });
  });

  it("folds a key's stamp rows into one of the same sum: a kept answer stays kept", async () => {
    const dashboardId = await dashboardOf(roads, 'Folded');
    const projects = await source(roads, dashboardId, { kind: 'projects' });
    const count = await chart(roads, dashboardId, projects, 'number', [
      { field: 'name', role: 'measure', aggregation: 'count' },
    ]);
    const key = `projects:${t.tenantId}`;
    // Writes elsewhere in the tenant made these rows (each a transaction); 70 more make a fold due.
    for (let index = 0; index < 70; index += 1)
      await t.app.db.execute(sql`INSERT INTO dashboard_data_changes (key) VALUES (${key})`);
    const stamp = async () =>
      (
        await t.app.db.execute<{ rows: number; sum: string }>(
          sql`SELECT count(*)::int AS rows, sum(weight)::text AS sum FROM dashboard_data_changes WHERE key = ${key}`,
        )
      ).rows[0]!;
    const before = await stamp();
    expect(before.rows).toBeGreaterThanOrEqual(70);
    expect((await data(count, roads.headers)).number?.value).toBe(1);
    expect(await stamp()).toEqual({ rows: 1, sum: before.sum });
    expect(await counted(() => data(count, roads.headers))).toEqual({ hits: 1, misses: 0 });
  });
});
