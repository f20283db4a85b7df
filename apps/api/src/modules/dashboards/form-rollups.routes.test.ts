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
import { buildFormRollup, logResponseChange, pairKey, rollupFresh } from './form-rollups.js';
import { publishSiteVisitForm, SITE_VISIT_INDEXED } from './site-visits.fixtures.js';

/**
 * A form's charts read from its rollup (per-day sums) give the numbers its answers give, for every chart the rollup
 * can answer, with and without date filters, and with responses submitted since the build (read beside it); after an
 * edit or a delete they read the answers until the next build.
 */
describe("dashboard charts from a form's rollup", () => {
  let t: TestApp;
  let ministry: TestUser;
  let form: SurveyDetail;
  let internalId: string;
  let source: ScopedSource;

  const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
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
  /** Builds the rollup and answers how: every row again, or only the new responses' rows added. */
  const build = (pairs: string[] = [], options: { extremes?: boolean } = {}) =>
    buildFormRollup(t.app.db, internalId, source.rollup!.questions, pairs, options).then((how) => {
      expect(how).not.toBe(false);
      return how;
    });
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
    // A number by a question (its pair's counted values), every aggregation, by a choice, a list and a place.
    for (const aggregation of ['count', 'sum', 'avg', 'min', 'max', 'median', 'count_distinct'] as const)
      for (const x of ['q:region', 'q:services', 'q:state'])
        spec(x === 'q:services' ? 'line' : 'table', [
          mapping(x, 'x'),
          mapping('q:score', 'measure', aggregation),
        ]);
    spec('table', [
      mapping('q:services', 'x'),
      mapping('q:score', 'measure', 'median'),
      mapping('q:score', 'measure', 'avg'),
    ]);
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
    // Most of them read the rollup; a median or distinct count without a question, and a state filter read the answers.
    const rolled = specs().flatMap((spec) => FILTERS.filter((filters) => readsRollup(source, spec, filters)));
    expect(rolled.length).toBeGreaterThan(230);
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
    expect(readsRollup(source, median, {})).toBe(false);
    expect(readsRollup(source, questionAndNumber, {})).toBe(true);
    expect(
      readsRollup(
        source,
        {
          ...questionAndNumber,
          mappings: [...questionAndNumber.mappings.slice(0, 1), mapping('q:score', 'measure', 'median')],
        },
        {},
      ),
    ).toBe(true);
    expect(readsRollup(source, byRegion, { state: ['LAGOS'] })).toBe(false);
    expect(readsRollup(source, byRegion, { date_from: '2025-01-01' })).toBe(true);
    // Two questions counted together, or a number by a question, read their pair's rows, once a build was asked for it.
    const pairs = [
      ...new Set(
        specs().flatMap((spec) => {
          const [x, second] = spec.mappings.map((entry) => entry.field);
          return spec.type !== 'number' && x?.startsWith('q:') && second?.startsWith('q:')
            ? [pairKey(x.slice(2), second.slice(2), second === 'q:score')]
            : [];
        }),
      ),
    ];
    expect(pairs.length).toBe(12);
    await build(pairs);
    for (const [index, spec] of specs().entries())
      for (const [at, filters] of FILTERS.entries())
        expect(
          await chartOf(spec, filters),
          JSON.stringify({ spec: spec.mappings, type: spec.type, filters }),
        ).toEqual(fromAnswers.get(`${index}/${at}`));
    // A number by a question reads its pair's counted values: a value changed there (north's 15) shows in the chart.
    const greatest: ChartSpec = {
      id: 'c',
      type: 'table',
      mappings: [mapping('q:region', 'x'), mapping('q:score', 'measure', 'max')],
    };
    const tamper = (from: string, to: string) =>
      t.app.db.execute(sql`UPDATE survey_rollup_pairs SET second_value = ${to}
        WHERE survey_id = ${internalId}::uuid AND first = 'region' AND second = 'score' AND second_value = ${from}`);
    const northOf = async () => (await chartOf(greatest, {})).rows.find((row) => row.key === 'north')?.value;
    expect(await northOf()).toBe(15);
    await tamper('15', '1000');
    expect(await northOf()).toBe(1000);
    await tamper('1000', '15');
  }, 120_000);

  /** The chart's numbers from the answers alone (as with the rollup turned off). */
  async function fromAnswersOnly(spec: ChartSpec, filters: DashboardFilters) {
    process.env.DASHBOARD_FORM_ROLLUPS = 'off';
    try {
      return await chartOf(spec, filters);
    } finally {
      delete process.env.DASHBOARD_FORM_ROLLUPS;
    }
  }

  type Counts = Record<string, number>;
  /** The counts with `by` more for `label`. */
  const more = (counts: Counts, label: string, by: number): Counts => ({
    ...counts,
    [label]: (counts[label] ?? 0) + by,
  });

  /** A submitted response of the given answer (its id and answers). */
  async function responseWith(question: string, value: string) {
    const [row] = (
      await t.app.db.execute<{ id: string; answers: Record<string, unknown> }>(
        sql`SELECT id, answers FROM survey_responses
             WHERE survey_id = ${internalId}::uuid AND NOT is_draft AND answers ->> ${question} = ${value} LIMIT 1`,
      )
    ).rows;
    return row!;
  }

  it('adds the responses submitted, edited and deleted since the build, then adds them to it by the next build', async () => {
    const pairs = [
      pairKey('region', 'happy'),
      pairKey('services', 'region'),
      pairKey('region', 'score', true),
      pairKey('services', 'score', true),
    ];
    await build(pairs);
    for (const entry of [
      { region: 'south', services: ['water', 'roads'], score: 6, happy: 'yes', state: 'LAGOS' },
      { region: 'north', score: 1 },
      { services: ['power'], happy: 'no' },
      {},
    ])
      await respond(entry);
    // A draft is not read until it is submitted.
    await respond({ region: 'north', score: 900 }, true);
    const draft = await respond({ region: 'north', services: ['roads'], score: 2 }, true);
    expect(
      (
        await call('POST', `/surveys/${form.id}/respond/`, {
          answers: { region: 'north', score: 3 },
          response_id: draft,
        })
      ).statusCode,
    ).toBe(201);
    // The greatest score (15, the only answer of its day) lowered, and a response of a day shared with another deleted.
    const greatest = await responseWith('score', '15');
    expect(
      (
        await call('PATCH', `/surveys/form-response/?response_id=${greatest.id}`, {
          answers: { region: 'south', score: 5, happy: 'yes', services: ['water'] },
        })
      ).statusCode,
    ).toBe(200);
    const deleted = await responseWith('comment', 'c');
    expect((await call('DELETE', `/surveys/form-response/?response_id=${deleted.id}`)).statusCode).toBe(204);
    const today = new Date().toISOString().slice(0, 10);
    const filters: DashboardFilters[] = [{}, { date_from: '2025-01-10' }, { date_from: today }];
    const compare = async () => {
      for (const spec of specs())
        for (const given of filters)
          expect(
            await chartOf(spec, given),
            JSON.stringify({ spec: spec.mappings, type: spec.type, given }),
          ).toEqual(await fromAnswersOnly(spec, given));
    };
    await compare();
    // Read from the rollup and the changes (all logged); least and greatest from the answers until the next build.
    const fresh = async (extremes: boolean) =>
      (
        await t.app.db.execute<{ fresh: boolean }>(
          sql`SELECT ${rollupFresh(internalId, { extremes })} AS fresh`,
        )
      ).rows[0]!.fresh;
    expect([await fresh(false), await fresh(true)]).toEqual([true, false]);
    const daysHeld = async () =>
      (
        await t.app.db.execute<{ held: number; submitted: number }>(sql`
          SELECT (SELECT sum(responses)::int FROM survey_rollup_days WHERE survey_id = ${internalId}::uuid) AS held,
                 (SELECT count(*)::int FROM survey_responses WHERE survey_id = ${internalId}::uuid AND NOT is_draft) AS submitted`)
      ).rows[0]!;
    const before = await daysHeld();
    expect(before.held).toBe(before.submitted - 4);
    // The next build only adds what changed; the numbers stay the answers'.
    expect(await build(pairs)).toBe('added');
    const after = await daysHeld();
    expect(after.held).toBe(after.submitted);
    // The greatest score of its day was taken away: least and greatest are read from the answers until a whole build,
    // which a chart of them asks for.
    expect([await fresh(false), await fresh(true)]).toEqual([true, false]);
    await compare();
    expect(await build(pairs, { extremes: true })).toBe('built');
    expect([await fresh(false), await fresh(true)]).toEqual([true, true]);
    await compare();
    // An edit that takes away no least or greatest (3, today's are 1 and 6) keeps them known.
    expect(
      (
        await call('PATCH', `/surveys/form-response/?response_id=${draft}`, {
          answers: { region: 'south', score: 3 },
        })
      ).statusCode,
    ).toBe(200);
    expect([await fresh(false), await fresh(true)]).toEqual([true, false]);
    await compare();
    expect(await build(pairs, { extremes: true })).toBe('added');
    expect([await fresh(false), await fresh(true)]).toEqual([true, true]);
    await compare();
    // Nothing new since: nothing to add, and the changes' log is emptied.
    expect(await build(pairs)).toBe('added');
    expect(await daysHeld()).toEqual(after);
    await compare();
    const [log] = (
      await t.app.db.execute<{ rows: number }>(
        sql`SELECT count(*)::int AS rows FROM survey_rollup_edits WHERE survey_id = ${internalId}::uuid`,
      )
    ).rows;
    expect(log!.rows).toBe(0);
  }, 120_000);

  it('reads the rollup with the changes since until a change it cannot take (not logged), then the answers until the next build', async () => {
    const byRegion: ChartSpec = { id: 'c', type: 'bar', mappings: [mapping('q:region', 'x')] };
    const counts = async () =>
      Object.fromEntries((await chartOf(byRegion, {})).rows.map((row) => [row.label, row.value]));
    const answered: Counts = Object.fromEntries(
      (await fromAnswersOnly(byRegion, {})).rows.map((row) => [row.label, row.value]),
    );
    await build();
    expect(await counts()).toEqual(answered);
    // The chart reads the rollup's rows: changed by hand (nothing edited), the chart shows them.
    const tamper = () =>
      t.app.db.execute(
        sql`UPDATE survey_rollup_answers SET answers = answers + 100 WHERE survey_id = ${internalId}::uuid AND value = 'north' AND day = '2025-01-05'`,
      );
    await tamper();
    const tampered = more(answered, 'North', 100);
    expect(await counts()).toEqual(tampered);
    // A new response is read beside the rollup's rows; drafts saved are not read and change nothing.
    const newOne = await respond({ region: 'north' });
    const draft = await respond({ region: 'south' }, true);
    await respond({ region: 'south', score: 3 }, true);
    expect(await counts()).toEqual(more(tampered, 'North', 1));
    expect(await build()).toBe('added');
    expect(await counts()).toEqual(more(tampered, 'North', 1));
    // An edit, a delete and a draft's submission through the API are logged: still read beside the rollup's rows.
    expect(
      (await call('PATCH', `/surveys/form-response/?response_id=${newOne}`, { answers: { region: 'south' } }))
        .statusCode,
    ).toBe(200);
    expect(await counts()).toEqual(more(tampered, 'South', 1));
    expect(await build()).toBe('added');
    expect(await counts()).toEqual(more(tampered, 'South', 1));
    expect((await call('DELETE', `/surveys/form-response/?response_id=${newOne}`)).statusCode).toBe(204);
    expect(await counts()).toEqual(tampered);
    await call('POST', `/surveys/${form.id}/respond/`, { answers: { region: 'south' }, response_id: draft });
    const submitted = more(tampered, 'South', 1);
    expect(await counts()).toEqual(submitted);
    expect(await build()).toBe('added');
    expect(await counts()).toEqual(submitted);
    // A change not logged (here by hand): the answers are read, until a build makes every row again.
    await t.app.db.execute(
      sql`UPDATE survey_responses SET submitted_at = submitted_at WHERE id = ${(await responseWith('region', 'north')).id}::uuid`,
    );
    const all = more(answered, 'South', 1);
    expect(await counts()).toEqual(all);
    expect(await build()).toBe('built');
    expect(await counts()).toEqual(all);
    // A pair counted together reads the pair's rows once a build was asked for it (a new pair: every row again).
    const stateByHappy: ChartSpec = {
      id: 'c',
      type: 'bar_stacked',
      mappings: [mapping('q:state', 'x'), mapping('q:happy', 'series')],
    };
    const pairCounts = async () =>
      (await chartOf(stateByHappy, {})).rows.map((row) => [row.key, row.series_key, row.value]);
    const fromAnswers = await pairCounts();
    expect(await build([pairKey('state', 'happy')])).toBe('built');
    await t.app.db.execute(
      sql`UPDATE survey_rollup_pairs SET answers = answers + 100 WHERE survey_id = ${internalId}::uuid AND first_value = 'LAGOS' AND second_value = 'yes'`,
    );
    const lagosYes = (rows: unknown[][]) => rows.find((row) => row[0] === 'LAGOS' && row[1] === 'yes')?.[2];
    expect(lagosYes(await pairCounts())).toBeGreaterThan(Number(lagosYes(fromAnswers)) + 99);
    // A change not logged makes the next build make every row.
    await t.app.db.execute(
      sql`UPDATE survey_responses SET submitted_at = submitted_at WHERE id = ${(await responseWith('region', 'south')).id}::uuid`,
    );
    expect(await build()).toBe('built');
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
    expect(rollup!.pairs[0]).toBe(pairKey('state', 'happy'));
    expect(rollup!.pairs.length).toBeGreaterThan(6);
  });

  // PGlite has one connection: a transaction held open stops every other statement, so only a server shows these.
  it.runIf(inject('testDatabase').kind === 'postgres')(
    'reads a response stored, and one edited, by a transaction still running when the build read the answers',
    async () => {
      const byRegion: ChartSpec = { id: 'c', type: 'bar', mappings: [mapping('q:region', 'x')] };
      await build();
      let inserted!: () => void;
      const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const edited = await responseWith('region', 'south');
      const writer = t.app.db.transaction(async (tx) => {
        // An edit as the API makes one: logged first, then the response and its indexed answer changed.
        await logResponseChange(tx, t.tenantId, edited.id);
        await tx.execute(
          sql`UPDATE survey_responses SET answers = answers || '{"region":"north"}'::jsonb WHERE id = ${edited.id}::uuid`,
        );
        await tx.execute(
          sql`UPDATE survey_answer_values SET value = 'north' WHERE response_id = ${edited.id}::uuid AND question = 'region'`,
        );
        const [row] = (
          await tx.execute<{ id: string }>(sql`
            INSERT INTO survey_responses (tenant_id, survey_id, version, is_draft, answers, submitted_at)
            SELECT tenant_id, id, version, false, '{"region":"north"}'::jsonb, now() FROM surveys WHERE id = ${internalId}::uuid
            RETURNING id`)
        ).rows;
        await tx.execute(sql`
          INSERT INTO survey_answer_values (survey_id, response_id, question, value)
          VALUES (${internalId}::uuid, ${row!.id}::uuid, 'region', 'north')`);
        inserted();
        await released;
      });
      await insertedYet;
      // Built while that transaction runs: its snapshot sees neither change.
      expect(await build()).toBe('added');
      const before = await fromAnswersOnly(byRegion, {});
      release();
      await writer;
      // Both read beside the rollup (the edit was logged), as the answers give them.
      const [state] = (
        await t.app.db.execute<{ fresh: boolean }>(sql`SELECT ${rollupFresh(internalId)} AS fresh`)
      ).rows;
      expect(state!.fresh).toBe(true);
      const after = await chartOf(byRegion, {});
      expect(after).toEqual(await fromAnswersOnly(byRegion, {}));
      expect(after.projects_count).toBe(before.projects_count + 1);
      // The next build adds them.
      expect(await build()).toBe('added');
      expect(await chartOf(byRegion, {})).toEqual(after);
    },
  );

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
