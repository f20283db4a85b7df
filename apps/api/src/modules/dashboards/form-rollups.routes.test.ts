import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DashboardFilters } from '@oversight/shared/dashboards/data-sources.schemas';
import type { SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, setProUser, type TestUser } from '../../test/factories.js';
import { currentSections } from '../surveys/structure.service.js';
import {
  readsRollup,
  runChart,
  type ChartMapping,
  type ChartSpec,
  type ScopedSource,
} from './chart-query.js';
import { formCatalog, rolledQuestions } from './data-source-fields.js';
import { buildFormRollup, pairKey } from './form-rollups.js';
import { publishSiteVisitForm, SITE_VISIT_INDEXED } from './site-visits.fixtures.js';

/**
 * A form's charts read from its rollup (per-day sums) give the numbers its answers give, for every chart the rollup
 * can answer, with and without date filters; after any write they read the answers until the next build.
 */
describe("dashboard charts from a form's rollup", () => {
  let t: TestApp;
  let ministry: TestUser;
  let form: SurveyDetail;
  let internalId: string;
  let source: ScopedSource;

  const call = (method: 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: ministry.headers, payload: payload as object });
  async function respond(answers: Record<string, unknown>, isDraft = false): Promise<string> {
    const response = await call('POST', `/surveys/${form.id}/respond/`, { answers, is_draft: isDraft });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }
  const mapping = (
    field: string,
    role: ChartMapping['role'],
    aggregation: ChartMapping['aggregation'] = null,
  ): ChartMapping => ({ field, role, aggregation, filter_value: null, label: '' });
  const build = (pairs: string[] = []) =>
    buildFormRollup(t.app.db, internalId, source.rollup!.questions, pairs).then((built) =>
      expect(built).toBe(true),
    );
  const dropRollup = () =>
    t.app.db.execute(sql`DELETE FROM survey_rollups WHERE survey_id = ${internalId}::uuid`);
  const chartOf = (spec: ChartSpec, filters: DashboardFilters) => runChart(t.app.db, source, spec, filters);

  beforeAll(async () => {
    process.env.DASHBOARD_CHART_CACHE = 'off';
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works' });
    await setProUser(t, ministry);
    ({ form, internalId } = await publishSiteVisitForm(t, ministry));
    const answers = [
      { region: 'north', services: ['water', 'power'], score: 4, happy: 'yes', state: 'LAGOS', comment: 'a' },
      { region: 'north', services: ['water'], score: 2, happy: 'no', state: 'KANO', comment: 'b' },
      { region: 'south', score: 3, happy: 'yes', state: 'LAGOS' },
      { region: 'south', services: ['roads'], comment: 'c' },
      { services: ['power'], score: 7, state: 'ABIA' },
      { region: 'north', score: 15, happy: 'no' },
      {},
      { region: 'south', services: ['water', 'roads', 'power'], score: 10, state: 'KANO' },
    ];
    const ids: string[] = [];
    for (const entry of answers) ids.push(await respond(entry));
    await respond({ region: 'north', services: ['water'], score: 1000 }, true);
    const deleted = await respond({ region: 'north', score: 500 });
    expect((await call('DELETE', `/surveys/form-response/?response_id=${deleted}`)).statusCode).toBe(204);
    // Spread over days of two months (and a year before), as a form answered for a while.
    const days = [
      '2025-01-05',
      '2025-01-05',
      '2025-01-20',
      '2025-02-03',
      '2025-02-03',
      '2025-02-28',
      '2024-02-10',
      '2025-02-10',
    ];
    for (const [index, id] of ids.entries())
      await t.app.db.execute(
        sql`UPDATE survey_responses SET submitted_at = ${`${days[index]}T10:00:00Z`}::timestamptz WHERE id = ${id}::uuid`,
      );
    const sections = await currentSections(t.app.db, t.tenantId, internalId, form.version);
    const catalog = formCatalog(sections, {
      surveyId: internalId,
      names: SITE_VISIT_INDEXED,
    });
    source = {
      id: null,
      catalog,
      from: sql`survey_responses sr`,
      scope: sql`sr.survey_id = ${internalId}::uuid AND NOT sr.is_draft`,
      recordId: sql`sr.id`,
      oneRowPerRecord: true,
      stamps: [`form:${internalId}`],
      rollup: { surveyId: internalId, questions: rolledQuestions(catalog) },
    };
  });
  afterAll(async () => {
    delete process.env.DASHBOARD_CHART_CACHE;
    await t.close();
  });

  /** Every chart the rollup answers (and a few it does not), as a dashboard would ask them. */
  function specs(): ChartSpec[] {
    const list: ChartSpec[] = [];
    const spec = (type: string, mappings: ChartMapping[]) =>
      list.push({ id: 'c', type: type as ChartSpec['type'], mappings });
    for (const x of ['q:region', 'q:services', 'q:state', 'q:happy', 'submitted', 'submitted_month']) {
      for (const type of ['bar', 'line', 'pie', 'table']) spec(type, [mapping(x, 'x')]);
      for (const series of ['submitted_month', 'submitted', 'q:region', 'q:services', 'q:state'])
        if (series !== x) spec('bar_stacked', [mapping(x, 'x'), mapping(series, 'series')]);
    }
    spec('map', [mapping('q:state', 'region')]);
    for (const aggregation of ['count', 'sum', 'avg', 'min', 'max', 'median'] as const) {
      for (const x of ['submitted', 'submitted_month'])
        spec('line', [mapping(x, 'x'), mapping('q:score', 'measure', aggregation)]);
      spec('number', [mapping('q:score', 'measure', aggregation)]);
    }
    spec('scatter', [
      mapping('submitted_month', 'x'),
      mapping('q:score', 'measure', 'sum'),
      mapping('q:score', 'measure', 'avg'),
    ]);
    spec('number', [mapping('q:region', 'measure', 'count')]);
    spec('bar', [mapping('q:region', 'x'), mapping('q:score', 'measure', 'sum')]);
    return list;
  }
  const FILTERS: DashboardFilters[] = [
    {},
    { date_from: '2025-01-10' },
    { date_from: '2025-01-01', date_to: '2025-02-05' },
    { date_to: '2025-01-31' },
    { state: ['LAGOS'] },
  ];

  it('gives the numbers of the answers for every chart it answers, with and without dates', async () => {
    await dropRollup();
    const fromAnswers = new Map<string, unknown>();
    for (const [index, spec] of specs().entries())
      for (const [at, filters] of FILTERS.entries())
        fromAnswers.set(`${index}/${at}`, await chartOf(spec, filters));
    // Most of them read the rollup; medians, distinct counts, two questions and a state filter read the answers.
    const rolled = specs().flatMap((spec) => FILTERS.filter((filters) => readsRollup(source, spec, filters)));
    expect(rolled.length).toBeGreaterThan(150);
    const median: ChartSpec = {
      id: 'c',
      type: 'number',
      mappings: [mapping('q:score', 'measure', 'median')],
    };
    const questionAndNumber: ChartSpec = {
      id: 'c',
      type: 'bar',
      mappings: [mapping('q:region', 'x'), mapping('q:score', 'measure', 'sum')],
    };
    const byRegion: ChartSpec = { id: 'c', type: 'bar', mappings: [mapping('q:region', 'x')] };
    expect([median, questionAndNumber].some((spec) => readsRollup(source, spec, {}))).toBe(false);
    expect(readsRollup(source, byRegion, { state: ['LAGOS'] })).toBe(false);
    expect(readsRollup(source, byRegion, { date_from: '2025-01-01' })).toBe(true);
    // Two questions counted together read their pair's rows, once the build was asked for the pair.
    const pairs = [
      ...new Set(
        specs().flatMap((spec) => {
          const [x, series] = spec.mappings.map((entry) => entry.field);
          return x?.startsWith('q:') && series?.startsWith('q:')
            ? [pairKey(x.slice(2), series.slice(2))]
            : [];
        }),
      ),
    ];
    expect(pairs.length).toBeGreaterThan(6);
    await build(pairs);
    for (const [index, spec] of specs().entries())
      for (const [at, filters] of FILTERS.entries())
        expect(
          await chartOf(spec, filters),
          JSON.stringify({ spec: spec.mappings, type: spec.type, filters }),
        ).toEqual(fromAnswers.get(`${index}/${at}`));
  }, 120_000);

  it('reads the rollup while it is fresh, and the answers after a write until the next build', async () => {
    const byRegion: ChartSpec = { id: 'c', type: 'bar', mappings: [mapping('q:region', 'x')] };
    const counts = async () =>
      Object.fromEntries((await chartOf(byRegion, {})).rows.map((row) => [row.label, row.value]));
    await build();
    const answered = { North: 3, South: 3, 'Not set': 2 };
    expect(await counts()).toEqual(answered);
    // The chart reads the rollup's rows: changed by hand (the stamp unmoved), the chart shows them.
    await t.app.db.execute(
      sql`UPDATE survey_rollup_answers SET answers = answers + 100 WHERE survey_id = ${internalId}::uuid AND value = 'north' AND day = '2025-01-05'`,
    );
    expect((await counts()).North).toBe(103);
    // A new response moves the form's stamp: the answers are read, the new one with them.
    await respond({ region: 'north' });
    expect(await counts()).toEqual({ ...answered, North: 4 });
    await build();
    expect(await counts()).toEqual({ ...answered, North: 4 });
    // A pair counted together reads the pair's rows once a build was asked for it.
    const regionByHappy: ChartSpec = {
      id: 'c',
      type: 'bar_stacked',
      mappings: [mapping('q:region', 'x'), mapping('q:happy', 'series')],
    };
    const pairCounts = async () =>
      (await chartOf(regionByHappy, {})).rows.map((row) => [row.key, row.series_key, row.value]);
    const fromAnswers = await pairCounts();
    await build([pairKey('region', 'happy')]);
    await t.app.db.execute(
      sql`UPDATE survey_rollup_pairs SET answers = answers + 100 WHERE survey_id = ${internalId}::uuid AND first_value = 'south' AND second_value = 'yes'`,
    );
    expect(await pairCounts()).toContainEqual(['south', 'yes', 101]);
    await build();
    // Built again without asking, the pair is kept; the tampered rows are gone.
    expect(await pairCounts()).toEqual(fromAnswers);
    const [rollup] = (
      await t.app.db.execute<{
        stamp: string;
        value_questions: string[];
        list_questions: string[];
        pairs: string[];
      }>(
        sql`SELECT stamp::text, value_questions, list_questions, pairs FROM survey_rollups WHERE survey_id = ${internalId}::uuid`,
      )
    ).rows;
    expect(rollup!.value_questions.sort()).toEqual(['happy', 'region', 'state']);
    expect(rollup!.list_questions).toEqual(['services']);
    // Those asked for last first, then those it held (the first test's).
    expect(rollup!.pairs[0]).toBe(pairKey('region', 'happy'));
    expect(rollup!.pairs.length).toBeGreaterThan(6);
  });

  // PGlite has one connection: a second build would wait for this transaction's, so only a server shows the skip.
  it.runIf(inject('testDatabase').kind === 'postgres')(
    'builds nothing while another build of the same form holds its lock',
    async () => {
      await t.app.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`form-rollup:${internalId}`}))`);
        expect(await buildFormRollup(t.app.db, internalId, source.rollup!.questions)).toBe(false);
      });
    },
  );
});
