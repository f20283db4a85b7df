import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  outcomeSchema,
  planEntityPageSchema,
  planSchema,
  type Outcome,
  type Plan,
} from '@oversight/shared/plans/plans.schemas';
import type { FieldErrors } from '../../platform/errors.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import {
  createTestGrant,
  createTestRole,
  createTestStaff,
  type TestStaff,
} from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';

describe('plan frameworks, levels and entities', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let viewer: TestStaff;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
  async function createPlan(body: Record<string, unknown>, headers = ministry.headers): Promise<Plan> {
    const response = await call('POST', '/plans/', headers, { name: 'National Health Plan', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return planSchema.parse(response.json());
  }
  async function createItem(
    planId: string,
    title: string,
    parentId: string | null = null,
    headers = ministry.headers,
  ): Promise<Outcome> {
    const response = await call('POST', '/plans/outcomes/', headers, {
      plan_id: planId,
      title,
      parent_id: parentId,
    });
    expect(response.statusCode, response.body).toBe(201);
    return outcomeSchema.parse(response.json());
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Planning' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry Elsewhere' });
    viewer = await createTestStaff(t, ministry, []);
    const levels = await call('PATCH', '/users/organizations/update-plan-levels/', ministry.headers, {
      plan_levels: ['Pillar', 'Outcome', 'Output'],
    });
    expect(levels.statusCode, levels.body).toBe(200);
  });
  afterAll(async () => t.close());

  describe('framework', () => {
    it('stores MTNDP or ERGP by name or by index sent as a string, returns the name, and clears it with null', async () => {
      expect((await createPlan({ framework: '0' })).framework).toBe('MTNDP');
      expect((await createPlan({ framework: 1 })).framework).toBe('ERGP');
      const plan = await createPlan({ framework: 'mtndp' });
      expect(plan.framework).toBe('MTNDP');
      expect((await createPlan({})).framework).toBeNull();
      const changed = await call('PATCH', `/plans/${plan.id}/`, ministry.headers, { framework: '1' });
      expect(planSchema.parse(changed.json()).framework).toBe('ERGP');
      const cleared = await call('PATCH', `/plans/${plan.id}/`, ministry.headers, { framework: null });
      expect(planSchema.parse(cleared.json()).framework).toBeNull();
      expect(
        planSchema.parse((await call('GET', `/plans/${plan.id}/`, ministry.headers)).json()).framework,
      ).toBeNull();
    });

    it('answers 400 naming framework for an unknown one', async () => {
      for (const framework of ['2', 'NDP', 7, true]) {
        const response = await call('POST', '/plans/', ministry.headers, { name: 'Odd', framework });
        expect(response.statusCode, String(framework)).toBe(400);
        expect(response.json<{ framework: string[] }>().framework[0]).toContain('MTNDP or ERGP');
      }
    });
  });

  describe('levels', () => {
    it('gives the plan the organisation’s levels and each item its level under its parent', async () => {
      const plan = await createPlan({});
      expect(plan.levels).toEqual(['Pillar', 'Outcome', 'Output']);
      const pillar = await createItem(plan.id, 'Human capital');
      expect(pillar).toMatchObject({ parent_id: null, level: 0, level_name: 'Pillar' });
      const outcome = await createItem(plan.id, 'Healthier children', pillar.id);
      expect(outcome).toMatchObject({ parent_id: pillar.id, level: 1, level_name: 'Outcome' });
      const output = await createItem(plan.id, 'Clinics built', outcome.id);
      expect(output).toMatchObject({ level: 2, level_name: 'Output' });
      // Output is the last level: nothing goes under it.
      const tooDeep = await call('POST', '/plans/outcomes/', ministry.headers, {
        plan_id: plan.id,
        title: 'Deeper',
        parent_id: output.id,
      });
      expect(tooDeep.statusCode).toBe(400);
      expect(tooDeep.json<{ parent_id: string[] }>().parent_id[0]).toContain(
        '"Output" is the last plan level',
      );
      // Renaming the levels renames every item's level.
      await call('PATCH', '/users/organizations/update-plan-levels/', ministry.headers, {
        plan_levels: ['Pillar', 'Result', 'Output'],
      });
      expect(
        outcomeSchema.parse((await call('GET', `/plans/outcomes/${outcome.id}/`, ministry.headers)).json())
          .level_name,
      ).toBe('Result');
      await call('PATCH', '/users/organizations/update-plan-levels/', ministry.headers, {
        plan_levels: ['Pillar', 'Outcome', 'Output'],
      });
      // Deleting a parent deletes what is under it.
      expect((await call('DELETE', `/plans/outcomes/${pillar.id}/`, ministry.headers)).statusCode).toBe(204);
      expect((await call('GET', `/plans/outcomes/${output.id}/`, ministry.headers)).statusCode).toBe(404);
    });

    it('refuses a parent from another plan or another organisation with 400 on parent_id', async () => {
      const plan = await createPlan({});
      const elsewhere = await createItem((await createPlan({})).id, 'In another plan');
      const foreignPlan = await createPlan({}, otherMinistry.headers);
      const foreign = await createItem(foreignPlan.id, 'Foreign item', null, otherMinistry.headers);
      for (const parentId of [elsewhere.id, foreign.id, '00000000-0000-4000-8000-000000000000']) {
        const response = await call('POST', '/plans/outcomes/', ministry.headers, {
          plan_id: plan.id,
          title: 'Orphan',
          parent_id: parentId,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ parent_id: string[] }>().parent_id).toBeDefined();
      }
      expect(
        (
          await call('POST', '/plans/outcomes/', ministry.headers, {
            plan_id: plan.id,
            title: 'Bad',
            parent_id: 'x',
          })
        ).json<{ parent_id: string[] }>().parent_id,
      ).toBeDefined();
    });

    it('without levels, items nest freely and carry no level name', async () => {
      const plan = await createPlan({}, otherMinistry.headers);
      expect(plan.levels).toEqual([]);
      const top = await createItem(plan.id, 'Top', null, otherMinistry.headers);
      const under = await createItem(plan.id, 'Under', top.id, otherMinistry.headers);
      expect(under).toMatchObject({ level: 1, level_name: null });
    });
  });

  describe('GET /plans/entities/', () => {
    it('lists the items at a level across the organisation’s plans, searchable; another organisation sees none', async () => {
      const agency = await createTestUser(t, { accountType: 'AGENCY', displayName: 'Roads Agency' });
      await call('PATCH', '/users/organizations/update-plan-levels/', agency.headers, {
        plan_levels: ['Pillar', 'Outcome'],
      });
      const first = await createPlan({ name: 'Roads plan' }, agency.headers);
      const second = await createPlan({ name: 'Bridges plan' }, agency.headers);
      const infrastructure = await createItem(first.id, 'Infrastructure', null, agency.headers);
      await createItem(first.id, 'Safer roads', infrastructure.id, agency.headers);
      const bridges = await createItem(second.id, 'Connectivity', null, agency.headers);
      await createItem(second.id, 'Safer bridges', bridges.id, agency.headers);

      const pillars = planEntityPageSchema.parse(
        (await call('GET', '/plans/entities/?level=0', agency.headers)).json(),
      );
      expect(pillars.results.map((item) => [item.title, item.plan.name, item.level_name])).toEqual([
        ['Connectivity', 'Bridges plan', 'Pillar'],
        ['Infrastructure', 'Roads plan', 'Pillar'],
      ]);
      const safer = planEntityPageSchema.parse(
        (await call('GET', '/plans/entities/?level=1&search=safer', agency.headers)).json(),
      );
      expect(safer.count).toBe(2);
      expect(safer.results.every((item) => item.level === 1 && item.level_name === 'Outcome')).toBe(true);
      const all = planEntityPageSchema.parse(
        (await call('GET', '/plans/entities/?search=bridge', agency.headers)).json(),
      );
      expect(all.results.map((item) => item.title)).toEqual(['Safer bridges']);
      const others = planEntityPageSchema.parse(
        (await call('GET', '/plans/entities/?search=safer', otherMinistry.headers)).json(),
      );
      expect(others.count).toBe(0);
    });

    it('shows a stakeholder the items shared with them', async () => {
      const plan = await createPlan({ name: 'Shared plan' });
      const pillar = await createItem(plan.id, 'Qqshared pillar');
      await createItem(plan.id, 'Qqkept pillar');
      const roleId = (await createTestRole(t, ministry, [], 'Entities viewer')).id;
      await createTestGrant(t, {
        organizationId: ministry.organization.id,
        contentType: 'outcome',
        contentId: pillar.id,
        roleId,
        grantee: { userId: otherMinistry.user.id },
      });
      const seen = planEntityPageSchema.parse(
        (await call('GET', '/plans/entities/?search=Qq', otherMinistry.headers)).json(),
      );
      expect(seen.results.map((item) => item.title)).toEqual(['Qqshared pillar']);
    });

    it('answers 400 for a bad level, 401 anonymous; a member without plan rights still sees their organisation’s', async () => {
      for (const level of ['-1', 'first', '1.5']) {
        const response = await call('GET', `/plans/entities/?level=${level}`, ministry.headers);
        expect(response.statusCode).toBe(400);
        expect(response.json<FieldErrors>().level).toBeDefined();
      }
      expect((await call('GET', '/plans/entities/')).statusCode).toBe(401);
      expect((await call('GET', '/plans/entities/?level=0', viewer.headers)).statusCode).toBe(200);
    });
  });
});
