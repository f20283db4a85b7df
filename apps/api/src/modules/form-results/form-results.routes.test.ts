import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import type { SectionInput } from '@oversight/shared/surveys/questions.schemas';
import {
  availableFieldsSchema,
  chartListSchema,
  chartSchema,
  crossTabSchema,
  summaryTaskSchema,
  type FormSummary,
  type QuestionSummary,
} from '@oversight/shared/surveys/results.schemas';
import { surveyDetailSchema, type SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import {
  createTestGrant,
  createTestRole,
  createTestStaff,
  type TestStaff,
} from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { questionSummary, resultsFormOf } from './form-results.aggregations.js';

const SITE_VISIT: SectionInput[] = [
  {
    name: 'Visit',
    description: '',
    questions: [
      {
        name: 'region',
        text: 'Region',
        question_type: 'radio',
        required: true,
        options: [{ label: 'North' }, { label: 'South' }, { label: 'East' }],
      } as never,
      {
        name: 'services',
        text: 'Services present',
        question_type: 'select-multiple',
        options: [{ label: 'Water' }, { label: 'Power' }, { label: 'Roads' }],
      } as never,
      { name: 'visited', text: 'Was the site open?', question_type: 'yes-no', required: true } as never,
      { name: 'workers', text: 'Workers on site', question_type: 'integer' } as never,
      { name: 'cost', text: 'Cost so far', question_type: 'float' } as never,
      { name: 'visit_day', text: 'Day of the visit', question_type: 'date' } as never,
      { name: 'notes', text: 'Notes', question_type: 'paragraph' } as never,
      { name: 'spot', text: 'Where', question_type: 'location' } as never,
    ],
  },
];

type Answers = {
  region: string;
  services?: string[];
  visited: string;
  workers?: number;
  cost?: number;
  visit_day?: string;
  notes?: string;
  spot?: { latitude: number; longitude: number };
};
const ANSWERS: Answers[] = [
  {
    region: 'north',
    services: ['water', 'power'],
    visited: 'yes',
    workers: 10,
    cost: 1.5,
    visit_day: '2026-03-02',
    notes: 'Broken culvert near the school',
    spot: { latitude: 9.05, longitude: 7.49 },
  },
  {
    region: 'north',
    services: ['water'],
    visited: 'no',
    workers: 4,
    cost: 2.5,
    visit_day: '2026-03-04',
    notes: 'Culvert blocked, school closed',
  },
  {
    region: 'south',
    services: ['power'],
    visited: 'yes',
    workers: 7,
    visit_day: '2026-03-10',
    spot: { latitude: 6.45, longitude: 3.39 },
  },
  { region: 'south', visited: 'yes', workers: 1, cost: 6, notes: 'Road fine' },
  { region: 'north', services: ['roads', 'water', 'power'], visited: 'yes', workers: 3 },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const round1 = (value: number) => Math.round(value * 10) / 10;

describe('form results: summaries, cross-tab, charts', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let citizen: TestUser;
  let formViewer: TestStaff;
  let responsesViewer: TestStaff;
  let granted: TestUser;
  let form: SurveyDetail;
  const anonymous = { 'x-tenant': 'federal' };
  const inject = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers,
      payload: payload as Record<string, unknown> | undefined,
    });

  /** Triggers the summary, runs the job, and answers the finished task's summary. */
  async function summarise(headers: Record<string, string>, refresh = false): Promise<FormSummary> {
    const started = await inject(
      'GET',
      `/surveys/${form.id}/trigger-form-summary/${refresh ? '?refresh=true' : ''}`,
      headers,
    );
    expect(started.statusCode, started.body).toBe(200);
    const task = summaryTaskSchema.parse(started.json());
    await t.runJobs();
    const status = await inject('GET', `/surveys/form-summary-status/?task_id=${task.task_id}`, headers);
    expect(status.statusCode, status.body).toBe(200);
    const done = summaryTaskSchema.parse(status.json());
    expect(done).toMatchObject({ status: 'SUCCESS', progress: 100, error: null });
    return done.summary!;
  }
  const question = <K extends QuestionSummary['kind']>(summary: FormSummary, name: string, kind: K) => {
    const found = summary.questions.find((item) => item.name === name)!;
    expect(found.kind).toBe(kind);
    return found as Extract<QuestionSummary, { kind: K }>;
  };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry Next Door' });
    citizen = await createTestUser(t, { displayName: 'Ada Citizen' });
    granted = await createTestUser(t, { displayName: 'Auditor' });
    formViewer = await createTestStaff(t, ministry, [P.VIEW_FORM]);
    responsesViewer = await createTestStaff(t, ministry, [P.VIEW_FORM, P.VIEW_FORM_RESPONSES]);
    const created = await inject('POST', '/surveys/', ministry.headers, {
      name: 'Site visits',
      sections: SITE_VISIT,
    });
    expect(created.statusCode, created.body).toBe(201);
    form = surveyDetailSchema.parse(created.json());
    expect((await inject('POST', `/surveys/${form.id}/publish/`, ministry.headers)).statusCode).toBe(200);
    for (const answers of ANSWERS) {
      const answered = await inject('POST', `/surveys/${form.id}/respond/`, ministry.headers, { answers });
      expect(answered.statusCode, answered.body).toBe(201);
    }
    // A draft is not a response: it must never be counted.
    await inject('POST', `/surveys/${form.id}/respond/`, ministry.headers, {
      answers: { region: 'east', visited: 'no', workers: 900 },
      is_draft: true,
    });
    // A stakeholder who may view the form but not its responses.
    const viewOnly = await createTestRole(t, ministry, [P.VIEW_FORM]);
    const internal = await t.app.db.execute<{ id: string }>(
      `SELECT id FROM surveys WHERE public_id = '${form.id}'` as never,
    );
    await createTestGrant(t, {
      organizationId: ministry.organization.id,
      contentType: 'form',
      contentId: internal.rows[0]!.id,
      roleId: viewOnly.id,
      grantee: { userId: granted.user.id },
    });
    // A busy machine (several test runs at once) takes a while to build the app and its users.
  }, 180_000);
  afterAll(async () => t.close());

  it('lists the fields a chart may use, with their kinds, aggregations and chart types', async () => {
    const response = await inject('GET', `/surveys/${form.id}/available-fields/`, ministry.headers);
    expect(response.statusCode, response.body).toBe(200);
    const { fields, chart_types } = availableFieldsSchema.parse(response.json());
    expect(fields.map((field) => [field.name, field.kind])).toEqual([
      ['region', 'choice'],
      ['services', 'choice'],
      ['visited', 'choice'],
      ['workers', 'number'],
      ['cost', 'number'],
      ['visit_day', 'date'],
      ['notes', 'text'],
      ['spot', 'location'],
    ]);
    expect(fields[0]).toMatchObject({
      cross_tab: true,
      chart_types: ['bar', 'pie', 'table'],
      options: [
        { value: 'north', label: 'North' },
        { value: 'south', label: 'South' },
        { value: 'east', label: 'East' },
      ],
    });
    expect(fields[3]).toMatchObject({
      cross_tab: false,
      aggregations: ['count', 'min', 'max', 'mean', 'median', 'sum'],
    });
    expect(fields[7]!.chart_types).toContain('map');
    expect(chart_types.map((type) => type.value)).toEqual(['bar', 'pie', 'line', 'map', 'table']);
  });

  it('summarises every question by a job, with numbers that match the responses', async () => {
    const summary = await summarise(responsesViewer.headers);
    expect(summary).toMatchObject({ survey_id: form.id, responses: ANSWERS.length, stale: false });
    expect(summary.weeks.reduce((sum, week) => sum + week.count, 0)).toBe(ANSWERS.length);

    const region = question(summary, 'region', 'choice');
    const regionCount = (value: string) => ANSWERS.filter((answer) => answer.region === value).length;
    expect(region.answered).toBe(ANSWERS.length);
    expect(region.options).toEqual(
      ['north', 'south', 'east'].map((value) => ({
        value,
        label: value[0]!.toUpperCase() + value.slice(1),
        count: regionCount(value),
        percent: round1((regionCount(value) / ANSWERS.length) * 100),
      })),
    );

    const services = question(summary, 'services', 'choice');
    const withServices = ANSWERS.filter((answer) => answer.services?.length);
    expect(services).toMatchObject({ multiple: true, answered: withServices.length });
    for (const value of ['water', 'power', 'roads']) {
      const count = withServices.filter((answer) => answer.services!.includes(value)).length;
      expect(services.options.find((option) => option.value === value)).toMatchObject({
        count,
        percent: round1((count / withServices.length) * 100),
      });
    }

    const visited = question(summary, 'visited', 'choice');
    expect(visited.options.map((option) => [option.label, option.count])).toEqual([
      ['Yes', ANSWERS.filter((answer) => answer.visited === 'yes').length],
      ['No', ANSWERS.filter((answer) => answer.visited === 'no').length],
    ]);

    const workers = question(summary, 'workers', 'number');
    const counts = ANSWERS.flatMap((answer) => answer.workers ?? []);
    expect(workers).toMatchObject({
      answered: counts.length,
      min: Math.min(...counts),
      max: Math.max(...counts),
      sum: counts.reduce((a, b) => a + b, 0),
      median: median(counts),
    });
    expect(workers.mean).toBeCloseTo(counts.reduce((a, b) => a + b, 0) / counts.length, 6);
    // Whole numbers 1..10: one bar per value, every answer in one.
    expect(workers.histogram).toHaveLength(10);
    expect(workers.histogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(counts.length);
    expect(workers.histogram.find((bin) => bin.from === 7)!.count).toBe(1);

    const cost = question(summary, 'cost', 'number');
    const costs = ANSWERS.flatMap((answer) => answer.cost ?? []);
    expect(cost).toMatchObject({ answered: costs.length, min: 1.5, max: 6, median: 2.5 });
    expect(cost.histogram).toHaveLength(10);
    expect(cost.histogram.at(-1)).toMatchObject({ to: 6, count: 1 });

    expect(question(summary, 'visit_day', 'date')).toMatchObject({
      answered: 3,
      first: '2026-03-02',
      last: '2026-03-10',
      weeks: [
        { week: '2026-03-02', count: 2 },
        { week: '2026-03-09', count: 1 },
      ],
    });

    const notes = question(summary, 'notes', 'text');
    expect(notes.answered).toBe(3);
    expect(notes.words.slice(0, 2)).toEqual([
      { word: 'culvert', count: 2 },
      { word: 'school', count: 2 },
    ]);
    expect(notes.words.map((word) => word.word)).not.toContain('the');

    const spot = question(summary, 'spot', 'location');
    expect(spot).toMatchObject({ answered: 2, bounds: { south: 6.45, west: 3.39, north: 9.05, east: 7.49 } });
    expect(spot.points).toEqual(
      expect.arrayContaining([
        { latitude: 9.05, longitude: 7.49 },
        { latitude: 6.45, longitude: 3.39 },
      ]),
    );
  });

  it('keeps the summary, marks it stale when a response arrives, and a refresh job counts it', async () => {
    const again = summaryTaskSchema.parse(
      (await inject('GET', `/surveys/${form.id}/trigger-form-summary/`, ministry.headers)).json(),
    );
    expect(again).toMatchObject({ status: 'SUCCESS', summary: { responses: ANSWERS.length, stale: false } });

    const answered = await inject('POST', `/surveys/${form.id}/respond/`, ministry.headers, {
      answers: { region: 'east', visited: 'no', workers: 20 },
    });
    expect(answered.statusCode).toBe(201);
    const stale = summaryTaskSchema.parse(
      (
        await inject('GET', `/surveys/form-summary-status/?task_id=${again.task_id}`, ministry.headers)
      ).json(),
    );
    expect(stale.summary).toMatchObject({ stale: true, responses: ANSWERS.length });
    // The refresh queued by the new response.
    expect(await t.runJobs(['surveys.form-summary'])).toBeGreaterThan(0);
    const refreshed = summaryTaskSchema.parse(
      (
        await inject('GET', `/surveys/form-summary-status/?task_id=${again.task_id}`, ministry.headers)
      ).json(),
    );
    expect(refreshed.summary).toMatchObject({ stale: false, responses: ANSWERS.length + 1 });
    expect(question(refreshed.summary!, 'workers', 'number').max).toBe(20);
    expect(
      question(refreshed.summary!, 'region', 'choice').options.find((option) => option.value === 'east')!
        .count,
    ).toBe(1);

    // refresh=true computes it anew even when fresh (POST, as docs/spec/endpoints.txt names it, works the same).
    const forced = await inject(
      'POST',
      `/surveys/${form.id}/trigger-form-summary/?refresh=true`,
      ministry.headers,
    );
    expect(summaryTaskSchema.parse(forced.json()).status).toBe('PENDING');
    await t.runJobs(['surveys.form-summary']);
    const status = summaryTaskSchema.parse(
      (
        await inject(
          'GET',
          `/surveys/form-summary-status/?task_id=${forced.json<{ task_id: string }>().task_id}`,
          ministry.headers,
        )
      ).json(),
    );
    expect(status).toMatchObject({ status: 'SUCCESS', summary: { responses: ANSWERS.length + 1 } });
  });

  it('one question summarised with filters, as reports call it', async () => {
    const row = (
      await t.app.db.execute<{ id: string; version: number; modified_at: string }>(
        `SELECT id, version, modified_at FROM surveys WHERE public_id = '${form.id}'` as never,
      )
    ).rows[0]!;
    const results = await resultsFormOf(t.app.db, t.tenantId, row);
    const north = await questionSummary(t.app.db, results, 'workers', {
      answers: [{ name: 'region', value: 'north' }],
    });
    const northCounts = ANSWERS.filter((answer) => answer.region === 'north').map(
      (answer) => answer.workers!,
    );
    expect(north).toMatchObject({
      kind: 'number',
      responses: northCounts.length,
      answered: northCounts.length,
      sum: northCounts.reduce((a, b) => a + b, 0),
    });
    const none = await questionSummary(t.app.db, results, 'region', { from: '2000-01-01', to: '2000-01-31' });
    expect(none).toMatchObject({ responses: 0, answered: 0 });
    await expect(questionSummary(t.app.db, results, 'nope')).rejects.toMatchObject({
      statusCode: 400,
      body: { question: [expect.stringContaining('nope')] },
    });
  });

  it('cross-tabulates two choice questions with row and column percentages, filtered', async () => {
    const response = await inject(
      'GET',
      `/surveys/${form.id}/analytics/table/?row=region&column=visited`,
      responsesViewer.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    const table = crossTabSchema.parse(response.json());
    const all = [...ANSWERS, { region: 'east', visited: 'no' }];
    expect(table.total).toBe(all.length);
    expect(table.rows.map((row) => [row.value, row.total])).toEqual([
      ['north', 3],
      ['south', 2],
      ['east', 1],
    ]);
    expect(table.columns.map((column) => [column.label, column.total])).toEqual([
      ['Yes', all.filter((answer) => answer.visited === 'yes').length],
      ['No', all.filter((answer) => answer.visited === 'no').length],
    ]);
    // north x no: 1 of north's 3 (33.3 %), 1 of the 2 "no" (50 %).
    expect(table.cells[0]![1]).toEqual({ count: 1, row_percent: 33.3, column_percent: 50 });
    expect(table.cells[1]![0]).toEqual({ count: 2, row_percent: 100, column_percent: 50 });

    // A multiple choice: totals count responses, not ticks.
    const multi = crossTabSchema.parse(
      (
        await inject(
          'GET',
          `/surveys/${form.id}/analytics/table/?row=services&column=region`,
          ministry.headers,
        )
      ).json(),
    );
    expect(multi.total).toBe(4);
    expect(multi.rows.find((row) => row.value === 'water')).toMatchObject({ total: 3 });
    expect(multi.cells[0]![0]).toMatchObject({ count: 3, row_percent: 100 });
    expect(multi.columns.find((column) => column.value === 'north')).toMatchObject({ total: 3 });

    const filtered = crossTabSchema.parse(
      (
        await inject(
          'GET',
          `/surveys/${form.id}/analytics/table/?row=region&column=visited&answer=visited:yes`,
          ministry.headers,
        )
      ).json(),
    );
    expect(filtered.total).toBe(4);
    const dated = crossTabSchema.parse(
      (
        await inject(
          'GET',
          `/surveys/${form.id}/analytics/table/?row=region&column=visited&from=2000-01-01&to=2000-12-31`,
          ministry.headers,
        )
      ).json(),
    );
    expect(dated.total).toBe(0);
  });

  it('refuses a bad cross-tab with the field named', async () => {
    const cases: [string, string][] = [
      ['row=workers&column=region', 'row'],
      ['row=region&column=region', 'column'],
      ['row=region&column=nope', 'column'],
      ['column=region', 'row'],
      ['row=region&column=visited&answer=workers:3', 'answer'],
      ['row=region&column=visited&from=2026-02-01&to=2026-01-01', 'to'],
      ['row=region&column=visited&from=yesterday', 'from'],
    ];
    for (const [query, field] of cases) {
      const response = await inject('GET', `/surveys/${form.id}/analytics/table/?${query}`, ministry.headers);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toHaveProperty(field);
    }
  });

  it('saves, lists and deletes charts of a question; the chart type must suit the question', async () => {
    const created = await inject('POST', `/surveys/${form.id}/visualizations/`, responsesViewer.headers, {
      title: 'Sites by region',
      chart_type: 'pie',
      question: 'region',
    });
    expect(created.statusCode, created.body).toBe(201);
    const chart = chartSchema.parse(created.json());
    expect(chart).toMatchObject({
      survey_id: form.id,
      title: 'Sites by region',
      chart_type: 'pie',
      question: 'region',
      position: 0,
    });
    const map = await inject('POST', `/surveys/${form.id}/visualizations/`, ministry.headers, {
      title: 'Where',
      chart_type: 'map',
      question: 'spot',
    });
    expect(chartSchema.parse(map.json()).position).toBe(1);

    const wrongType = await inject('POST', `/surveys/${form.id}/visualizations/`, ministry.headers, {
      title: 'Pie of a date',
      chart_type: 'pie',
      question: 'visit_day',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<{ chart_type: string[] }>().chart_type[0]).toContain('line over time');
    const unknown = await inject('POST', `/surveys/${form.id}/visualizations/`, ministry.headers, {
      title: 'X',
      chart_type: 'bar',
      question: 'nope',
    });
    expect(unknown.json()).toHaveProperty('question');
    const blank = await inject('POST', `/surveys/${form.id}/visualizations/`, ministry.headers, {
      title: ' ',
      chart_type: 'donut',
      question: 'region',
    });
    expect(blank.statusCode).toBe(400);
    // Vitest types its matchers as any; as unknown it sits in a typed literal.
    const messages: unknown = expect.any(Array);
    expect(blank.json()).toMatchObject({ title: messages, chart_type: messages });

    const list = chartListSchema.parse(
      (await inject('GET', `/surveys/${form.id}/visualizations/`, ministry.headers)).json(),
    );
    expect(list.results.map((item) => item.title)).toEqual(['Sites by region', 'Where']);

    // Someone who only views responses deletes their own charts, not others'.
    const others = await inject(
      'DELETE',
      `/surveys/charts/${chartSchema.parse(map.json()).id}/`,
      responsesViewer.headers,
    );
    expect(others.statusCode).toBe(403);
    expect((await inject('DELETE', `/surveys/charts/${chart.id}/`, responsesViewer.headers)).statusCode).toBe(
      204,
    );
    expect((await inject('DELETE', `/surveys/charts/${chart.id}/`, ministry.headers)).statusCode).toBe(404);
    expect(
      chartListSchema.parse(
        (await inject('GET', `/surveys/${form.id}/visualizations/`, ministry.headers)).json(),
      ).count,
    ).toBe(1);
  });

  it('shows nothing to those who may not view the responses', async () => {
    const chart = chartSchema.parse(
      (
        await inject('POST', `/surveys/${form.id}/visualizations/`, ministry.headers, {
          title: 'Open sites',
          chart_type: 'bar',
          question: 'visited',
        })
      ).json(),
    );
    const task = summaryTaskSchema.parse(
      (await inject('GET', `/surveys/${form.id}/trigger-form-summary/`, ministry.headers)).json(),
    );
    const reads: [string, string][] = [
      ['GET', `/surveys/${form.id}/available-fields/`],
      ['GET', `/surveys/${form.id}/trigger-form-summary/`],
      ['POST', `/surveys/${form.id}/trigger-form-summary/`],
      ['GET', `/surveys/form-summary-status/?task_id=${task.task_id}`],
      ['GET', `/surveys/${form.id}/analytics/table/?row=region&column=visited`],
      ['GET', `/surveys/${form.id}/visualizations/`],
      ['POST', `/surveys/${form.id}/visualizations/`],
      ['DELETE', `/surveys/charts/${chart.id}/`],
    ];
    const body = { title: 'Mine', chart_type: 'bar', question: 'region' };
    for (const [method, url] of reads) {
      const send = (headers: Record<string, string>) =>
        inject(method as 'GET', url, headers, method === 'POST' ? body : undefined);
      expect((await send(anonymous)).statusCode, `anonymous ${method} ${url}`).toBe(401);
      for (const [who, headers] of [
        ['another ministry', otherMinistry.headers],
        ['a citizen', citizen.headers],
      ] as const) {
        const response = await send(headers);
        expect(response.statusCode, `${who} ${method} ${url}`).toBe(404);
        expect(response.body).not.toContain('Site visits');
      }
      // Staff and stakeholders who see the form but not its responses.
      for (const [who, headers] of [
        ['staff without view responses', formViewer.headers],
        ['a stakeholder without view responses', granted.headers],
      ] as const) {
        const response = await send(headers);
        expect([403, 404], `${who} ${method} ${url}`).toContain(response.statusCode);
        expect(response.body).not.toContain('north');
      }
    }
    expect(
      chartListSchema
        .parse((await inject('GET', `/surveys/${form.id}/visualizations/`, ministry.headers)).json())
        .results.map((item) => item.id),
    ).toContain(chart.id);
  });

  it('answers 404 for unknown tasks and charts, 400 for malformed ids', async () => {
    expect(
      (await inject('GET', `/surveys/form-summary-status/?task_id=${crypto.randomUUID()}`, ministry.headers))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject('GET', '/surveys/form-summary-status/?task_id=nope', ministry.headers)).json(),
    ).toHaveProperty('task_id');
    expect(
      (await inject('DELETE', `/surveys/charts/${crypto.randomUUID()}/`, ministry.headers)).statusCode,
    ).toBe(404);
    expect(
      (
        await inject('GET', `/surveys/${form.id}/trigger-form-summary/?refresh=maybe`, ministry.headers)
      ).json(),
    ).toHaveProperty('refresh');
  });
});
