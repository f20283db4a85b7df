import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  indicatorChangePageSchema,
  indicatorChangeSchema,
  periodName,
  periodStart,
} from '@oversight/shared/plans/indicator-values';
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

describe('indicator notes and history', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let viewer: TestStaff;
  let outcomeId: string;

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
  async function createIndicator(body: Record<string, unknown> = {}): Promise<Indicator> {
    const response = await call('POST', '/plans/indicators/', ministry.headers, {
      outcome_id: outcomeId,
      description: 'Qqnoted indicator',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return indicatorSchema.parse(response.json());
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Health' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY' });
    viewer = await createTestStaff(t, ministry, []);
    const plan = planSchema.parse(
      (await call('POST', '/plans/', ministry.headers, { name: 'Noted plan' })).json(),
    );
    outcomeId = outcomeSchema.parse(
      (
        await call('POST', '/plans/outcomes/', ministry.headers, { plan_id: plan.id, title: 'Outcome' })
      ).json(),
    ).id;
  });
  afterAll(async () => t.close());

  it('enters an actual with its explanation; the history lists every change with who and when, newest first', async () => {
    const indicator = await createIndicator({
      frequency: 'quarterly',
      targets: [{ period: '2026-Q1', value: 50 }],
    });
    const first = await call('POST', `/plans/indicators/${indicator.id}/notes/`, ministry.headers, {
      note: 'Campaign in three LGAs',
      value_change: 30,
      period: '2026-Q1',
      indicator_id: indicator.id,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(indicatorChangeSchema.parse(first.json())).toMatchObject({
      period: '2026-Q1',
      kind: 'actual',
      old_value: null,
      new_value: 30,
      note: 'Campaign in three LGAs',
      source: 'manual',
      changed_by: { id: ministry.user.id, name: 'Ministry of Health' },
    });
    await call('POST', `/plans/indicators/${indicator.id}/notes/`, ministry.headers, {
      note: 'Late returns from Kano',
      value_change: 42,
      period: '2026-02-14',
    });
    // A note alone keeps the value.
    await call('POST', `/plans/indicators/${indicator.id}/notes/`, ministry.headers, {
      note: 'Figures checked by the M&E unit',
      period: '2026-Q1',
    });
    const read = indicatorSchema.parse(
      (await call('GET', `/plans/indicators/${indicator.id}/`, ministry.headers)).json(),
    );
    expect(read.periods[0]).toMatchObject({ period: '2026-Q1', target: 50, actual: 42 });

    const history = indicatorChangePageSchema.parse(
      (await call('GET', `/plans/indicators/${indicator.id}/history/`, viewer.headers)).json(),
    );
    expect(
      history.results.map((change) => [change.kind, change.old_value, change.new_value, change.note]),
    ).toEqual([
      ['actual', 42, 42, 'Figures checked by the M&E unit'],
      ['actual', 30, 42, 'Late returns from Kano'],
      ['actual', null, 30, 'Campaign in three LGAs'],
      ['target', null, 50, ''],
    ]);
    expect(history.results.every((change) => change.changed_by?.id === ministry.user.id)).toBe(true);
    const paged = indicatorChangePageSchema.parse(
      (await call('GET', `/plans/indicators/${indicator.id}/history/?limit=1`, ministry.headers)).json(),
    );
    expect(paged.count).toBe(4);
    expect(paged.next).toContain('offset=1');
  });

  it('without a period the note goes to the current one', async () => {
    const indicator = await createIndicator({ frequency: 'monthly' });
    const response = await call('POST', `/plans/indicators/${indicator.id}/notes/`, ministry.headers, {
      note: 'This month',
      value_change: 7,
    });
    expect(response.statusCode, response.body).toBe(201);
    const current = periodName(periodStart(new Date().toISOString().slice(0, 10), 'monthly')!, 'monthly');
    expect(indicatorChangeSchema.parse(response.json()).period).toBe(current);
  });

  it('answers 400 naming the field, 401, 403 to a viewer, 404 to another organisation', async () => {
    const indicator = await createIndicator();
    const url = `/plans/indicators/${indicator.id}/notes/`;
    for (const [body, field] of [
      [{ value_change: 3 }, 'note'],
      [{ note: ' ', value_change: 3 }, 'note'],
      [{ note: 'x', value_change: 'three' }, 'value_change'],
      [{ note: 'x', period: '2026-Q9' }, 'period'],
      [{ note: 'x', option_id: '00000000-0000-4000-8000-000000000000' }, 'option_id'],
      [{ note: 'x', indicator_id: '00000000-0000-4000-8000-000000000000' }, 'indicator_id'],
    ] as const) {
      const response = await call('POST', url, ministry.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<FieldErrors>()[field], JSON.stringify(body)).toBeDefined();
    }
    expect((await call('POST', url, undefined, { note: 'x' })).statusCode).toBe(401);
    expect((await call('POST', url, viewer.headers, { note: 'x' })).statusCode).toBe(403);
    for (const [method, path] of [
      ['POST', url],
      ['GET', `/plans/indicators/${indicator.id}/history/`],
    ] as const) {
      const response = await call(
        method,
        path,
        otherMinistry.headers,
        method === 'POST' ? { note: 'x' } : undefined,
      );
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Qqnoted');
    }
    expect((await call('GET', `/plans/indicators/${indicator.id}/history/`)).statusCode).toBe(401);
    expect(
      indicatorChangePageSchema.parse(
        (await call('GET', `/plans/indicators/${indicator.id}/history/`, ministry.headers)).json(),
      ).count,
    ).toBe(0);
  });
});
