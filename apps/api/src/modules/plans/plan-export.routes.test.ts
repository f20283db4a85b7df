import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disaggregationCategorySchema } from '@oversight/shared/plans/plan-settings.schemas';
import { outcomeSchema, planSchema, type Plan } from '@oversight/shared/plans/plans.schemas';
import type { FieldErrors } from '../../platform/errors.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, setProUser, type TestUser } from '../../test/factories.js';
import { pdfPages } from '../../test/pdf-text.js';
import { createTestProject } from '../../test/project-fixtures.js';

describe('GET /plans/{id}/export/', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let plan: Plan;

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Health' });
    // Exports are Pro (subscriptions/entitlements.ts); the Free answer is tested at the end.
    await setProUser(t, ministry);
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY' });
    await call('PATCH', '/users/organizations/update-plan-levels/', ministry.headers, {
      plan_levels: ['Pillar', 'Outcome'],
    });
    plan = planSchema.parse(
      (await call('POST', '/plans/', ministry.headers, { name: 'Qqhealth plan', framework: 'MTNDP' })).json(),
    );
    const pillar = outcomeSchema.parse(
      (
        await call('POST', '/plans/outcomes/', ministry.headers, { plan_id: plan.id, title: 'Human capital' })
      ).json(),
    );
    const outcome = outcomeSchema.parse(
      (
        await call('POST', '/plans/outcomes/', ministry.headers, {
          plan_id: plan.id,
          title: 'Healthier children',
          parent_id: pillar.id,
        })
      ).json(),
    );
    const sex = disaggregationCategorySchema.parse(
      (await call('POST', '/plans/disaggregation-categories/', ministry.headers, { preset: 'sex' })).json(),
    );
    const created = await call('POST', '/plans/indicators/', ministry.headers, {
      outcome_id: outcome.id,
      description: 'Children immunised',
      baseline: 0,
      aggregation: 'sum',
      frequency: 'yearly',
      disaggregation_ids: [sex.id],
      targets: [
        { period: '2024', value: 100 },
        { period: '2025', value: 100 },
      ],
      actuals: [
        { period: '2024', option_id: sex.options[0]!.id, value: 45 },
        { period: '2024', option_id: sex.options[1]!.id, value: 40 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    // An indicator entered each quarter over three years: more periods than one PDF table is wide.
    const quarterly = await call('POST', '/plans/indicators/', ministry.headers, {
      outcome_id: outcome.id,
      description: 'Clinics reporting monthly',
      aggregation: 'latest',
      frequency: 'quarterly',
      targets: Array.from({ length: 12 }, (_, index) => ({
        period: `${2024 + Math.floor(index / 4)}-Q${(index % 4) + 1}`,
        value: 10 * (index + 1),
      })),
      actuals: [{ period: '2026-Q4', value: 117.5 }],
    });
    expect(quarterly.statusCode, quarterly.body).toBe(201);
    const project = await createTestProject(t, {
      name: 'Ikorodu clinic',
      status: 1,
      percentageCompleted: '55',
      totalProjectCost: '75000000.00',
      totalAmountSpent: '30000000.00',
    });
    const activity = await call('POST', '/plans/outcomes/activities/', ministry.headers, {
      outcome_id: outcome.id,
      name: 'Vaccination outreach in Ọ̀yọ́',
      start_date: '2025-01-01',
      end_date: '2025-12-31',
      budget: '2500000.50',
      status: 'in_progress',
      project_ids: [project.publicId],
    });
    expect(activity.statusCode, activity.body).toBe(201);
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
    expect(header).toEqual(
      expect.arrayContaining([
        'Level',
        'Indicator',
        '2024 target',
        '2024 actual',
        '2025 target',
        'Progress %',
        'Status',
      ]),
    );
    expect(rows[2]!.slice(0, 2)).toEqual(['Pillar', 'Human capital']);
    expect(rows[3]!.slice(0, 2)).toEqual(['Outcome', '  Healthier children']);
    const indicator = rows[4]!;
    const at = (name: string) => indicator[header.indexOf(name)];
    expect(at('Indicator')).toBe('Children immunised');
    expect([
      at('2024 target'),
      at('2024 actual'),
      at('2025 target'),
      at('Target total'),
      at('Actual total'),
      at('Progress %'),
    ]).toEqual([100, 85, 100, 200, 85, 42.5]);
    const female = rows[5]!;
    expect(female[header.indexOf('Disaggregation')]).toBe('Sex: Female');
    expect(female[header.indexOf('2024 actual')]).toBe(45);
    // The activities, on their own sheet, with the linked project's progress and money.
    const activities: unknown[][] = [];
    workbook
      .getWorksheet('Activities')!
      .eachRow((row) => activities.push((row.values as unknown[]).slice(1)));
    expect(activities[0]).toEqual([
      'Item',
      'Activity',
      'Status',
      'Start',
      'End',
      'Budget (NGN)',
      'Responsible department',
      'Linked projects',
    ]);
    expect(activities[1]!.slice(0, 6)).toEqual([
      'Healthier children',
      'Vaccination outreach in Ọ̀yọ́',
      'In progress',
      '2025-01-01',
      '2025-12-31',
      '2500000.50',
    ]);
    expect(activities[1]![7]).toBe(
      'Ikorodu clinic (Ongoing, 55% done, cost NGN 75,000,000.00, spent NGN 30,000,000.00)',
    );
  });

  it('answers the same table as a landscape A4 PDF: plan name, date, indicators and numbers, header repeated, activities', async () => {
    const response = await call('GET', `/plans/${plan.id}/export/?format=pdf`, ministry.headers);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Qqhealth plan.pdf');
    const data = response.rawPayload;
    expect(data.subarray(0, 5).toString()).toBe('%PDF-');
    const read = await pdfPages(data);
    expect([read[0]!.width, read[0]!.height]).toEqual([842, 595]);
    const pages = read.map((page) => page.text.replace(/\s+/g, ' '));
    const text = pages.join(' ');
    expect(pages[0]).toContain('Qqhealth plan');
    expect(pages[0]).toContain(`exported ${new Date().toISOString().slice(0, 10)}`);
    expect(text).toContain('Pillar: Human capital');
    expect(text).toContain('Outcome: Healthier children');
    expect(text).toContain('Children immunised');
    expect(text).toContain('Sex: Female');
    // Baseline 0, 2024 target 100 and actual 85 (45 + 40), totals 200 and 85, progress 42.5, its status.
    expect(text).toContain('Children immunised 0 100 85 200 85 42.5 Off track');
    // Thirteen periods do not fit one table: the later ones come in further parts, each with its header.
    expect(text).toContain('Indicators, part 1 of 4 (2024 to 2024-Q3)');
    expect(text).toContain('Clinics reporting monthly 10 20 30 120 117.5 97.9 On track');
    expect(text).toContain('Indicators, part 4 of 4 (2026-Q3 to 2026-Q4)');
    expect(text).toContain('2026-Q4 target 2026-Q4 actual Target total');
    expect(text).toContain('Clinics reporting monthly 110 120 117.5 120 117.5 97.9');
    // A table running onto the next page repeats its header row there.
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]).toMatch(/^Item \/ indicator Unit Baseline/);
    expect(text).toContain('Activities');
    expect(text).toContain('Vaccination outreach in Oyo');
    expect(text).toContain('NGN 2,500,000.50');
    expect(text).toContain('Ikorodu clinic (Ongoing, 55% done');
    expect(pages.at(-1)).toMatch(new RegExp(`page ${pages.length} of ${pages.length}`));
  });

  it('answers 400 for another format, 401 anonymous, 404 to another organisation', async () => {
    expect(
      (await call('GET', `/plans/${plan.id}/export/?format=docx`, ministry.headers)).json<FieldErrors>()
        .format,
    ).toBeDefined();
    expect((await call('GET', `/plans/${plan.id}/export/`)).statusCode).toBe(401);
    for (const format of ['xlsx', 'pdf']) {
      const foreign = await call('GET', `/plans/${plan.id}/export/?format=${format}`, otherMinistry.headers);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain('Qqhealth');
    }
  });

  it('answers 402 with what to do when the organisation is on the Free plan', async () => {
    await setProUser(t, ministry, false);
    try {
      const refused = await call('GET', `/plans/${plan.id}/export/`, ministry.headers);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({
        code: 'upgrade_required',
        feature: 'plan_export',
        upgrade_url: '/settings/subscription',
      });
    } finally {
      await setProUser(t, ministry);
    }
  });
});
