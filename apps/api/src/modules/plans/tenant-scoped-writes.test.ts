import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestTenant, createTestUser, type TestUser } from '../../test/factories.js';
import * as activities from './activities.repository.js';
import * as settings from './plan-settings.repository.js';
import * as repo from './plans.repository.js';

/** A plan write names its tenant in the statement, so a row id of one tenant changes nothing when given with another. */
describe('plan writes name their tenant', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherTenantId: string;

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: ministry.headers, payload: payload as object });
  async function created(url: string, payload: unknown): Promise<{ id: string }> {
    const response = await call('POST', url, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await t.app.db.execute<T & Record<string, unknown>>(query)).rows[0] as T;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Health' });
    otherTenantId = (await createTestTenant(t)).id;
  });
  afterAll(async () => t.close());

  it('plans, outcomes, indicators, their values and disaggregations, activities and settings stay as they were', async () => {
    const category = await created('/plans/disaggregation-categories/', {
      name: 'Sex',
      options: [{ name: 'Female' }, { name: 'Male' }],
    });
    const plan = await created('/plans/', { name: 'Health plan' });
    const outcome = await created('/plans/outcomes/', { plan_id: plan.id, title: 'Healthier mothers' });
    const indicator = await created('/plans/indicators/', {
      outcome_id: outcome.id,
      description: 'Children immunised',
      disaggregation_ids: [category.id],
      targets: [{ period: '2026', value: 10 }],
    });
    const activity = await created('/plans/outcomes/activities/', {
      outcome_id: outcome.id,
      name: 'Vaccination drive',
    });
    const other = otherTenantId;
    const db = t.app.db;

    await repo.updatePlan(db, other, plan.id, { name: 'Taken over' });
    await repo.updateOutcome(db, other, outcome.id, { title: 'Taken over' });
    await repo.updateIndicator(db, other, indicator.id, { description: 'Taken over' });
    await repo.setIndicatorDisaggregations(db, other, indicator.id, []);
    await repo.setMeasure(db, other, indicator.id, {
      survey_id: indicator.id,
      method: 'count',
      question: null,
      value: null,
      filter_question: null,
      filter_value: null,
    });
    const cell = {
      indicatorId: indicator.id,
      periodStart: '2026-01-01',
      kind: 'target' as const,
      optionId: null,
    };
    // The cell is not found for the other tenant: a removal changes nothing, and the insert a change falls back to has no indicator and fails.
    await expect(
      repo.setValue(db, other, cell, { value: null, source: 'manual', userId: null, note: '' }),
    ).resolves.toBe(false);
    await expect(
      db.transaction((tx) =>
        repo.setValue(tx, other, cell, { value: 99, source: 'manual', userId: null, note: '' }),
      ),
    ).rejects.toThrow();
    await activities.updateActivity(db, other, activity.id, { name: 'Taken over' });
    await activities.setActivityProjects(db, other, activity.id, []);
    await settings.updateSetting(
      db,
      'disaggregation_categories',
      { tenantId: other, organizationId: ministry.organization.id },
      category.id,
      { name: 'Taken over' },
    );
    await settings.replaceOptions(
      db,
      { tenantId: other, organizationId: ministry.organization.id },
      category.id,
      [],
    );

    expect(await one<{ name: string }>(sql`SELECT name FROM plans WHERE id = ${plan.id}::uuid`)).toEqual({
      name: 'Health plan',
    });
    expect(
      await one<{ title: string }>(sql`SELECT title FROM outcomes WHERE id = ${outcome.id}::uuid`),
    ).toEqual({ title: 'Healthier mothers' });
    expect(
      await one(sql`SELECT description, measure_method FROM indicators WHERE id = ${indicator.id}::uuid`),
    ).toEqual({
      description: 'Children immunised',
      measure_method: null,
    });
    expect(
      await one(
        sql`SELECT count(*)::int AS n FROM indicator_disaggregations WHERE indicator_id = ${indicator.id}::uuid`,
      ),
    ).toEqual({ n: 1 });
    expect(
      await one(sql`SELECT value FROM indicator_values WHERE indicator_id = ${indicator.id}::uuid`),
    ).toEqual({ value: 10 });
    expect(
      await one(
        sql`SELECT count(*)::int AS n FROM indicator_value_changes WHERE indicator_id = ${indicator.id}::uuid`,
      ),
    ).toEqual({ n: 1 });
    expect(await one(sql`SELECT name FROM plan_activities WHERE id = ${activity.id}::uuid`)).toEqual({
      name: 'Vaccination drive',
    });
    expect(
      await one(sql`SELECT name FROM disaggregation_categories WHERE id = ${category.id}::uuid`),
    ).toEqual({ name: 'Sex' });
    expect(
      await one(
        sql`SELECT count(*)::int AS n FROM disaggregation_options WHERE category_id = ${category.id}::uuid`,
      ),
    ).toEqual({ n: 2 });

    // The owning tenant still writes.
    const own = t.tenantId;
    await repo.updatePlan(db, own, plan.id, { name: 'Renamed' });
    await repo.setValue(db, own, cell, { value: 12, source: 'manual', userId: null, note: '' });
    await settings.replaceOptions(
      db,
      { tenantId: own, organizationId: ministry.organization.id },
      category.id,
      [{ name: 'All' }],
    );
    expect(await one(sql`SELECT name FROM plans WHERE id = ${plan.id}::uuid`)).toEqual({ name: 'Renamed' });
    expect(
      await one(sql`SELECT value FROM indicator_values WHERE indicator_id = ${indicator.id}::uuid`),
    ).toEqual({ value: 12 });
    expect(
      await one(sql`SELECT name FROM disaggregation_options WHERE category_id = ${category.id}::uuid`),
    ).toEqual({ name: 'All' });
  });
});
