import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSourceSchema, type DataSource } from '@oversight/shared/dashboards/data-sources.schemas';
import { dashboardSchema } from '@oversight/shared/dashboards/dashboards.schemas';
import {
  visualizationDataSchema,
  visualizationSchema,
  type VisualizationData,
} from '@oversight/shared/dashboards/visualizations.schemas';
import { surveyDetailSchema, type SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, setProUser, type TestUser } from '../../test/factories.js';
import { currentSections } from '../surveys/structure.service.js';
import {
  chartsTogether,
  runChart,
  type ChartMapping,
  type ChartSpec,
  type ScopedSource,
} from './chart-query.js';
import { formCatalog } from './data-source-fields.js';
import { publishSiteVisitForm, SITE_VISIT_INDEXED } from './site-visits.fixtures.js';

/**
 * A form's charts read choice, yes/no, state and number answers from the answer index and the others from the
 * answers' JSON, in one statement: the numbers are those of the answers as submitted, edited, drafted and deleted.
 */
describe("dashboard charts over a form's responses, indexed answers and others together", () => {
  let t: TestApp;
  let ministry: TestUser;
  let form: SurveyDetail;
  let internalId: string;
  let dashboardId: string;
  let formSource: DataSource;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: ministry.headers,
      payload: payload as object | undefined,
    });
  async function respond(answers: Record<string, unknown>, isDraft = false): Promise<string> {
    const response = await call('POST', `/surveys/${form.id}/respond/`, { answers, is_draft: isDraft });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }
  async function chart(type: string, mappings: Record<string, unknown>[]): Promise<string> {
    const created = await call('POST', '/dashboards/visualizations/', {
      dashboard_id: dashboardId,
      name: `${type} chart`,
      visualization_type: type,
      data_source_id: formSource.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = visualizationSchema.parse(created.json()).id;
    const bulk = await call('POST', '/dashboards/column-mappings/bulk_create_column_mappings/', {
      column_mappings: mappings.map((mapping) => ({ visualization_id: id, ...mapping })),
    });
    expect(bulk.statusCode, bulk.body).toBe(201);
    return id;
  }
  async function data(id: string, query = ''): Promise<VisualizationData> {
    const response = await call('GET', `/dashboards/visualizations/${id}/data/${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return visualizationDataSchema.parse(response.json());
  }
  const byLabel = (result: VisualizationData) =>
    Object.fromEntries(result.rows.map((row) => [row.label, row.value]));
  const triples = (result: VisualizationData) =>
    result.rows.map((row) => [row.label, row.series_label, row.value]).sort();

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works' });
    await setProUser(t, ministry);
    ({ form, internalId } = await publishSiteVisitForm(t, ministry));

    await respond({
      region: 'north',
      services: ['water', 'power'],
      score: 4,
      happy: 'yes',
      state: 'LAGOS',
      comment: 'good',
      visited: '2025-01-05',
    });
    await respond({
      region: 'north',
      services: ['water'],
      score: 2,
      happy: 'no',
      state: 'KANO',
      comment: 'bad',
      visited: '2025-02-05',
    });
    await respond({ region: 'south', score: 3, happy: 'yes', state: 'LAGOS', comment: 'good' });
    await respond({ region: 'south', services: ['roads'], comment: 'bad', visited: '2025-02-20' });
    // Neither a draft nor a deleted response counts.
    await respond(
      { region: 'north', services: ['water'], score: 1000, happy: 'yes', state: 'KANO', comment: 'good' },
      true,
    );
    const deleted = await respond({
      region: 'north',
      services: ['roads'],
      score: 500,
      happy: 'no',
      state: 'KANO',
      comment: 'good',
    });
    expect((await call('DELETE', `/surveys/form-response/?response_id=${deleted}`)).statusCode).toBe(204);

    dashboardId = dashboardSchema.parse((await call('POST', '/dashboards/', { name: 'Visits' })).json()).id;
    const source = await call('POST', '/dashboards/data-sources/', {
      dashboard_id: dashboardId,
      kind: 'form',
      survey_id: form.id,
    });
    expect(source.statusCode, source.body).toBe(201);
    formSource = dataSourceSchema.parse(source.json());
  });
  afterAll(async () => t.close());

  it('mixes an indexed and a non-indexed question in one chart', async () => {
    const mixed = await data(
      await chart('bar_stacked', [
        { field: 'q:region', role: 'x' },
        { field: 'q:comment', role: 'series' },
        { field: 'q:score', role: 'measure', aggregation: 'avg' },
      ]),
    );
    expect(triples(mixed)).toEqual(
      [
        ['North', 'bad', 2],
        ['North', 'good', 4],
        ['South', 'bad', 0],
        ['South', 'good', 3],
      ].sort(),
    );
    expect(mixed.projects_count).toBe(4);
    const byWords = await data(
      await chart('bar', [
        { field: 'q:comment', role: 'x' },
        { field: 'q:score', role: 'measure', aggregation: 'sum' },
      ]),
    );
    expect(byLabel(byWords)).toEqual({ good: 7, bad: 2 });
    const byMonth = await data(
      await chart('table', [
        { field: 'q:visited', role: 'x' },
        { field: 'q:happy', role: 'series' },
      ]),
    );
    expect(byMonth.rows.map((row) => [row.key, row.series_key, row.value])).toEqual([
      ['2025-01-05', 'yes', 1],
      ['2025-02-05', 'no', 1],
      ['2025-02-20', null, 1],
      [null, 'yes', 1],
    ]);
  });

  it('counts a multiple choice once per chosen value, a response without any as "Not set"', async () => {
    const counted = await data(await chart('bar', [{ field: 'q:services', role: 'x' }]));
    expect(byLabel(counted)).toEqual({ Water: 2, Power: 1, Roads: 1, 'Not set': 1 });
    expect(counted.projects_count).toBe(4);
    // Read as rows, the records are counted on the responses with the same conditions (each once, whatever it chose).
    const lagos = await data(counted.visualization_id, '?state=LAGOS');
    expect(lagos.projects_count).toBe(2);
    const none = await data(counted.visualization_id, '?date_from=2100-01-01');
    expect([none.projects_count, none.rows]).toEqual([0, []]);
    const summed = await data(
      await chart('bar', [
        { field: 'q:services', role: 'x' },
        { field: 'q:score', role: 'measure', aggregation: 'sum' },
      ]),
    );
    expect(byLabel(summed)).toEqual({ Water: 6, Power: 4, Roads: 0, 'Not set': 3 });
    const bySeries = await data(
      await chart('bar_stacked', [
        { field: 'q:services', role: 'x' },
        { field: 'q:region', role: 'series' },
      ]),
    );
    expect(triples(bySeries)).toEqual(
      [
        ['Water', 'North', 2],
        ['Power', 'North', 1],
        ['Roads', 'South', 1],
        ['Not set', 'South', 1],
      ].sort(),
    );
  });

  it('filters by indexed answers: the state filter, a column, a chart filter', async () => {
    const services = await chart('bar', [{ field: 'q:services', role: 'x' }]);
    expect(byLabel(await data(services, '?state=LAGOS'))).toEqual({ Water: 1, Power: 1, 'Not set': 1 });
    const byWords = await chart('bar', [
      { field: 'q:comment', role: 'x' },
      { field: 'q:score', role: 'measure', aggregation: 'sum' },
    ]);
    const column = await data(byWords, `?col=${formSource.id}.q:services:water`);
    expect(byLabel(column)).toEqual({ good: 4, bad: 2 });
    expect(column.applied_filters).toEqual(['Services: Water']);
    expect(byLabel(await data(byWords, `?col=${formSource.id}.q:score:3`))).toEqual({ good: 3 });
    expect(
      byLabel(await data(byWords, `?col=${formSource.id}.q:comment:bad&col=${formSource.id}.q:region:south`)),
    ).toEqual({ bad: 0 });
    const happy = await data(
      await chart('pie', [
        { field: 'q:region', role: 'x' },
        { field: 'q:happy', role: 'filter', filter_value: 'yes' },
      ]),
    );
    expect(byLabel(happy)).toEqual({ North: 1, South: 1 });
  });

  it('measures indexed numbers and choices in a single number', async () => {
    const median = await data(
      await chart('number', [{ field: 'q:score', role: 'measure', aggregation: 'median' }]),
    );
    expect(median.number?.value).toBe(3);
    expect(median.projects_count).toBe(4);
    const regions = await data(
      await chart('number', [{ field: 'q:region', role: 'measure', aggregation: 'count_distinct' }]),
    );
    expect(regions.number?.value).toBe(2);
  });

  /** About 90 chart setups over these questions, the form read through its answer index or from the JSON. */
  async function chartSetups() {
    const sections = await currentSections(t.app.db, t.tenantId, internalId, form.version);
    const scope = sql`sr.survey_id = ${internalId}::uuid AND NOT sr.is_draft`;
    const source = (indexed: boolean): ScopedSource => ({
      id: formSource.id,
      catalog: formCatalog(
        sections,
        indexed ? { surveyId: internalId, names: SITE_VISIT_INDEXED } : undefined,
      ),
      from: sql`survey_responses sr`,
      scope,
      recordId: sql`sr.id`,
      stamps: [`form:${internalId}`],
    });
    const fields = ['q:region', 'q:services', 'q:score', 'q:happy', 'q:state', 'q:comment'];
    const mapping = (
      field: string,
      role: ChartMapping['role'],
      aggregation: ChartMapping['aggregation'] = null,
      filterValue: string | null = null,
    ): ChartMapping => ({
      field,
      role,
      aggregation,
      filter_value: filterValue,
      label: '',
    });
    const specs: ChartSpec[] = [];
    for (const x of fields) {
      for (const series of [null, ...fields]) {
        // Every aggregation once per dimension; with a series, the sum.
        for (const aggregation of series
          ? (['sum'] as const)
          : (['count', 'sum', 'avg', 'median', 'min', 'max', 'count_distinct'] as const)) {
          const measure =
            aggregation === 'count_distinct'
              ? mapping('q:region', 'measure', aggregation)
              : mapping('q:score', 'measure', aggregation);
          specs.push({
            id: formSource.id,
            type: 'table',
            mappings: [mapping(x, 'x'), ...(series ? [mapping(series, 'series')] : []), measure],
          });
        }
      }
      specs.push({
        id: formSource.id,
        type: 'table',
        mappings: [mapping(x, 'x'), mapping('q:services', 'filter', null, 'water')],
      });
      specs.push({
        id: formSource.id,
        type: 'table',
        mappings: [mapping(x, 'x'), mapping('q:state', 'filter', null, 'lagos')],
      });
    }
    specs.push({ id: formSource.id, type: 'number', mappings: [mapping('q:score', 'measure', 'sum')] });
    const filters = [
      {},
      { state: ['LAGOS'] },
      { col: [`${formSource.id}.q:services:power`, `${formSource.id}.q:score:4`] },
    ];
    return { source, specs, filters };
  }

  it('gives the same numbers from the index as from the JSON, for every chart of these questions', async () => {
    const { source, specs, filters } = await chartSetups();
    for (const spec of specs) {
      for (const filter of filters) {
        const fromJson = await runChart(t.app.db, source(false), spec, filter);
        const fromIndex = await runChart(t.app.db, source(true), spec, filter);
        expect(fromIndex, JSON.stringify({ spec: spec.mappings, filter })).toEqual(fromJson);
      }
    }
  }, 120_000);

  it("computes a dashboard's charts together in one statement with each chart's own numbers", async () => {
    // All of them at once, and six at a time (the number chart, without the date filter, among others with it).
    const { source, specs, filters } = await chartSetups();
    process.env.DASHBOARD_CHART_CACHE = 'off';
    try {
      const dated = { date_from: '2020-01-01', date_to: '2100-01-01' };
      const numberChart = specs[specs.length - 1]!;
      for (const filter of [filters[0]!, filters[2]!, { ...dated, state: ['LAGOS'] }]) {
        for (const indexed of [false, true]) {
          const alone = new Map<ChartSpec, unknown>();
          for (const spec of specs) alone.set(spec, await runChart(t.app.db, source(indexed), spec, filter));
          const sixes = Array.from({ length: Math.ceil((specs.length - 1) / 5) }, (_, index) => [
            ...specs.slice(index * 5, Math.min(index * 5 + 5, specs.length - 1)),
            numberChart,
          ]);
          for (const group of [specs, ...sixes]) {
            const together = await chartsTogether(t.app.db, source(indexed), group, filter);
            expect(together, JSON.stringify({ filter, indexed, size: group.length })).toEqual(
              group.map((spec) => alone.get(spec)),
            );
          }
        }
      }
    } finally {
      delete process.env.DASHBOARD_CHART_CACHE;
    }
  }, 300_000);

  it('groups by a grain and by lists first, with the numbers of each response read one by one', async () => {
    const { source } = await chartSetups();
    const month = (
      await t.app.db.execute<{ month: string }>(
        sql`SELECT DISTINCT to_char(submitted_at, 'YYYY-MM') AS month FROM survey_responses WHERE survey_id = ${internalId}::uuid AND NOT is_draft`,
      )
    ).rows.map((row) => row.month);
    expect(month).toHaveLength(1);
    const mapping = (
      field: string,
      role: ChartMapping['role'],
      aggregation: ChartMapping['aggregation'] = null,
    ) => ({
      field,
      role,
      aggregation,
      filter_value: null,
      label: '',
    });
    const spec = (mappings: ChartMapping[]): ChartSpec => ({ id: formSource.id, type: 'table', mappings });
    const byMonth = (aggregation: ChartMapping['aggregation']) =>
      spec([mapping('submitted_month', 'x'), mapping('q:score', 'measure', aggregation)]);
    const perRecord = (indexed: boolean): ScopedSource => {
      const grained = source(indexed);
      return {
        ...grained,
        catalog: {
          ...grained.catalog,
          fields: grained.catalog.fields.map((field) => ({ ...field, grain: undefined })),
        },
      };
    };
    for (const indexed of [false, true]) {
      const values = async (chartSpec: ChartSpec) =>
        (await runChart(t.app.db, source(indexed), chartSpec, {})).rows.map((row) => [
          row.key,
          row.series_key,
          row.value,
        ]);
      // Made above: four submitted responses this month, scores 4, 2, 3 and none; services water+power, water, none, roads.
      expect(await values(byMonth('count'))).toEqual([[month[0], undefined, 4]]);
      expect(await values(byMonth('sum'))).toEqual([[month[0], undefined, 9]]);
      expect(await values(byMonth('avg'))).toEqual([[month[0], undefined, 3]]);
      expect(await values(byMonth('min'))).toEqual([[month[0], undefined, 2]]);
      expect(await values(byMonth('max'))).toEqual([[month[0], undefined, 4]]);
      expect(
        await values(
          spec([
            mapping('q:services', 'x'),
            mapping('submitted_month', 'series'),
            mapping('q:score', 'measure', 'sum'),
          ]),
        ),
      ).toEqual([
        ['water', month[0], 6],
        ['power', month[0], 4],
        [null, month[0], 3],
        ['roads', month[0], 0],
      ]);
      // Every combinable measure, by the grain and lists together, as the per-record statement gives it.
      for (const aggregation of ['count', 'sum', 'avg', 'min', 'max', 'median'] as const) {
        for (const mappings of [
          [mapping('submitted_month', 'x'), mapping('q:services', 'series')],
          [mapping('q:services', 'x'), mapping('submitted_month', 'series')],
          [mapping('q:region', 'x'), mapping('submitted_month', 'series')],
          [mapping('submitted_month', 'x'), mapping('q:happy', 'series')],
        ]) {
          const chartSpec = spec([...mappings, mapping('q:score', 'measure', aggregation)]);
          for (const filters of [{}, { state: ['LAGOS'] }]) {
            expect(
              await runChart(t.app.db, source(indexed), chartSpec, filters),
              JSON.stringify(chartSpec),
            ).toEqual(await runChart(t.app.db, perRecord(indexed), chartSpec, filters));
          }
        }
      }
    }
  }, 120_000);

  it('keeps the index in step with edited answers', async () => {
    const listed = await call('GET', `/surveys/${form.id}/responses/?answer=comment:bad&answer=region:north`);
    const [edited] = listed.json<{ results: { id: string; answers: Record<string, unknown> }[] }>().results;
    const changed = await call('PATCH', `/surveys/form-response/?response_id=${edited!.id}`, {
      answers: { ...edited!.answers, score: 6, services: ['roads'] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const summed = await data(
      await chart('bar', [
        { field: 'q:services', role: 'x' },
        { field: 'q:score', role: 'measure', aggregation: 'sum' },
      ]),
    );
    expect(byLabel(summed)).toEqual({ Water: 4, Power: 4, Roads: 6, 'Not set': 3 });
  });

  it('reads a question retyped between one choice and several from the JSON, as its versions answered it', async () => {
    const retyped = form.sections.map((section) => ({
      ...section,
      questions: section.questions.map((question) =>
        question.name === 'region' ? { ...question, question_type: 'select-multiple' } : question,
      ),
    }));
    const saved = await call('PATCH', `/surveys/${form.id}/`, { sections: retyped });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(surveyDetailSchema.parse(saved.json()).version).toBe(2);
    await respond({ region: ['north', 'south'], score: 1 });
    // The answers given as one choice are no list: "Not set" under the new type, as the JSON reads them.
    const regions = await data(await chart('bar', [{ field: 'q:region', role: 'x' }]));
    expect(byLabel(regions)).toEqual({ 'Not set': 4, North: 1, South: 1 });
  });
});
