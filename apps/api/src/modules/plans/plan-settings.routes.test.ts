import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import {
  disaggregationCategoryPageSchema,
  disaggregationCategorySchema,
  indicatorGroupSchema,
  indicatorMetaSchema,
  unitPageSchema,
  unitSchema,
  type DisaggregationCategory,
} from '@oversight/shared/plans/plan-settings.schemas';
import {
  indicatorPageSchema,
  indicatorSchema,
  outcomeSchema,
  planSchema,
} from '@oversight/shared/plans/plans.schemas';
import type { FieldErrors } from '../../platform/errors.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestStaff, type TestStaff } from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';

describe('plan settings: units, indicator groups, disaggregation categories', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let viewer: TestStaff;
  let settingsManager: TestStaff;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
  async function created<T>(
    url: string,
    body: unknown,
    parse: (value: unknown) => T,
    headers = ministry.headers,
  ): Promise<T> {
    const response = await call('POST', url, headers, body);
    expect(response.statusCode, response.body).toBe(201);
    return parse(response.json());
  }
  async function indicatorOf(headers: Record<string, string>, body: Record<string, unknown>) {
    const plan = await created('/plans/', { name: 'Settings plan' }, (v) => planSchema.parse(v), headers);
    const outcome = await created(
      '/plans/outcomes/',
      { plan_id: plan.id, title: 'Outcome' },
      (v) => outcomeSchema.parse(v),
      headers,
    );
    return call('POST', '/plans/indicators/', headers, {
      outcome_id: outcome.id,
      description: 'Measured',
      ...body,
    });
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Health' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry Elsewhere' });
    viewer = await createTestStaff(t, ministry, []);
    settingsManager = await createTestStaff(t, ministry, [P.MANAGE_PLAN_SETTINGS]);
  });
  afterAll(async () => t.close());

  it('units: create, list sorted and searchable, read, change, delete; names are unique per organisation', async () => {
    const percent = await created('/plans/units/', { name: 'Percent', symbol: '%', kind: 'percent' }, (v) =>
      unitSchema.parse(v),
    );
    expect(percent).toMatchObject({ name: 'Percent', symbol: '%', kind: 'percent', indicators_count: 0 });
    await created(
      '/plans/units/',
      { name: 'Naira', symbol: '₦', kind: 'currency' },
      (v) => unitSchema.parse(v),
      settingsManager.headers,
    );
    const page = unitPageSchema.parse((await call('GET', '/plans/units/', viewer.headers)).json());
    expect(page.results.map((unit) => unit.name)).toEqual(['Naira', 'Percent']);
    expect(
      unitPageSchema.parse((await call('GET', '/plans/units/?search=perc', ministry.headers)).json()).count,
    ).toBe(1);
    const duplicate = await call('POST', '/plans/units/', ministry.headers, {
      name: 'percent',
      kind: 'number',
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json<{ name: string[] }>().name[0]).toContain('already has a unit named');
    // Another organisation may use the same name.
    await created(
      '/plans/units/',
      { name: 'Percent', kind: 'percent' },
      (v) => unitSchema.parse(v),
      otherMinistry.headers,
    );
    const changed = await call('PATCH', `/plans/units/${percent.id}/`, ministry.headers, { symbol: 'pct' });
    expect(unitSchema.parse(changed.json())).toMatchObject({ name: 'Percent', symbol: 'pct' });
    expect((await call('GET', `/plans/units/${percent.id}/`, ministry.headers)).statusCode).toBe(200);
    expect((await call('DELETE', `/plans/units/${percent.id}/`, ministry.headers)).statusCode).toBe(204);
    expect((await call('GET', `/plans/units/${percent.id}/`, ministry.headers)).statusCode).toBe(404);
  });

  it('answers 400 naming the field, 401 anonymous, 403 without the settings permission, 404 for another organisation’s', async () => {
    const unit = await created('/plans/units/', { name: 'Schools', kind: 'count' }, (v) =>
      unitSchema.parse(v),
    );
    for (const [body, field] of [
      [{ kind: 'count' }, 'name'],
      [{ name: 'Odd', kind: 'volume' }, 'kind'],
      [{ name: 'Long', kind: 'number', symbol: 'x'.repeat(11) }, 'symbol'],
    ] as const) {
      const response = await call('POST', '/plans/units/', ministry.headers, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<FieldErrors>()[field], JSON.stringify(body)).toBeDefined();
    }
    expect((await call('GET', '/plans/units/')).statusCode).toBe(401);
    expect((await call('POST', '/plans/units/', undefined, { name: 'A', kind: 'count' })).statusCode).toBe(
      401,
    );
    expect(
      (await call('POST', '/plans/units/', viewer.headers, { name: 'Mine', kind: 'count' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/plans/units/${unit.id}/`, viewer.headers, { name: 'Mine' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/plans/indicator-groups/${unit.id}/`, viewer.headers)).statusCode).toBe(
      403,
    );
    for (const [method, url] of [
      ['GET', `/plans/units/${unit.id}/`],
      ['PATCH', `/plans/units/${unit.id}/`],
      ['DELETE', `/plans/units/${unit.id}/`],
    ] as const) {
      const response = await call(
        method,
        url,
        otherMinistry.headers,
        method === 'PATCH' ? { name: 'Taken' } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('Schools');
    }
    expect(
      unitPageSchema.parse((await call('GET', '/plans/units/?search=Schools', otherMinistry.headers)).json())
        .count,
    ).toBe(0);
    expect(
      (await call('GET', '/plans/units/not-a-uuid/', ministry.headers)).json<{ id: string }>().id,
    ).toBeDefined();
  });

  it('indicator groups: create, rename, list, delete', async () => {
    const group = await created(
      '/plans/indicator-groups/',
      { name: 'SDG 3', description: 'Good health' },
      (v) => indicatorGroupSchema.parse(v),
    );
    const renamed = await call('PATCH', `/plans/indicator-groups/${group.id}/`, ministry.headers, {
      name: 'SDG 3: Health',
    });
    expect(indicatorGroupSchema.parse(renamed.json()).name).toBe('SDG 3: Health');
    expect(
      (
        await call('PATCH', `/plans/indicator-groups/${group.id}/`, ministry.headers, { name: ' ' })
      ).json<FieldErrors>().name,
    ).toBeDefined();
    expect(
      (await call('GET', '/plans/indicator-groups/', ministry.headers)).json<{ count: number }>().count,
    ).toBeGreaterThanOrEqual(1);
    expect(
      (await call('GET', `/plans/indicator-groups/${group.id}/`, otherMinistry.headers)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/plans/indicator-groups/${group.id}/`, ministry.headers)).statusCode).toBe(
      204,
    );
  });

  it('disaggregation categories: ready-made Sex, Age and State; own ones; options replaced by id', async () => {
    const sex = await created('/plans/disaggregation-categories/', { preset: 'sex' }, (v) =>
      disaggregationCategorySchema.parse(v),
    );
    expect(sex.options.map((option) => option.name)).toEqual(['Female', 'Male']);
    const age = await created(
      '/plans/disaggregation-categories/',
      { preset: 'age', name: 'Age group' },
      (v) => disaggregationCategorySchema.parse(v),
    );
    expect(age.name).toBe('Age group');
    expect(age.options.map((option) => option.name)).toEqual([
      'Below 18',
      '18-24',
      '24-32',
      '32-48',
      '48-60',
      'Above 60',
    ]);
    const states = await created('/plans/disaggregation-categories/', { preset: 'state' }, (v) =>
      disaggregationCategorySchema.parse(v),
    );
    expect(states.options).toHaveLength(37);
    expect(states.options.map((option) => option.name)).toContain('Federal Capital Territory');
    const again = await call('POST', '/plans/disaggregation-categories/', ministry.headers, {
      preset: 'sex',
    });
    expect(again.json<{ name: string[] }>().name[0]).toContain('already has');

    const area: DisaggregationCategory = await created(
      '/plans/disaggregation-categories/',
      { name: 'Area', options: [{ name: 'Urban' }, { name: 'Rural' }] },
      (v) => disaggregationCategorySchema.parse(v),
    );
    const [urban, rural] = area.options;
    // Swap the names, keep Urban's id as "Rural", drop the old Rural, add Peri-urban.
    const replaced = await call('PATCH', `/plans/disaggregation-categories/${area.id}/`, ministry.headers, {
      options: [{ id: urban!.id, name: 'Rural' }, { name: 'Peri-urban' }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = disaggregationCategorySchema.parse(replaced.json());
    expect(after.options.map((option) => option.name)).toEqual(['Rural', 'Peri-urban']);
    expect(after.options[0]!.id).toBe(urban!.id);
    expect(after.options.some((option) => option.id === rural!.id)).toBe(false);
    // An option of another category is refused.
    const foreignOption = await call(
      'PATCH',
      `/plans/disaggregation-categories/${area.id}/`,
      ministry.headers,
      { options: [{ id: sex.options[0]!.id, name: 'Female' }] },
    );
    expect(foreignOption.statusCode).toBe(400);
    expect(foreignOption.json<FieldErrors>().options).toBeDefined();
    for (const body of [
      {},
      { name: 'No options' },
      { preset: 'tribe' },
      { name: 'Twice', options: [{ name: 'A' }, { name: 'a' }] },
      { name: 'Empty', options: [] },
    ]) {
      const response = await call('POST', '/plans/disaggregation-categories/', ministry.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const page = disaggregationCategoryPageSchema.parse(
      (await call('GET', '/plans/disaggregation-categories/', viewer.headers)).json(),
    );
    expect(page.results.map((category) => category.name)).toEqual(['Age group', 'Area', 'Sex', 'State']);
    expect(
      (await call('DELETE', `/plans/disaggregation-categories/${area.id}/`, otherMinistry.headers))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/plans/disaggregation-categories/${area.id}/`, ministry.headers)).statusCode,
    ).toBe(204);
  });

  it('an indicator chooses its unit, group and disaggregations of its organisation, and filters by group', async () => {
    const unit = await created('/plans/units/', { name: 'Children', kind: 'count' }, (v) =>
      unitSchema.parse(v),
    );
    const group = await created('/plans/indicator-groups/', { name: 'Immunisation' }, (v) =>
      indicatorGroupSchema.parse(v),
    );
    const sex = disaggregationCategoryPageSchema.parse(
      (await call('GET', '/plans/disaggregation-categories/?search=sex', ministry.headers)).json(),
    ).results[0]!;
    const response = await indicatorOf(ministry.headers, {
      unit_id: unit.id,
      group_id: group.id,
      disaggregation_ids: [sex.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    const indicator = indicatorSchema.parse(response.json());
    expect(indicator.unit_info).toEqual({ id: unit.id, name: 'Children', symbol: '', kind: 'count' });
    expect(indicator.group).toEqual({ id: group.id, name: 'Immunisation' });
    expect(indicator.disaggregations).toEqual([{ id: sex.id, name: 'Sex', options: sex.options }]);
    expect(
      unitSchema.parse((await call('GET', `/plans/units/${unit.id}/`, ministry.headers)).json())
        .indicators_count,
    ).toBe(1);
    const byGroup = indicatorPageSchema.parse(
      (await call('GET', `/plans/indicators/?group_id=${group.id}`, ministry.headers)).json(),
    );
    expect(byGroup.results.map((row) => row.id)).toEqual([indicator.id]);
    const cleared = await call('PATCH', `/plans/indicators/${indicator.id}/`, ministry.headers, {
      unit_id: null,
      disaggregation_ids: [],
    });
    expect(indicatorSchema.parse(cleared.json())).toMatchObject({
      unit_id: null,
      unit_info: null,
      disaggregations: [],
      group: { id: group.id },
    });
    // Deleting the group leaves the indicator ungrouped.
    await call('DELETE', `/plans/indicator-groups/${group.id}/`, ministry.headers);
    expect(
      indicatorSchema.parse(
        (await call('GET', `/plans/indicators/${indicator.id}/`, ministry.headers)).json(),
      ).group,
    ).toBeNull();

    // Another organisation's settings cannot be chosen.
    const foreignUnit = await created(
      '/plans/units/',
      { name: 'Foreign unit', kind: 'number' },
      (v) => unitSchema.parse(v),
      otherMinistry.headers,
    );
    for (const [body, field] of [
      [{ unit_id: foreignUnit.id }, 'unit_id'],
      [{ group_id: foreignUnit.id }, 'group_id'],
      [{ disaggregation_ids: [foreignUnit.id] }, 'disaggregation_ids'],
      [{ disaggregation_ids: [sex.id, sex.id] }, 'disaggregation_ids'],
    ] as const) {
      const refused = await call('PATCH', `/plans/indicators/${indicator.id}/`, ministry.headers, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json<FieldErrors>()[field]).toBeDefined();
    }
  });

  it('indicator-meta: the organisation’s settings, the ready-made categories, unit kinds and levels', async () => {
    await call('PATCH', '/users/organizations/update-plan-levels/', ministry.headers, {
      plan_levels: ['Pillar', 'Outcome'],
    });
    const meta = indicatorMetaSchema.parse(
      (await call('GET', '/plans/indicator-meta/', viewer.headers)).json(),
    );
    expect(meta.levels).toEqual(['Pillar', 'Outcome']);
    expect(meta.units.map((unit) => unit.name)).toContain('Children');
    expect(meta.disaggregation_presets.map((preset) => preset.key)).toEqual(['sex', 'age', 'state']);
    expect(meta.unit_kinds.map((kind) => kind.value)).toEqual(['number', 'percent', 'currency', 'count']);
    const others = indicatorMetaSchema.parse(
      (await call('GET', '/plans/indicator-meta/', otherMinistry.headers)).json(),
    );
    expect(others.units.map((unit) => unit.name)).not.toContain('Children');
    expect((await call('GET', '/plans/indicator-meta/')).statusCode).toBe(401);
  });
});
