import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indicatorChangePageSchema } from '@oversight/shared/plans/indicator-values';
import {
  indicatorSchema,
  outcomeSchema,
  planSchema,
  type Indicator,
} from '@oversight/shared/plans/plans.schemas';
import type { FieldErrors } from '../../platform/errors.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, type TestUser } from '../../test/factories.js';

describe('percentage and rate indicators: numerators and denominators', () => {
  let t: TestApp;
  let ministry: TestUser;
  let outcomeId: string;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: ministry.headers, payload: payload as object });
  async function createIndicator(body: Record<string, unknown>): Promise<Indicator> {
    const response = await call('POST', '/plans/indicators/', {
      outcome_id: outcomeId,
      description: 'Measured',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return indicatorSchema.parse(response.json());
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY' });
    const plan = planSchema.parse((await call('POST', '/plans/', { name: 'Ratio plan' })).json());
    outcomeId = outcomeSchema.parse(
      (await call('POST', '/plans/outcomes/', { plan_id: plan.id, title: 'Safer births' })).json(),
    ).id;
  });
  afterAll(async () => t.close());

  it('computes the percentage per period and overall as sum of numerators over sum of denominators', async () => {
    const indicator = await createIndicator({
      description: 'Share of births attended by skilled staff',
      kind: 'percentage',
      numerator_actuals: [
        { period: '2024', value: 30 },
        { period: '2025', value: 20 },
      ],
      denominator_actuals: [
        { period: '2024', value: 100 },
        { period: '2025', value: 300 },
      ],
      numerator_targets: [
        { period: '2024', value: 40 },
        { period: '2025', value: 40 },
      ],
      denominator_targets: [
        { period: '2024', value: 100 },
        { period: '2025', value: 200 },
      ],
    });
    expect(indicator).toMatchObject({ kind: 'percentage', multiplier: 100 });
    // 30/100 = 30 %, 20/300 = 6.6667 %; targets 40/100 = 40 %, 40/200 = 20 %.
    expect(indicator.periods.map((period) => [period.period, period.target, period.actual])).toEqual([
      ['2024', 40, 30],
      ['2025', 20, 6.6667],
    ]);
    expect(indicator.periods[0]!.ratio).toEqual({
      numerator_target: 40,
      denominator_target: 100,
      numerator_actual: 30,
      denominator_actual: 100,
    });
    // Overall: (30 + 20) / (100 + 300) = 12.5 %, not the mean 18.33 % of 30 % and 6.67 %;
    // targets (40 + 40) / (100 + 200) = 26.6667 %, not the mean 30 %.
    expect(indicator.actual_total).toBe(12.5);
    expect(indicator.target_total).toBe(26.6667);
    expect(indicator.periods[0]!.actual_source).toBe('manual');

    // A new denominator for 2025 recomputes both the period and the total: (30 + 20) / (100 + 100) = 25 %.
    const changed = await call('PATCH', `/plans/indicators/${indicator.id}/`, {
      denominator_actuals: [{ period: '2025', value: 100 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = indicatorSchema.parse(changed.json());
    expect(after.periods[1]!.actual).toBe(20);
    expect(after.actual_total).toBe(25);

    // The history names which part changed.
    const history = indicatorChangePageSchema.parse(
      (await call('GET', `/plans/indicators/${indicator.id}/history/`)).json(),
    );
    expect(history.results[0]).toMatchObject({
      kind: 'denominator_actual',
      period: '2025',
      old_value: 300,
      new_value: 100,
    });
  });

  it('multiplies a rate by its multiplier; a period without both parts, or a zero denominator, has no value', async () => {
    const indicator = await createIndicator({
      description: 'Maternal deaths per 100,000 live births',
      kind: 'percentage',
      multiplier: 100000,
      direction: 'decrease',
      numerator_actuals: [
        { period: '2024', value: 3 },
        { period: '2025', value: 5 },
        { period: '2026', value: 1 },
      ],
      denominator_actuals: [
        { period: '2024', value: 2000 },
        { period: '2026', value: 0 },
      ],
    });
    // 3 / 2000 x 100000 = 150; 2025 has no denominator, 2026's is 0.
    expect(indicator.periods.map((period) => [period.period, period.actual])).toEqual([
      ['2024', 150],
      ['2025', null],
      ['2026', null],
    ]);
    // Only periods with both parts count: (3 + 1) / (2000 + 0) x 100000 = 200.
    expect(indicator.actual_total).toBe(200);
    expect(indicator.target_total).toBeNull();
  });

  it('refuses parts that do not fit the kind, negative parts and a kind change over stored values', async () => {
    const percentage = await createIndicator({
      kind: 'percentage',
      numerator_actuals: [{ period: '2024', value: 1 }],
    });
    const number = await createIndicator({ targets: [{ period: '2024', value: 5 }] });
    const cases: [string, string, Record<string, unknown>, string, string][] = [
      [
        'POST',
        '/plans/indicators/',
        {
          outcome_id: outcomeId,
          description: 'x',
          kind: 'percentage',
          targets: [{ period: '2024', value: 5 }],
        },
        'targets',
        'numerator_targets',
      ],
      [
        'PATCH',
        `/plans/indicators/${percentage.id}/`,
        { actuals: [{ period: '2024', value: 5 }] },
        'actuals',
        'computed',
      ],
      [
        'PATCH',
        `/plans/indicators/${number.id}/`,
        { numerator_targets: [{ period: '2024', value: 5 }] },
        'numerator_targets',
        'Only a percentage',
      ],
      [
        'PATCH',
        `/plans/indicators/${percentage.id}/`,
        { denominator_actuals: [{ period: '2024', value: -4 }] },
        'denominator_actuals',
        '0 or more',
      ],
      [
        'PATCH',
        `/plans/indicators/${number.id}/`,
        { kind: 'percentage' },
        'kind',
        'Remove the targets and actuals',
      ],
      ['PATCH', `/plans/indicators/${percentage.id}/`, { multiplier: 0 }, 'multiplier', 'above 0'],
      [
        'POST',
        '/plans/indicators/',
        { outcome_id: outcomeId, description: 'x', kind: 'ratio' },
        'kind',
        'number or percentage',
      ],
    ];
    cases.push([
      'POST',
      `/plans/indicators/${percentage.id}/notes/`,
      { period: '2024', value_change: 12, note: 'Counted again' },
      'value_change',
      'A percentage is computed',
    ]);
    for (const [method, url, body, field, message] of cases) {
      const response = await call(method as 'POST' | 'PATCH', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.json<FieldErrors>()[field]), JSON.stringify(body)).toContain(message);
    }
    // An indicator without values changes kind freely.
    const empty = await createIndicator({});
    const switched = await call('PATCH', `/plans/indicators/${empty.id}/`, {
      kind: 'percentage',
      multiplier: 1000,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(indicatorSchema.parse(switched.json())).toMatchObject({ kind: 'percentage', multiplier: 1000 });
  });
});
