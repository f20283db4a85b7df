import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaleOptionsSchema } from '@oversight/shared/plans/indicator-values';
import {
  disaggregationCategorySchema,
  type DisaggregationCategory,
} from '@oversight/shared/plans/plan-settings.schemas';
import {
  indicatorSchema,
  outcomeSchema,
  planSchema,
  type Indicator,
} from '@oversight/shared/plans/plans.schemas';
import type { FieldErrors } from '../../platform/errors.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestStaff, type TestStaff } from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';

describe('indicator targets and actuals per period', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let viewer: TestStaff;
  let outcomeId: string;
  let sex: DisaggregationCategory;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
  async function createIndicator(body: Record<string, unknown>): Promise<Indicator> {
    const response = await call('POST', '/plans/indicators/', ministry.headers, {
      outcome_id: outcomeId,
      description: 'Measured',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return indicatorSchema.parse(response.json());
  }
  async function patch(id: string, body: Record<string, unknown>) {
    return call('PATCH', `/plans/indicators/${id}/`, ministry.headers, body);
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Health' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY' });
    viewer = await createTestStaff(t, ministry, []);
    const plan = planSchema.parse(
      (await call('POST', '/plans/', ministry.headers, { name: 'Results plan' })).json(),
    );
    outcomeId = outcomeSchema.parse(
      (
        await call('POST', '/plans/outcomes/', ministry.headers, {
          plan_id: plan.id,
          title: 'Healthier children',
        })
      ).json(),
    ).id;
    sex = disaggregationCategorySchema.parse(
      (await call('POST', '/plans/disaggregation-categories/', ministry.headers, { preset: 'sex' })).json(),
    );
  });
  afterAll(async () => t.close());

  it('sums quarterly targets and actuals of past periods, with progress and status', async () => {
    const indicator = await createIndicator({
      description: 'Children immunised',
      direction: 'increase',
      aggregation: 'sum',
      frequency: 'quarterly',
      targets: ['2024-Q1', '2024-Q2', '2024-Q3', '2024-Q4'].map((period) => ({ period, value: 100 })),
      actuals: [
        { period: '2024-Q1', value: 90 },
        { period: '2024-05-10', value: 110 },
      ],
    });
    expect(indicator).toMatchObject({ direction: 'increase', aggregation: 'sum', frequency: 'quarterly' });
    expect(
      indicator.periods.map((period) => [
        period.period,
        period.start,
        period.end,
        period.target,
        period.actual,
      ]),
    ).toEqual([
      ['2024-Q1', '2024-01-01', '2024-04-01', 100, 90],
      ['2024-Q2', '2024-04-01', '2024-07-01', 100, 110],
      ['2024-Q3', '2024-07-01', '2024-10-01', 100, null],
      ['2024-Q4', '2024-10-01', '2025-01-01', 100, null],
    ]);
    expect(indicator).toMatchObject({
      target_total: 400,
      actual_total: 200,
      progress: 50,
      expected_progress: 100,
      status: 'off_track',
    });
    expect(indicator.periods[0]!.actual_source).toBe('manual');
    // The remaining quarters come in: 100% of the way, on track; removing one (null) takes it back out.
    const done = indicatorSchema.parse(
      (
        await patch(indicator.id, {
          actuals: [
            { period: '2024-Q3', value: 100 },
            { period: '2024-Q4', value: 100 },
          ],
        })
      ).json(),
    );
    expect(done).toMatchObject({ actual_total: 400, progress: 100, status: 'on_track' });
    const removed = indicatorSchema.parse(
      (await patch(indicator.id, { actuals: [{ period: '2024-Q4', value: null }] })).json(),
    );
    expect(removed).toMatchObject({ actual_total: 300, progress: 75, status: 'at_risk' });
  });

  it('a decrease from its baseline, latest period, yearly', async () => {
    const indicator = await createIndicator({
      description: 'Maternal deaths per 100,000 births',
      baseline: 500,
      baseline_date: '2020-01-01',
      direction: 'decrease',
      aggregation: 'latest',
      frequency: 'yearly',
      targets: [
        { period: '2021', value: 400 },
        { period: '2022', value: 300 },
      ],
      actuals: [
        { period: '2021', value: 450 },
        { period: '2022', value: 320 },
      ],
    });
    // Latest: target 300, actual 320, from 500: (320-500)/(300-500) = 90%; all the time has passed.
    expect(indicator).toMatchObject({
      baseline_date: '2020-01-01',
      target_total: 300,
      actual_total: 320,
      progress: 90,
      status: 'on_track',
    });
    const worse = indicatorSchema.parse(
      (await patch(indicator.id, { actuals: [{ period: '2022', value: 600 }] })).json(),
    );
    expect(worse).toMatchObject({ progress: 0, status: 'off_track' });
  });

  it('maintain and average: close to the target is on track whatever the time', async () => {
    const indicator = await createIndicator({
      direction: 'maintain',
      aggregation: 'average',
      frequency: 'monthly',
      targets: [
        { period: '2025-01', value: 95 },
        { period: '2025-02', value: 95 },
      ],
      actuals: [
        { period: '2025-01', value: 94 },
        { period: '2025-02', value: 70 },
      ],
    });
    // Average actual 82 against 95: 100 - 13/95 = 86.3%, at risk.
    expect(indicator).toMatchObject({
      target_total: 95,
      actual_total: 82,
      progress: 86.3,
      status: 'at_risk',
    });
  });

  it('values per disaggregation option add up to the period when no total is entered', async () => {
    const [female, male] = sex.options;
    const indicator = await createIndicator({
      aggregation: 'sum',
      frequency: 'yearly',
      disaggregation_ids: [sex.id],
      targets: [{ period: '2023', value: 1000 }],
      actuals: [
        { period: '2023', option_id: female!.id, value: 420 },
        { period: '2023', option_id: male!.id, value: 380 },
      ],
    });
    expect(indicator.periods[0]).toMatchObject({
      actual: 800,
      actuals_by_option: { [female!.id]: 420, [male!.id]: 380 },
      targets_by_option: {},
    });
    expect(indicator.progress).toBe(80);
    // A total entered for the period wins over the split.
    const withTotal = indicatorSchema.parse(
      (await patch(indicator.id, { actuals: [{ period: '2023', value: 810 }] })).json(),
    );
    expect(withTotal.periods[0]!.actual).toBe(810);
    // Dropping the disaggregation leaves the split values out.
    const unsplit = indicatorSchema.parse(
      (
        await patch(indicator.id, { disaggregation_ids: [], actuals: [{ period: '2023', value: null }] })
      ).json(),
    );
    expect(unsplit.periods[0]).toMatchObject({ actual: null, actuals_by_option: {} });
  });

  it('without periods, progress still comes from baseline, target and current value', async () => {
    const indicator = await createIndicator({ baseline: 40, target: 90, current_value: 65 });
    expect(indicator).toMatchObject({ periods: [], progress: 50, status: null, target_total: null });
  });

  it('answers 400 naming the field for bad periods, options, scales and a frequency change over stored values', async () => {
    const indicator = await createIndicator({
      frequency: 'quarterly',
      targets: [{ period: '2026-Q1', value: 5 }],
    });
    for (const [body, field, message] of [
      [{ targets: [{ period: '2026-Q5', value: 1 }] }, 'targets', 'names no quarterly period'],
      [
        { actuals: [{ period: '2026-Q1', option_id: sex.options[0]!.id, value: 1 }] },
        'actuals',
        'not one of the indicator',
      ],
      [
        {
          actuals: [
            { period: '2026-Q1', value: 1 },
            { period: '2026-02-01', value: 2 },
          ],
        },
        'actuals',
        'appear twice',
      ],
      [{ frequency: 'monthly' }, 'frequency', 'Remove the targets'],
      [{ direction: 'sideways' }, 'direction', 'increase, decrease or maintain'],
      [{ aggregation: 'median' }, 'aggregation', 'sum, average or latest'],
      [{ baseline_date: '2026-02-31' }, 'baseline_date', 'YYYY-MM-DD'],
      [{ targets: [{ period: '2026', value: 'ten' }] }, 'targets', ''],
      [{ targets: 'all' }, 'targets', ''],
    ] as const) {
      const response = await patch(indicator.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.json<FieldErrors>()[field]), JSON.stringify(body)).toContain(message);
    }
    // Nothing of a refused request is kept.
    const after = indicatorSchema.parse(
      (await call('GET', `/plans/indicators/${indicator.id}/`, ministry.headers)).json(),
    );
    expect(after.periods.map((period) => [period.period, period.target, period.actual])).toEqual([
      ['2026-Q1', 5, null],
    ]);
  });

  it('only those who manage indicators set values: 401, 403 for a viewer, 404 for another organisation', async () => {
    const indicator = await createIndicator({ description: 'Qqprivate indicator' });
    const body = { actuals: [{ period: '2026', value: 1 }] };
    expect((await call('PATCH', `/plans/indicators/${indicator.id}/`, undefined, body)).statusCode).toBe(401);
    expect((await call('PATCH', `/plans/indicators/${indicator.id}/`, viewer.headers, body)).statusCode).toBe(
      403,
    );
    const foreign = await call('PATCH', `/plans/indicators/${indicator.id}/`, otherMinistry.headers, body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Qqprivate');
    expect(
      indicatorSchema.parse((await call('GET', `/plans/indicators/${indicator.id}/`, viewer.headers)).json())
        .periods,
    ).toEqual([]);
  });

  it('GET /plans/indicators/scale-options/ names the choices and the status rule', async () => {
    const options = scaleOptionsSchema.parse(
      (await call('GET', '/plans/indicators/scale-options/', viewer.headers)).json(),
    );
    expect(options.directions.map((option) => option.value)).toEqual(['increase', 'decrease', 'maintain']);
    expect(options.frequencies.map((option) => option.value)).toEqual(['monthly', 'quarterly', 'yearly']);
    expect(options.status_rule).toContain('90%');
    expect((await call('GET', '/plans/indicators/scale-options/')).statusCode).toBe(401);
  });
  it("refuses periods outside the plan's years and values its unit's kind forbids, in PATCH and notes (400 naming the field)", async () => {
    const plan = planSchema.parse(
      (
        await call('POST', '/plans/', ministry.headers, {
          name: 'Bounded plan',
          start_year: 2026,
          end_year: 2026,
        })
      ).json(),
    );
    const outcome = outcomeSchema.parse(
      (
        await call('POST', '/plans/outcomes/', ministry.headers, { plan_id: plan.id, title: 'Bounded' })
      ).json(),
    );
    const unit = async (name: string, kind: string) =>
      (await call('POST', '/plans/units/', ministry.headers, { name, kind })).json<{ id: string }>().id;
    const [count, percent, money] = [
      await unit('Qqchildren', 'count'),
      await unit('Qqshare', 'percent'),
      await unit('Qqnaira', 'currency'),
    ];
    const made = async (unitId: string) =>
      indicatorSchema.parse(
        (
          await call('POST', '/plans/indicators/', ministry.headers, {
            outcome_id: outcome.id,
            description: 'Bounded',
            frequency: 'quarterly',
            unit_id: unitId,
          })
        ).json(),
      );
    const children = await made(count);
    for (const [id, body, field, message] of [
      [children.id, { actuals: [{ period: '2031-Q1', value: 4 }] }, 'actuals', 'The plan runs 2026–2026'],
      [children.id, { targets: [{ period: '2025-Q4', value: 4 }] }, 'targets', 'The plan runs 2026–2026'],
      [children.id, { actuals: [{ period: '2026-Q1', value: -40 }] }, 'actuals', 'A count is a whole number'],
      [children.id, { actuals: [{ period: '2026-Q1', value: 2.5 }] }, 'actuals', 'A count is a whole number'],
      [children.id, { target: -1 }, 'target', 'A count is a whole number'],
      [
        (await made(percent)).id,
        { actuals: [{ period: '2026-Q2', value: 101 }] },
        'actuals',
        'from 0 to 100',
      ],
      [(await made(money)).id, { baseline: -5 }, 'baseline', 'money is 0 or more'],
    ] as const) {
      const response = await patch(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.json<FieldErrors>()[field]), JSON.stringify(body)).toContain(message);
    }
    const note = (body: Record<string, unknown>) =>
      call('POST', `/plans/indicators/${children.id}/notes/`, ministry.headers, { note: 'Why', ...body });
    const outside = await note({ period: '2031-Q2' });
    expect(outside.statusCode).toBe(400);
    expect(JSON.stringify(outside.json<FieldErrors>().period)).toContain('The plan runs 2026–2026');
    const negative = await note({ period: '2026-Q2', value_change: -3 });
    expect(negative.statusCode).toBe(400);
    expect(JSON.stringify(negative.json<FieldErrors>().value_change)).toContain('A count is a whole number');
    expect(
      (await patch(children.id, { actuals: [{ period: '2026-Q4', value: 0 }], target: 40 })).statusCode,
    ).toBe(200);
    const after = indicatorSchema.parse(
      (await call('GET', `/plans/indicators/${children.id}/`, ministry.headers)).json(),
    );
    expect(after.periods.map((period) => [period.period, period.actual])).toEqual([['2026-Q4', 0]]);
    expect(
      (await call('GET', `/plans/indicators/${children.id}/history/`, ministry.headers)).json<{
        count: number;
      }>().count,
    ).toBe(1);
  });
  it("keeps the end target apart from the current period's target and names what progress is measured against", async () => {
    const year = new Date().getUTCFullYear();
    const indicator = await createIndicator({
      aggregation: 'latest',
      baseline: 40,
      target: 75,
      target_year: year + 2,
      targets: [
        { period: String(year), value: 58 },
        { period: String(year + 1), value: 66 },
      ],
      actuals: [{ period: String(year), value: 49 }],
    });
    expect(indicator).toMatchObject({
      target: 75,
      end_target: { value: 75, year: year + 2 },
      current_target: { period: String(year), value: 58 },
      target_total: 66,
      // (49 - 40) / (66 - 40) = 34.6%
      progress: 34.6,
      progress_basis: { kind: 'period_targets', target: 66 },
    });
    const single = await createIndicator({ baseline: 10, target: 30, current_value: 20 });
    expect(single).toMatchObject({
      end_target: { value: 30, year: null },
      current_target: null,
      progress: 50,
      progress_basis: { kind: 'end_target', target: 30 },
    });
  });
});
