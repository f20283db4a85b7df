import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import {
  columnMappingListSchema,
  dataSourceSchema,
  publicLinkSchema,
  dataSourceListSchema,
  type DataSource,
} from '@oversight/shared/dashboards/data-sources.schemas';
import { dashboardSchema } from '@oversight/shared/dashboards/dashboards.schemas';
import {
  availableFieldsSchema,
  publicDashboardSchema,
  visualizationDataSchema,
  visualizationSchema,
} from '@oversight/shared/dashboards/visualizations.schemas';
import type { Section } from '@oversight/shared/surveys/questions.schemas';
import type { Answers } from '@oversight/shared/surveys/responses.schemas';
import { surveyDetailSchema } from '@oversight/shared/surveys/surveys.schemas';
import { organizations } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { dataSourceCalls } from './data-source.fixtures.js';
import {
  createTestGrant,
  createTestRole,
  createTestStaff,
  type TestStaff,
} from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { createTestProject } from '../../test/project-fixtures.js';
import { answerValueRows } from '../surveys/answer-index.js';
import { currentSections } from '../surveys/structure.service.js';

/** Every kind of data source, each aggregation and chart type, filters, public links and who sees which rows. */
describe('dashboard data sources, column mappings and public links', () => {
  let t: TestApp;
  let ministry: TestUser;
  let outsider: TestUser;
  let viewer: TestStaff;
  let dashboardId: string;
  let otherDashboardId: string;
  let dataset: DataSource;
  let formSource: DataSource;
  let planSource: DataSource;
  let projectsSource: DataSource;
  let formId: string;
  const anonymous = { 'x-tenant': 'federal' };

  const { call, upload, source } = dataSourceCalls(() => ({ t, owner: ministry, dashboardId }));
  /** A chart over `dataSource` with its mappings (bulk-created), answering its id. */
  async function chart(
    dataSource: DataSource,
    type: string,
    mappings: Record<string, unknown>[],
  ): Promise<string> {
    const created = await call('POST', '/dashboards/visualizations/', ministry.headers, {
      dashboard_id: dashboardId,
      name: `${type} chart`,
      visualization_type: type,
      data_source_id: dataSource.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = visualizationSchema.parse(created.json()).id;
    const bulk = await call(
      'POST',
      '/dashboards/column-mappings/bulk_create_column_mappings/',
      ministry.headers,
      {
        column_mappings: mappings.map((mapping) => ({ visualization_id: id, ...mapping })),
      },
    );
    expect(bulk.statusCode, bulk.body).toBe(201);
    return id;
  }
  async function data(id: string, headers: Record<string, string> = ministry.headers, query = '') {
    const response = await call('GET', `/dashboards/visualizations/${id}/data/${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return visualizationDataSchema.parse(response.json());
  }
  const pairs = (rows: { label: string; value: number }[]) =>
    rows.map((row): [string, number] => [row.label, row.value]);
  /** As the app stores a submission: its choice and number answers also go to the answer index. */
  async function indexAnswers(responseId: string, surveyId: string, sections: Section[], answers: Answers) {
    for (const row of answerValueRows(sections, answers)) {
      await t.app.db
        .execute(sql`INSERT INTO survey_answer_values (survey_id, response_id, question, value, number)
        VALUES (${surveyId}::uuid, ${responseId}::uuid, ${row.question}, ${row.value}, ${row.number})`);
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Water' });
    await t.app.db
      .update(organizations)
      .set({ isProUser: true })
      .where(eq(organizations.id, ministry.organization.id));
    outsider = await createTestUser(t, { accountType: 'MINISTRY' });
    viewer = await createTestStaff(t, ministry, []);
    dashboardId = dashboardSchema.parse(
      (await call('POST', '/dashboards/', ministry.headers, { name: 'Water' })).json(),
    ).id;
    otherDashboardId = dashboardSchema.parse(
      (await call('POST', '/dashboards/', ministry.headers, { name: 'Private' })).json(),
    ).id;

    const own = { ministryId: ministry.organization.id, organizationId: ministry.organization.id };
    await createTestProject(t, {
      name: 'Borehole A',
      status: 1,
      states: ['LAGOS'],
      sectors: ['WATER'],
      totalProjectCost: '100.00',
      startDate: '2024-02-01',
      ...own,
    });
    await createTestProject(t, {
      name: 'Borehole B',
      status: 2,
      states: ['KANO'],
      sectors: ['WATER'],
      totalProjectCost: '300.00',
      startDate: '2025-06-01',
      ...own,
    });
    await createTestProject(t, {
      name: 'Dam draft',
      status: 0,
      states: ['KANO'],
      totalProjectCost: '5000.00',
      isPublished: false,
      ...own,
    });
    await createTestProject(t, {
      name: 'Elsewhere',
      status: 1,
      states: ['KANO'],
      totalProjectCost: '7.00',
      ministryId: outsider.organization.id,
      organizationId: outsider.organization.id,
    });

    const form = await call('POST', '/surveys/', ministry.headers, {
      name: 'Water point survey',
      sections: [
        {
          name: 'Point',
          questions: [
            { name: 'state', text: 'State', question_type: 'state' },
            { name: 'working', text: 'Working?', question_type: 'yes-no' },
            { name: 'users', text: 'People served', question_type: 'integer' },
            {
              name: 'sources',
              text: 'Sources',
              question_type: 'select-multiple',
              options: [{ label: 'Well' }, { label: 'Tap' }],
            },
          ],
        },
      ],
    });
    expect(form.statusCode, form.body).toBe(201);
    const survey = surveyDetailSchema.parse(form.json());
    formId = survey.id;
    const internal = (
      await t.app.db.execute<{ id: string }>(sql`SELECT id FROM surveys WHERE public_id = ${formId}::uuid`)
    ).rows[0]!.id;
    const answers = [
      { state: 'LAGOS', working: 'yes', users: 100, sources: ['well', 'tap'], at: '2025-01-10' },
      { state: 'LAGOS', working: 'no', users: 50, sources: ['well'], at: '2025-02-10' },
      { state: 'KANO', working: 'yes', users: 30, sources: [], at: '2025-03-10' },
    ];
    const sections = await currentSections(t.app.db, t.tenantId, internal, 1);
    for (const { at, ...answer } of answers) {
      const stored = await t.app.db.execute<{
        id: string;
      }>(sql`INSERT INTO survey_responses (tenant_id, survey_id, version, answers, submitted_at)
        VALUES (${t.tenantId}::uuid, ${internal}::uuid, 1, ${JSON.stringify(answer)}::jsonb, ${at}::timestamptz) RETURNING id`);
      await indexAnswers(stored.rows[0]!.id, internal, sections, answer);
    }
    // A draft never counts.
    await t.app.db.execute(
      sql`INSERT INTO survey_responses (tenant_id, survey_id, version, answers, is_draft) VALUES (${t.tenantId}::uuid, ${internal}::uuid, 1, '{"users": 999}'::jsonb, true)`,
    );

    const plan = (await call('POST', '/plans/', ministry.headers, { name: 'Water plan' })).json<{
      id: string;
    }>();
    const outcome = (
      await call('POST', '/plans/outcomes/', ministry.headers, { plan_id: plan.id, title: 'Clean water' })
    ).json<{ id: string }>();
    const indicatorIds: string[] = [];
    for (const description of ['Boreholes drilled', 'Taps fixed']) {
      const made = await call('POST', '/plans/indicators/', ministry.headers, {
        outcome_id: outcome.id,
        description,
      });
      expect(made.statusCode, made.body).toBe(201);
      indicatorIds.push(made.json<{ id: string }>().id);
    }
    const values: [number, string, string, number][] = [
      [0, '2025-01-01', 'target', 10],
      [0, '2025-01-01', 'actual', 6],
      [0, '2026-01-01', 'target', 20],
      [1, '2025-01-01', 'target', 4],
      [1, '2025-01-01', 'actual', 5],
    ];
    for (const [index, period, kind, value] of values) {
      await t.app.db.execute(
        sql`INSERT INTO indicator_values (indicator_id, period_start, kind, value) VALUES (${indicatorIds[index]}::uuid, ${period}::date, ${kind}, ${value})`,
      );
    }

    dataset = await source({ kind: 'dataset', name: 'Water points' });
    const uploaded = await upload(
      dataset.id,
      'Site,State,Households,Opened,Cost\nA,Lagos,10,01/02/2024,"1,000"\nB,lagos state,30,2024-03-05,500\nC,Kano,20,2025-01-01,250\nD,Abuja,40,2025-02-01,\n',
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    dataset = dataSourceSchema.parse(uploaded.json());
    formSource = await source({ kind: 'form', survey_id: formId });
    planSource = await source({ kind: 'plan', plan_id: plan.id });
    projectsSource = await source({ kind: 'projects' });
  });
  afterAll(async () => t.close());

  it("infers a dataset's column types, normalises cells, and takes corrections", async () => {
    expect(dataset).toMatchObject({ kind: 'dataset', rows_count: 4, file_name: 'data.csv' });
    expect(dataset.columns).toEqual([
      { key: 'c1', label: 'Site', type: 'text' },
      { key: 'c2', label: 'State', type: 'state' },
      { key: 'c3', label: 'Households', type: 'number' },
      { key: 'c4', label: 'Opened', type: 'date' },
      { key: 'c5', label: 'Cost', type: 'number' },
    ]);
    const corrected = await call(
      'POST',
      '/dashboards/data-sources/bulk_update_data_sources/',
      ministry.headers,
      {
        data_sources: [
          {
            id: dataset.id,
            name: 'Water points 2025',
            columns: [{ key: 'c1', type: 'text', label: 'Site name' }],
          },
        ],
      },
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    const [renamed] = corrected.json<z.infer<typeof dataSourceListSchema>>().results;
    expect(renamed).toMatchObject({ name: 'Water points 2025' });
    expect(renamed?.columns).toContainEqual({ key: 'c1', label: 'Site name', type: 'text' });
    const unknown = await call(
      'POST',
      '/dashboards/data-sources/bulk_update_data_sources/',
      ministry.headers,
      { data_sources: [{ id: dataset.id, columns: [{ key: 'c9', type: 'number' }] }] },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ 'data_sources.0.columns': ['The dataset has no column c9.'] });
    const notASheet = await upload(dataset.id, '');
    expect(notASheet.statusCode).toBe(400);
    const fields = availableFieldsSchema.parse(
      (
        await call(
          'GET',
          `/dashboards/visualizations/available-fields/?data_source_id=${dataset.id}`,
          viewer.headers,
        )
      ).json(),
    );
    expect(fields.fields.find((field) => field.key === 'c2')).toMatchObject({
      type: 'state',
      roles: ['x', 'series', 'region', 'measure', 'filter'],
    });
    expect(fields.fields.find((field) => field.key === 'c3')?.aggregations).toEqual([
      'count',
      'count_distinct',
      'sum',
      'avg',
      'median',
      'min',
      'max',
    ]);
  });

  it('computes every aggregation over a dataset in SQL, numbers checked', async () => {
    const measures = ['sum', 'avg', 'median', 'min', 'max', 'count', 'count_distinct'] as const;
    const ids = await Promise.all(
      measures.map((aggregation) =>
        chart(dataset, 'table', [
          { field: 'c2', role: 'x' },
          { field: 'c3', role: 'measure', aggregation },
        ]),
      ),
    );
    const results = await Promise.all(ids.map((id) => data(id)));
    const byState = Object.fromEntries(
      measures.map((aggregation, index) => [aggregation, Object.fromEntries(pairs(results[index]!.rows))]),
    );
    expect(byState.sum).toEqual({ Lagos: 40, Kano: 20, 'Federal Capital Territory': 40 });
    expect(byState.avg).toEqual({ Lagos: 20, Kano: 20, 'Federal Capital Territory': 40 });
    expect(byState.median).toEqual({ Lagos: 20, Kano: 20, 'Federal Capital Territory': 40 });
    expect(byState.min!.Lagos).toBe(10);
    expect(byState.max!.Lagos).toBe(30);
    expect(byState.count!.Lagos).toBe(2);
    expect(byState.count_distinct!.Lagos).toBe(2);
    expect(results[0]).toMatchObject({
      projects_count: 4,
      records_label: 'rows',
      value_label: 'Sum of households',
      category_label: 'State',
    });
    // "1,000" was stored as 1000 and the empty cost is not a zero.
    const cost = await data(
      await chart(dataset, 'number', [{ field: 'c5', role: 'measure', aggregation: 'sum' }]),
    );
    expect(cost.number?.value).toBe(1750);
  });

  it('draws a map by state, stacked bars with series, a scatter and a single number with change', async () => {
    const map = await data(await chart(formSource, 'map', [{ field: 'q:state', role: 'region' }]));
    expect(map.rows.map((row) => [row.key, row.value])).toEqual([
      ['LAGOS', 2],
      ['KANO', 1],
    ]);
    expect(map.records_label).toBe('responses');
    const missingRegion = await data(
      await chart(formSource, 'map', [{ field: 'q:users', role: 'measure', aggregation: 'sum' }]),
    );
    expect(missingRegion.problem).toContain('Region');

    const stacked = await data(
      await chart(formSource, 'bar_stacked', [
        { field: 'q:state', role: 'x' },
        { field: 'q:working', role: 'series' },
        { field: 'q:users', role: 'measure', aggregation: 'sum' },
      ]),
    );
    expect(stacked.rows.map((row) => [row.key, row.series_key, row.value]).sort()).toEqual([
      ['KANO', 'yes', 30],
      ['LAGOS', 'no', 50],
      ['LAGOS', 'yes', 100],
    ]);
    expect(stacked.series_label).toBe('Working?');

    // A multiple choice spreads a response over its choices; one without any is "Not set".
    const sources = await data(await chart(formSource, 'bar', [{ field: 'q:sources', role: 'x' }]));
    expect(Object.fromEntries(pairs(sources.rows))).toEqual({ Well: 2, Tap: 1, 'Not set': 1 });
    expect(sources.projects_count).toBe(3);

    const scatter = await data(
      await chart(dataset, 'scatter', [
        { field: 'c1', role: 'x' },
        { field: 'c3', role: 'measure', aggregation: 'sum' },
        { field: 'c5', role: 'measure', aggregation: 'sum' },
      ]),
    );
    expect(scatter.rows.find((row) => row.key === 'B')).toMatchObject({ value: 30, value2: 500 });

    const number = await chart(formSource, 'number', [
      { field: 'q:users', role: 'measure', aggregation: 'sum' },
    ]);
    expect((await data(number)).number).toMatchObject({ value: 180 });
    const ranged = await data(number, ministry.headers, '?date_from=2025-02-01&date_to=2025-03-31');
    // 1 Feb - 31 Mar (59 days) against the 59 days before: 80 now, 100 then.
    expect(ranged.number).toMatchObject({ value: 80, previous: 100, change_percent: -20 });
  });

  it("charts a plan's targets and actuals per indicator and year", async () => {
    const id = await chart(planSource, 'bar', [
      { field: 'indicator', role: 'x' },
      { field: 'target', role: 'measure', aggregation: 'sum' },
      { field: 'actual', role: 'measure', aggregation: 'sum' },
    ]);
    const result = await data(id);
    expect(result.rows.map((row) => [row.label, row.value, row.value2])).toEqual([
      ['Boreholes drilled', 30, 6],
      ['Taps fixed', 4, 5],
    ]);
    const filtered = await data(id, ministry.headers, '?date_from=2025-01-01&date_to=2025-12-31');
    expect(filtered.rows.map((row) => [row.label, row.value])).toEqual([
      ['Boreholes drilled', 10],
      ['Taps fixed', 4],
    ]);
  });

  it('applies dashboard filters (state, status, dates, any column) to every chart that has the field', async () => {
    const byStatus = await chart(projectsSource, 'pie', [
      { field: 'status', role: 'x' },
      { field: 'total_project_cost', role: 'measure', aggregation: 'sum' },
    ]);
    expect(Object.fromEntries(pairs((await data(byStatus)).rows))).toEqual({
      'Not Started': 5000,
      Ongoing: 100,
      Completed: 300,
    });
    expect(Object.fromEntries(pairs((await data(byStatus, ministry.headers, '?state=KANO')).rows))).toEqual({
      'Not Started': 5000,
      Completed: 300,
    });
    expect(
      Object.fromEntries(
        pairs((await data(byStatus, ministry.headers, '?status=1,2&date_from=2025-01-01')).rows),
      ),
    ).toEqual({ Completed: 300 });
    // The code name, the number, the label and the spaced form all name a status.
    for (const query of ['?status=ON_GOING', '?status=Ongoing', '?status=1', '?status=ON%20GOING']) {
      const ongoing = await data(byStatus, ministry.headers, query);
      expect(pairs(ongoing.rows), query).toEqual([['Ongoing', 100]]);
      expect(ongoing.applied_filters, query).toEqual(['Status: Ongoing']);
    }
    expect(
      Object.fromEntries(
        pairs((await data(byStatus, ministry.headers, '?status=Completed,NOT_STARTED')).rows),
      ),
    ).toEqual({ 'Not Started': 5000, Completed: 300 });
    const unknown = await call(
      'GET',
      `/dashboards/visualizations/${byStatus}/data/?status=Sleeping`,
      ministry.headers,
    );
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toMatch(/"status":.*Sleeping.*is not a status/);
    const column = await data(byStatus, ministry.headers, `?col=${projectsSource.id}.name:Borehole%20A`);
    expect(pairs(column.rows)).toEqual([['Ongoing', 100]]);
    expect(column.applied_filters).toEqual(['Project name: Borehole A']);
    // The form's chart reads the state filter through its state question.
    const formByState = await chart(formSource, 'table', [{ field: 'q:working', role: 'x' }]);
    expect(pairs((await data(formByState, ministry.headers, '?state=KANO')).rows)).toEqual([['Yes', 1]]);
    const bad = await call(
      'GET',
      `/dashboards/visualizations/${byStatus}/data/?date_from=2025-02-01&date_to=2025-01-01`,
      ministry.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ date_to: ['The end date comes before the start date.'] });
  });

  it('refuses a measure a chart cannot draw: a third on a bar, a second on a number (400 naming the field)', async () => {
    const bar = await chart(dataset, 'bar', [
      { field: 'c1', role: 'x' },
      { field: 'c3', role: 'measure', aggregation: 'sum' },
      { field: 'c3', role: 'measure', aggregation: 'count' },
    ]);
    const third = await call('POST', '/dashboards/column-mappings/', ministry.headers, {
      visualization_id: bar,
      field: 'c3',
      role: 'measure',
      aggregation: 'avg',
    });
    expect(third.statusCode).toBe(400);
    expect(third.json<Record<string, string[]>>().role?.[0]).toContain('at most two measures');
    const bulk = await call(
      'POST',
      '/dashboards/column-mappings/bulk_create_column_mappings/',
      ministry.headers,
      {
        column_mappings: [{ visualization_id: bar, field: 'c3', role: 'measure', aggregation: 'avg' }],
      },
    );
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json<Record<string, string[]>>().column_mappings?.[0]).toContain('at most two measures');
    // Both measures are drawn.
    const drawn = await data(bar);
    expect(drawn.rows.find((row) => row.label === 'A')).toMatchObject({ value: 10, value2: 1 });
    const created = await call('POST', '/dashboards/visualizations/', ministry.headers, {
      dashboard_id: dashboardId,
      name: 'number chart',
      visualization_type: 'number',
      data_source_id: dataset.id,
    });
    const number = visualizationSchema.parse(created.json()).id;
    const two = await call(
      'POST',
      '/dashboards/column-mappings/bulk_create_column_mappings/',
      ministry.headers,
      {
        column_mappings: [
          { visualization_id: number, field: 'c3', role: 'measure', aggregation: 'sum' },
          { visualization_id: number, field: 'c3', role: 'measure', aggregation: 'avg' },
        ],
      },
    );
    expect(two.statusCode).toBe(400);
    expect(two.json<Record<string, string[]>>().column_mappings?.[0]).toContain('one measure');
    for (const id of [bar, number])
      await call('DELETE', `/dashboards/visualizations/${id}/`, ministry.headers);
  });

  it('lists, changes and removes column mappings; refuses fields the source does not have', async () => {
    const id = await chart(dataset, 'bar', [{ field: 'c2', role: 'x' }]);
    const listed = columnMappingListSchema.parse(
      (
        await call(
          'GET',
          `/dashboards/visualizations/${id}/visualization_data_column_mappings/`,
          viewer.headers,
        )
      ).json(),
    );
    expect(listed.results).toMatchObject([
      { field: 'c2', field_label: 'State', role: 'x', aggregation: null, position: 0 },
    ]);
    const measure = await call('POST', '/dashboards/column-mappings/', ministry.headers, {
      visualization_id: id,
      field: 'c3',
      role: 'measure',
      aggregation: 'max',
    });
    expect(measure.statusCode, measure.body).toBe(201);
    expect(Object.fromEntries(pairs((await data(id)).rows))).toMatchObject({ Lagos: 30 });
    const changed = await call(
      'PATCH',
      `/dashboards/column-mappings/${measure.json<{ id: string }>().id}/`,
      ministry.headers,
      { aggregation: 'min' },
    );
    expect(changed.json()).toMatchObject({ aggregation: 'min' });
    expect(Object.fromEntries(pairs((await data(id)).rows))).toMatchObject({ Lagos: 10 });
    const textSum = await call('POST', '/dashboards/column-mappings/', ministry.headers, {
      visualization_id: id,
      field: 'c1',
      role: 'measure',
      aggregation: 'sum',
    });
    expect(textSum.statusCode).toBe(400);
    expect(textSum.json()).toHaveProperty('aggregation');
    const unknown = await call('POST', '/dashboards/column-mappings/', ministry.headers, {
      visualization_id: id,
      field: 'q:nothing',
      role: 'x',
    });
    expect(unknown.json()).toHaveProperty('field');
    const noAggregation = await call('POST', '/dashboards/column-mappings/', ministry.headers, {
      visualization_id: id,
      field: 'c3',
      role: 'measure',
    });
    expect(noAggregation.json()).toEqual({ aggregation: ['Choose how to aggregate the measure.'] });
    expect(
      (
        await call(
          'PATCH',
          `/dashboards/column-mappings/${measure.json<{ id: string }>().id}/`,
          viewer.headers,
          {
            aggregation: 'sum',
          },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          'DELETE',
          `/dashboards/column-mappings/${measure.json<{ id: string }>().id}/`,
          outsider.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'DELETE',
          `/dashboards/column-mappings/${measure.json<{ id: string }>().id}/`,
          ministry.headers,
        )
      ).statusCode,
    ).toBe(204);
    const replaced = await call(
      'POST',
      '/dashboards/column-mappings/bulk_create_column_mappings/',
      ministry.headers,
      { replace: true, column_mappings: [{ visualization_id: id, field: 'c4', role: 'x' }] },
    );
    expect(replaced.json<z.infer<typeof columnMappingListSchema>>().results).toHaveLength(1);
    expect(
      columnMappingListSchema
        .parse(
          (
            await call(
              'GET',
              `/dashboards/visualizations/${id}/visualization_data_column_mappings/`,
              ministry.headers,
            )
          ).json(),
        )
        .results.map((row) => row.field),
    ).toEqual(['c4']);
  });

  it('shows each viewer only the rows they may see, through every data source', async () => {
    const projects = await chart(projectsSource, 'bar', [{ field: 'state', role: 'x' }]);
    expect(Object.fromEntries(pairs((await data(projects)).rows))).toEqual({ Kano: 2, Lagos: 1 });
    // A staff member without "view form responses" sees the projects and the dataset, not the form's responses.
    const forms = await chart(formSource, 'bar', [{ field: 'q:state', role: 'x' }]);
    const hidden = await data(forms, viewer.headers);
    expect(hidden.rows).toEqual([]);
    expect(hidden.problem).toContain('Water point survey');
    // A stakeholder of the dashboard from another organisation: published projects only, one indicator of the plan.
    const role = await createTestRole(t, ministry, [P.VIEW_DASHBOARD], 'Dashboard reader');
    await createTestGrant(t, {
      organizationId: ministry.organization.id,
      contentType: 'dashboard',
      contentId: dashboardId,
      roleId: role.id,
      grantee: { userId: outsider.user.id },
    });
    expect(Object.fromEntries(pairs((await data(projects, outsider.headers)).rows))).toEqual({
      Kano: 1,
      Lagos: 1,
    });
    const plan = await chart(planSource, 'table', [{ field: 'indicator', role: 'x' }]);
    expect((await data(plan, outsider.headers)).rows).toEqual([]);
    const taps = (
      await t.app.db.execute<{ id: string }>(sql`SELECT id FROM indicators WHERE description = 'Taps fixed'`)
    ).rows[0]!.id;
    const indicatorRole = await createTestRole(t, ministry, [P.VIEW_PLAN], 'Indicator reader');
    await createTestGrant(t, {
      organizationId: ministry.organization.id,
      contentType: 'indicator',
      contentId: taps,
      roleId: indicatorRole.id,
      grantee: { userId: outsider.user.id },
    });
    expect(pairs((await data(plan, outsider.headers)).rows)).toEqual([['Taps fixed', 2]]);
    // Another organisation learns nothing of the sources.
    expect(
      (await call('DELETE', `/dashboards/data-sources/${dataset.id}/`, outsider.headers)).statusCode,
    ).toBe(403);
    const stranger = await createTestUser(t, { accountType: 'MINISTRY' });
    expect(
      (await call('GET', `/dashboards/data-sources/?dashboard_id=${dashboardId}`, stranger.headers))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', '/dashboards/data-sources/', stranger.headers, {
          dashboard_id: dashboardId,
          kind: 'projects',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/dashboards/visualizations/available-fields/?data_source_id=${dataset.id}`,
          stranger.headers,
        )
      ).statusCode,
    ).toBe(404);
    const foreignForm = await call('POST', '/dashboards/data-sources/', stranger.headers, {
      dashboard_id: dashboardId,
      kind: 'form',
      survey_id: formId,
    });
    expect(foreignForm.statusCode).toBe(404);
    const strangerDashboard = dashboardSchema.parse(
      (await call('POST', '/dashboards/', stranger.headers, { name: 'Mine' })).json(),
    ).id;
    const theirs = await call('POST', '/dashboards/data-sources/', stranger.headers, {
      dashboard_id: strangerDashboard,
      kind: 'form',
      survey_id: formId,
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toEqual({ survey_id: ['Choose a form whose responses you may see.'] });
    const chartOnOther = await call('POST', '/dashboards/visualizations/', stranger.headers, {
      dashboard_id: strangerDashboard,
      name: 'x',
      visualization_type: 'bar',
      data_source_id: dataset.id,
    });
    expect(chartOnOther.json()).toEqual({ data_source_id: ['Choose a data source of this dashboard.'] });
  });

  it('shares a dashboard by public link: signed out, filters working, that dashboard only, gone once revoked', async () => {
    const byState = await chart(projectsSource, 'bar', [{ field: 'state', role: 'x' }]);
    const privateChart = visualizationSchema.parse(
      (
        await call('POST', '/dashboards/visualizations/', ministry.headers, {
          dashboard_id: otherDashboardId,
          name: 'Hidden',
          visualization_type: 'bar',
          group_by: 'status',
        })
      ).json(),
    ).id;
    expect((await call('POST', `/dashboards/${dashboardId}/public-link/`, viewer.headers)).statusCode).toBe(
      403,
    );
    const made = await call('POST', `/dashboards/${dashboardId}/public-link/`, ministry.headers);
    expect(made.statusCode, made.body).toBe(201);
    const link = publicLinkSchema.parse(made.json());
    expect((await call('GET', `/dashboards/${dashboardId}/public-link/`, ministry.headers)).json()).toEqual({
      link,
    });

    const opened = await call('GET', `/dashboards/public/${link.token}/`, anonymous);
    expect(opened.statusCode, opened.body).toBe(200);
    const shown = publicDashboardSchema.parse(opened.json());
    expect(shown.dashboard).toMatchObject({
      id: dashboardId,
      name: 'Water',
      organization_name: 'Ministry of Water',
    });
    expect(shown.visualizations.map((chart) => chart.id)).toContain(byState);
    expect(shown.visualizations.map((chart) => chart.id)).not.toContain(privateChart);
    const publicData = async (id: string, query = '') =>
      call('GET', `/dashboards/public/${link.token}/visualizations/${id}/data/${query}`, anonymous);
    // Drafts never show through the link.
    expect(
      Object.fromEntries(pairs(visualizationDataSchema.parse((await publicData(byState)).json()).rows)),
    ).toEqual({ Kano: 1, Lagos: 1 });
    expect(
      pairs(visualizationDataSchema.parse((await publicData(byState, '?state=LAGOS')).json()).rows),
    ).toEqual([['Lagos', 1]]);
    expect((await publicData(privateChart)).statusCode).toBe(404);
    expect((await call('GET', '/dashboards/public/not-a-real-token-at-all-000/', anonymous)).statusCode).toBe(
      404,
    );

    expect(
      (await call('DELETE', `/dashboards/${dashboardId}/public-link/`, ministry.headers)).statusCode,
    ).toBe(204);
    expect((await call('GET', `/dashboards/public/${link.token}/`, anonymous)).statusCode).toBe(404);
    expect((await publicData(byState)).statusCode).toBe(404);
    expect((await call('GET', `/dashboards/${dashboardId}/public-link/`, ministry.headers)).json()).toEqual({
      link: null,
    });
  });

  it('deletes a data source with the charts drawn from it', async () => {
    const doomed = await source({ kind: 'dataset', name: 'Doomed' });
    const removed = await call('DELETE', `/dashboards/data-sources/${doomed.id}/`, ministry.headers);
    expect(removed.statusCode).toBe(204);
    const listed = (
      await call('GET', `/dashboards/data-sources/?dashboard_id=${dashboardId}`, viewer.headers)
    ).json<{ results: DataSource[] }>();
    expect(listed.results.map((entry) => entry.id)).not.toContain(doomed.id);
    expect(listed.results.map((entry) => entry.kind)).toEqual(['dataset', 'form', 'plan', 'projects']);
  });
});
