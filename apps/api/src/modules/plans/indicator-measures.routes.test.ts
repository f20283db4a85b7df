import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  indicatorSchema,
  outcomeSchema,
  planSchema,
  type Indicator,
} from '@oversight/shared/plans/plans.schemas';
import { indicatorChangePageSchema } from '@oversight/shared/plans/indicator-values';
import type { FieldErrors } from '../../platform/errors.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestStaff, type TestStaff } from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { FORM_ACTUALS_DEBOUNCE_SECONDS, MEASURE_JOB } from './indicator-measures.service.js';

const SECTIONS = [
  {
    name: 'Visit',
    questions: [
      { name: 'visited', text: 'Did the team visit the clinic?', question_type: 'yes-no', required: true },
      {
        name: 'district',
        text: 'District',
        question_type: 'radio',
        options: [{ label: 'North' }, { label: 'South' }],
        required: true,
      },
      { name: 'children', text: 'Children vaccinated', question_type: 'integer' },
      { name: 'remarks', text: 'Remarks', question_type: 'text' },
    ],
  },
];

describe('indicator actuals computed from form responses', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let viewer: TestStaff;
  let outcomeId: string;
  let formId: string;
  const year = new Date().getUTCFullYear();

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
  async function respond(answers: Record<string, unknown>): Promise<string> {
    const response = await call('POST', `/surveys/${formId}/respond/`, ministry.headers, { answers });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }
  async function createIndicator(
    measure: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ): Promise<Indicator> {
    const response = await call('POST', '/plans/indicators/', ministry.headers, {
      outcome_id: outcomeId,
      description: 'From the form',
      frequency: 'yearly',
      measure,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return indicatorSchema.parse(response.json());
  }
  const read = async (id: string) =>
    indicatorSchema.parse((await call('GET', `/plans/indicators/${id}/`, ministry.headers)).json());
  const actuals = (indicator: Indicator) =>
    Object.fromEntries(indicator.periods.map((period) => [period.period, period.actual]));

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Health' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY' });
    viewer = await createTestStaff(t, ministry, []);
    const plan = planSchema.parse(
      (await call('POST', '/plans/', ministry.headers, { name: 'Immunisation plan' })).json(),
    );
    outcomeId = outcomeSchema.parse(
      (
        await call('POST', '/plans/outcomes/', ministry.headers, {
          plan_id: plan.id,
          title: 'More children immunised',
        })
      ).json(),
    ).id;
    const form = await call('POST', '/surveys/', ministry.headers, {
      name: 'Clinic visits',
      sections: SECTIONS,
    });
    expect(form.statusCode, form.body).toBe(201);
    formId = form.json<{ id: string }>().id;
    expect((await call('POST', `/surveys/${formId}/publish/`, ministry.headers)).statusCode).toBe(200);
    const early = await respond({ visited: 'yes', district: 'north', children: 10 });
    await respond({ visited: 'yes', district: 'south', children: 20 });
    await respond({ visited: 'no', district: 'north', children: 5 });
    await respond({ visited: 'yes', district: 'north', children: 30 });
    // One response was submitted last year (the period follows the submission date).
    await t.app.db.execute(
      sql`UPDATE survey_responses SET submitted_at = ${`${year - 1}-06-01T10:00:00Z`}::timestamptz WHERE id = ${early}::uuid`,
    );
    // A draft never counts.
    await call('POST', `/surveys/${formId}/respond/`, ministry.headers, {
      answers: { visited: 'yes', district: 'north', children: 99 },
      is_draft: true,
    });
  });
  afterAll(async () => t.close());

  it('counts responses, sums and averages a number, takes the share of a choice, filtered by a choice, per period', async () => {
    const count = await createIndicator({ survey_id: formId, method: 'count' });
    const northChildren = await createIndicator({
      survey_id: formId,
      method: 'sum',
      question: 'children',
      filter_question: 'district',
      filter_value: 'north',
    });
    const average = await createIndicator({ survey_id: formId, method: 'average', question: 'children' });
    const visitedShare = await createIndicator({
      survey_id: formId,
      method: 'share',
      question: 'visited',
      value: 'yes',
    });
    expect(count.measure).toMatchObject({
      survey_id: formId,
      survey_name: 'Clinic visits',
      method: 'count',
      measured_at: null,
    });
    expect(count.periods).toEqual([]);
    await t.runJobs([MEASURE_JOB]);

    expect(actuals(await read(count.id))).toEqual({ [year - 1]: 1, [year]: 3 });
    expect(actuals(await read(northChildren.id))).toEqual({ [year - 1]: 10, [year]: 35 });
    expect(actuals(await read(average.id))).toEqual({ [year - 1]: 10, [year]: 18.3333 });
    const share = await read(visitedShare.id);
    expect(actuals(share)).toEqual({ [year - 1]: 100, [year]: 66.6667 });
    expect(share.periods[0]!.actual_source).toBe('form');
    expect(share.measure!.measured_at).not.toBeNull();
    // Each computed value is in the history, from the form, by no one.
    const history = indicatorChangePageSchema.parse(
      (await call('GET', `/plans/indicators/${count.id}/history/`, ministry.headers)).json(),
    );
    expect(history.results.map((change) => [change.source, change.changed_by])).toEqual([
      ['form', null],
      ['form', null],
    ]);
  });

  it('fills in as responses arrive: when asked (POST measure/) and on the schedule (every measured indicator)', async () => {
    const count = await createIndicator(
      { survey_id: formId, method: 'count' },
      { targets: [{ period: String(year), value: 8 }] },
    );
    await t.runJobs([MEASURE_JOB]);
    expect((await read(count.id)).periods.find((period) => period.period === String(year))).toMatchObject({
      target: 8,
      actual: 3,
    });
    await respond({ visited: 'yes', district: 'south', children: 7 });
    const asked = await call('POST', `/plans/indicators/${count.id}/measure/`, ministry.headers);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json<{ task_id: string }>().task_id).toBeTruthy();
    await t.runJobs([MEASURE_JOB]);
    expect(actuals(await read(count.id))[year]).toBe(4);
    // The hourly run computes every measured indicator.
    await respond({ visited: 'no', district: 'south' });
    await t.app.jobs.send(MEASURE_JOB, {});
    await t.runJobs([MEASURE_JOB]);
    const after = await read(count.id);
    expect(actuals(after)[year]).toBe(5);
    expect(after.progress).toBe(62.5);
    // Another filter on the PATCH recomputes; a period without responses left loses its form actual.
    await call('PATCH', `/plans/indicators/${count.id}/`, ministry.headers, {
      measure: { survey_id: formId, method: 'count', filter_question: 'district', filter_value: 'south' },
    });
    await t.runJobs([MEASURE_JOB]);
    expect(actuals(await read(count.id))).toEqual({ [year]: 3 });
    // Stopping the measure keeps the values and asking again is a 400.
    const stopped = indicatorSchema.parse(
      (await call('PATCH', `/plans/indicators/${count.id}/`, ministry.headers, { measure: null })).json(),
    );
    expect(stopped.measure).toBeNull();
    const notMeasured = await call('POST', `/plans/indicators/${count.id}/measure/`, ministry.headers);
    expect(notMeasured.statusCode).toBe(400);
    expect(notMeasured.json<FieldErrors>().measure).toBeDefined();
  });

  it('answering, changing and deleting a response recompute the indicators the form measures, debounced per form', async () => {
    const form = await call('POST', '/surveys/', ministry.headers, {
      name: 'Daily visits',
      sections: SECTIONS,
    });
    const dailyId: string = form.json<{ id: string }>().id;
    expect((await call('POST', `/surveys/${dailyId}/publish/`, ministry.headers)).statusCode).toBe(200);
    const children = await createIndicator({ survey_id: dailyId, method: 'sum', question: 'children' });
    await t.runJobs([MEASURE_JOB]);
    const answer = async (count: number) => {
      const response = await call('POST', `/surveys/${dailyId}/respond/`, ministry.headers, {
        answers: { visited: 'yes', district: 'north', children: count },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string }>().id;
    };
    const formJobs = async () =>
      (
        await t.app.db.execute<{
          state: string;
          later: boolean;
        }>(sql`SELECT state, start_after > now() AS later FROM pgboss.job
          WHERE name = ${MEASURE_JOB} AND singleton_key = (SELECT 'form:' || id FROM surveys WHERE public_id = ${dailyId}::uuid)`)
      ).rows;
    // The debounced job waits for its slot: the test lets it start now, and forgets the done ones as time would (their
    // slots past, the next answer gets a job of its own).
    const runDue = async () => {
      await t.app.db.execute(
        sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${MEASURE_JOB} AND state = 'created'`,
      );
      await t.runJobs([MEASURE_JOB]);
      await t.app.db.execute(sql`DELETE FROM pgboss.job WHERE name = ${MEASURE_JOB} AND state = 'completed'`);
    };
    const sum = async () => actuals(await read(children.id))[year] ?? null;

    // The first answer in a quiet spell is counted at once.
    const first = await answer(10);
    await t.runJobs([MEASURE_JOB]);
    expect(await sum()).toBe(10);
    // Many answers in a row make one waiting job (two if a slot turns meanwhile), not one each; it counts them all.
    for (let index = 0; index < 6; index += 1) await answer(1);
    const queued = await formJobs();
    expect(queued.filter((job) => job.state === 'created').length).toBeGreaterThanOrEqual(1);
    expect(queued.filter((job) => job.state === 'created').length).toBeLessThanOrEqual(2);
    expect(queued.length).toBeLessThanOrEqual(3);
    expect(FORM_ACTUALS_DEBOUNCE_SECONDS).toBeGreaterThan(0);
    await runDue();
    expect(await sum()).toBe(16);
    // An edited answer and a deleted response are recomputed too.
    const edited = await call('PATCH', `/surveys/form-response/?response_id=${first}`, ministry.headers, {
      answers: { visited: 'yes', district: 'north', children: 30 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await runDue();
    expect(await sum()).toBe(36);
    expect(
      (await call('DELETE', `/surveys/form-response/?response_id=${first}`, ministry.headers)).statusCode,
    ).toBe(204);
    await runDue();
    expect(await sum()).toBe(6);
    // A form no indicator measures queues nothing.
    const unmeasured = (
      await call('POST', '/surveys/', ministry.headers, { name: 'Unmeasured', sections: SECTIONS })
    ).json<{ id: string }>().id;
    await call('POST', `/surveys/${unmeasured}/publish/`, ministry.headers);
    await call('POST', `/surveys/${unmeasured}/respond/`, ministry.headers, {
      answers: { visited: 'yes', district: 'north' },
    });
    const none = await t.app.db.execute(
      sql`SELECT 1 FROM pgboss.job WHERE singleton_key = (SELECT 'form:' || id FROM surveys WHERE public_id = ${unmeasured}::uuid)`,
    );
    expect(none.rows).toEqual([]);
  });

  it('answers 400 on measure for another organisation’s form, unknown or unfit questions, and incomplete choices', async () => {
    const foreignForm = (
      await call('POST', '/surveys/', otherMinistry.headers, { name: 'Foreign form', sections: SECTIONS })
    ).json<{ id: string }>().id;
    for (const [measure, text] of [
      [{ survey_id: foreignForm, method: 'count' }, 'form of the indicator'],
      [{ survey_id: '00000000-0000-4000-8000-000000000000', method: 'count' }, 'form of the indicator'],
      [{ survey_id: formId, method: 'sum', question: 'nothing' }, 'no question named'],
      [{ survey_id: formId, method: 'sum', question: 'district' }, 'not a numeric question'],
      [{ survey_id: formId, method: 'share', question: 'remarks', value: 'x' }, 'not a choice question'],
      [
        { survey_id: formId, method: 'count', filter_question: 'children', filter_value: '3' },
        'choice question',
      ],
      [{ survey_id: formId, method: 'share', question: 'visited' }, 'choice value'],
      [{ survey_id: formId, method: 'sum' }, 'Name the question'],
      [{ survey_id: formId, method: 'count', filter_question: 'district' }, 'both'],
      [{ survey_id: formId, method: 'median', question: 'children' }, 'count, sum, average or share'],
    ] as const) {
      const response = await call('POST', '/plans/indicators/', ministry.headers, {
        outcome_id: outcomeId,
        description: 'Bad',
        measure,
      });
      expect(response.statusCode, JSON.stringify(measure)).toBe(400);
      expect(JSON.stringify(response.json<FieldErrors>().measure), JSON.stringify(measure)).toContain(text);
    }
  });

  it('measure/: 401 anonymous, 403 to a viewer, 404 to another organisation', async () => {
    const indicator = await createIndicator({ survey_id: formId, method: 'count' });
    const url = `/plans/indicators/${indicator.id}/measure/`;
    expect((await call('POST', url)).statusCode).toBe(401);
    expect((await call('POST', url, viewer.headers)).statusCode).toBe(403);
    expect((await call('POST', url, otherMinistry.headers)).statusCode).toBe(404);
    // The viewer reads which form measures it.
    expect(
      indicatorSchema.parse((await call('GET', `/plans/indicators/${indicator.id}/`, viewer.headers)).json())
        .measure?.survey_name,
    ).toBe('Clinic visits');
  });
});
