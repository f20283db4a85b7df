import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disaggregationCategorySchema } from '@oversight/shared/plans/plan-settings.schemas';
import { outcomeSchema, planSchema, type Plan } from '@oversight/shared/plans/plans.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, type TestUser } from '../../test/factories.js';

describe('GET /plans/{id}/export/', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let plan: Plan;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers?: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Health' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY' });
    await call('PATCH', '/users/organizations/update-plan-levels/', ministry.headers, { plan_levels: ['Pillar', 'Outcome'] });
    plan = planSchema.parse((await call('POST', '/plans/', ministry.headers, { name: 'Qqhealth plan', framework: 'MTNDP' })).json());
    const pillar = outcomeSchema.parse((await call('POST', '/plans/outcomes/', ministry.headers, { plan_id: plan.id, title: 'Human capital' })).json());
    const outcome = outcomeSchema.parse((await call('POST', '/plans/outcomes/', ministry.headers, { plan_id: plan.id, title: 'Healthier children', parent_id: pillar.id })).json());
    const sex = disaggregationCategorySchema.parse((await call('POST', '/plans/disaggregation-categories/', ministry.headers, { preset: 'sex' })).json());
    const created = await call('POST', '/plans/indicators/', ministry.headers, {
      outcome_id: outcome.id,
      description: 'Children immunised',
      baseline: 0,
      aggregation: 'sum',
      frequency: 'yearly',
      disaggregation_ids: [sex.id],
      targets: [{ period: '2024', value: 100 }, { period: '2025', value: 100 }],
      actuals: [
        { period: '2024', option_id: sex.options[0]!.id, value: 45 },
        { period: '2024', option_id: sex.options[1]!.id, value: 40 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
  });
  afterAll(async () => t.close());

  it('answers an xlsx tracking table that reads back: levels, indicator, periods, disaggregation, progress', async () => {
    const response = await call('GET', `/plans/${plan.id}/export/`, ministry.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('Qqhealth plan.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]!.slice(0, 2)).toEqual(['Qqhealth plan', 'MTNDP']);
    const header = rows[1] as string[];
    expect(header).toEqual(expect.arrayContaining(['Level', 'Indicator', '2024 target', '2024 actual', '2025 target', 'Progress %', 'Status']));
    expect(rows[2]!.slice(0, 2)).toEqual(['Pillar', 'Human capital']);
    expect(rows[3]!.slice(0, 2)).toEqual(['Outcome', '  Healthier children']);
    const indicator = rows[4]!;
    const at = (name: string) => indicator[header.indexOf(name)];
    expect(at('Indicator')).toBe('Children immunised');
    expect([at('2024 target'), at('2024 actual'), at('2025 target'), at('Target total'), at('Actual total'), at('Progress %')]).toEqual([100, 85, 100, 200, 85, 42.5]);
    const female = rows[5]!;
    expect(female[header.indexOf('Disaggregation')]).toBe('Sex: Female');
    expect(female[header.indexOf('2024 actual')]).toBe(45);
  });

  it('answers 400 for another format, 401 anonymous, 404 to another organisation', async () => {
    expect((await call('GET', `/plans/${plan.id}/export/?format=pdf`, ministry.headers)).json().format).toBeDefined();
    expect((await call('GET', `/plans/${plan.id}/export/`)).statusCode).toBe(401);
    const foreign = await call('GET', `/plans/${plan.id}/export/`, otherMinistry.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Qqhealth');
  });
});
