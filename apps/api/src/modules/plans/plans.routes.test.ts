import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import {
  indicatorPageSchema,
  indicatorSchema,
  outcomePageSchema,
  outcomeSchema,
  planChildrenPageSchema,
  planChildrenWithAccessSchema,
  planPageSchema,
  planSchema,
  type Indicator,
  type Outcome,
  type Plan,
} from '@oversight/shared/plans/plans.schemas';
import type { InviteResult } from '@oversight/shared/collaboration/stakeholders.schemas';
import type { FieldErrors } from '../../platform/errors.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import {
  createTestGrant,
  createTestRole,
  createTestStaff,
  type TestStaff,
} from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';

describe('plans, outcomes and indicators', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let citizen: TestUser;
  let viewer: TestStaff;
  let planner: TestStaff;
  let editorRoleId: string;
  let viewerRoleId: string;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });

  async function createPlan(body: Record<string, unknown> = {}, headers = ministry.headers): Promise<Plan> {
    const response = await call('POST', '/plans/', headers, {
      name: `Plan ${Math.random().toString(36).slice(2, 8)}`,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return planSchema.parse(response.json());
  }
  async function createOutcome(
    planId: string,
    title = 'Healthier mothers and children',
    headers = ministry.headers,
  ): Promise<Outcome> {
    const response = await call('POST', '/plans/outcomes/', headers, { plan_id: planId, title });
    expect(response.statusCode, response.body).toBe(201);
    return outcomeSchema.parse(response.json());
  }
  async function createIndicator(
    outcomeId: string,
    body: Record<string, unknown> = {},
    headers = ministry.headers,
  ): Promise<Indicator> {
    const response = await call('POST', '/plans/indicators/', headers, {
      outcome_id: outcomeId,
      description: 'Children fully immunised',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return indicatorSchema.parse(response.json());
  }
  /** A plan with two outcomes, each with one indicator. */
  async function planTree() {
    const plan = await createPlan();
    const first = await createOutcome(plan.id, 'Outcome A');
    const second = await createOutcome(plan.id, 'Outcome B');
    const firstIndicator = await createIndicator(first.id, { description: 'Indicator of A' });
    const secondIndicator = await createIndicator(second.id, { description: 'Indicator of B' });
    return { plan, first, second, firstIndicator, secondIndicator };
  }
  const grant = (
    contentType: 'plan' | 'outcome' | 'indicator',
    contentId: string,
    roleId: string,
    userId: string,
  ) =>
    createTestGrant(t, {
      organizationId: ministry.organization.id,
      contentType,
      contentId,
      roleId,
      grantee: { userId },
    });

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Health' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry Next Door' });
    citizen = await createTestUser(t, { displayName: 'Amina Bello' });
    viewer = await createTestStaff(t, ministry, []);
    planner = await createTestStaff(t, ministry, [
      P.CREATE_EDIT_PLAN,
      P.CREATE_EDIT_OUTCOME,
      P.MANAGE_INDICATORS,
    ]);
    editorRoleId = (
      await createTestRole(t, ministry, [P.CREATE_EDIT_OUTCOME, P.MANAGE_INDICATORS], 'Plan editor')
    ).id;
    viewerRoleId = (await createTestRole(t, ministry, [], 'Plan viewer')).id;
  });
  afterAll(async () => t.close());

  describe('plans', () => {
    it('creates a plan and reads it back with what the caller may do', async () => {
      const plan = await createPlan({
        name: 'Health Sector Plan 2026-2030',
        description: 'Five years of care.',
        start_year: 2026,
        end_year: 2030,
      });
      expect(plan).toMatchObject({
        name: 'Health Sector Plan 2026-2030',
        description: 'Five years of care.',
        start_year: 2026,
        end_year: 2030,
        organization: { id: ministry.organization.id, name: 'Ministry of Health' },
        outcomes_count: 0,
        indicators_count: 0,
        abilities: { view: true, edit: true, delete: true, add_outcome: true, manage_stakeholders: true },
      });
      const read = await call('GET', `/plans/${plan.id}/`, ministry.headers);
      expect(read.statusCode).toBe(200);
      expect(planSchema.parse(read.json()).name).toBe('Health Sector Plan 2026-2030');
      // A member whose role only views sees it without the actions.
      const seen = planSchema.parse((await call('GET', `/plans/${plan.id}/`, viewer.headers)).json());
      expect(seen.abilities).toEqual({
        view: true,
        edit: false,
        delete: false,
        add_outcome: false,
        manage_stakeholders: false,
      });
    });

    it('answers 400 naming the field, 401 without a token, 403 to a member whose role cannot create plans or a citizen', async () => {
      const missing = await call('POST', '/plans/', ministry.headers, { description: 'no name' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ name: string[] }>().name).toBeDefined();
      const years = await call('POST', '/plans/', ministry.headers, {
        name: 'Backwards',
        start_year: 2030,
        end_year: 2020,
      });
      expect(years.statusCode).toBe(400);
      expect(years.json<{ end_year: string[] }>().end_year[0]).toContain('before the start year');
      expect(
        (
          await call('POST', '/plans/', ministry.headers, { name: 'Odd year', start_year: 'soon' })
        ).json<FieldErrors>().start_year,
      ).toBeDefined();
      // PostgreSQL text cannot hold NUL: a 400 naming the field or parameter, not a 500.
      const nul = await call('POST', '/plans/', ministry.headers, { name: 'Plan', description: 'a\u0000b' });
      expect(nul.statusCode, nul.body).toBe(400);
      expect(nul.json<FieldErrors>().description).toBeDefined();
      const nulSearch = await call('GET', '/plans/outcomes/?query=a%00b', ministry.headers);
      expect(nulSearch.statusCode, nulSearch.body).toBe(400);
      expect(nulSearch.json<FieldErrors>().query).toBeDefined();
      expect((await call('POST', '/plans/', undefined, { name: 'Anonymous' })).statusCode).toBe(401);
      expect((await call('GET', '/plans/')).statusCode).toBe(401);
      expect((await call('POST', '/plans/', viewer.headers, { name: 'Not mine to make' })).statusCode).toBe(
        403,
      );
      expect((await call('POST', '/plans/', citizen.headers, { name: 'Personal plan' })).statusCode).toBe(
        403,
      );
      // Staff whose role holds the permission may.
      expect((await createPlan({ name: 'By the planner' }, planner.headers)).organization.id).toBe(
        ministry.organization.id,
      );
    });

    it('lists the organisation’s plans, searchable and paged; another organisation sees none of them', async () => {
      const ministryOwn = await createTestUser(t, { accountType: 'AGENCY' });
      await createPlan({ name: 'Roads Master Plan' }, ministryOwn.headers);
      await createPlan({ name: 'Water Plan', description: 'Boreholes for every ward' }, ministryOwn.headers);
      const page = planPageSchema.parse((await call('GET', '/plans/', ministryOwn.headers)).json());
      expect(page.results.map((plan) => plan.name)).toEqual(['Water Plan', 'Roads Master Plan']);
      expect(
        planPageSchema
          .parse((await call('GET', '/plans/?query=borehole', ministryOwn.headers)).json())
          .results.map((p) => p.name),
      ).toEqual(['Water Plan']);
      const first = planPageSchema.parse((await call('GET', '/plans/?limit=1', ministryOwn.headers)).json());
      expect(first.count).toBe(2);
      expect(first.next).toContain('offset=1');
      const others = planPageSchema.parse((await call('GET', '/plans/', otherMinistry.headers)).json());
      expect(others.results.some((plan) => plan.organization.id === ministryOwn.organization.id)).toBe(false);
      expect((await call('GET', '/plans/?limit=0', ministryOwn.headers)).statusCode).toBe(400);
    });

    it('edits and deletes with the permissions; others get 403 (member without them) or 404 (another organisation)', async () => {
      const plan = await createPlan({ start_year: 2026, end_year: 2028 });
      const renamed = await call('PATCH', `/plans/${plan.id}/`, ministry.headers, {
        name: 'Renamed plan',
        end_year: 2030,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(planSchema.parse(renamed.json())).toMatchObject({
        name: 'Renamed plan',
        start_year: 2026,
        end_year: 2030,
      });
      const backwards = await call('PATCH', `/plans/${plan.id}/`, ministry.headers, { end_year: 2020 });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json<FieldErrors>().end_year).toBeDefined();
      expect(
        (await call('PATCH', `/plans/${plan.id}/`, ministry.headers, { name: '' })).json<{ name: string[] }>()
          .name,
      ).toBeDefined();
      expect(
        (await call('PATCH', `/plans/${plan.id}/`, viewer.headers, { name: 'Mine now' })).statusCode,
      ).toBe(403);
      expect((await call('DELETE', `/plans/${plan.id}/`, viewer.headers)).statusCode).toBe(403);
      expect((await call('DELETE', `/plans/${plan.id}/`, planner.headers)).statusCode).toBe(403);
      for (const [method, body] of [['GET'], ['PATCH', { name: 'Taken over' }], ['DELETE']] as const) {
        const response = await call(method, `/plans/${plan.id}/`, otherMinistry.headers, body);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('Renamed plan');
      }
      expect((await call('GET', `/plans/${plan.id}/`)).statusCode).toBe(404);
      expect((await call('GET', '/plans/not-a-uuid/', ministry.headers)).statusCode).toBe(400);
      expect((await call('DELETE', `/plans/${plan.id}/`, ministry.headers)).statusCode).toBe(204);
      expect((await call('GET', `/plans/${plan.id}/`, ministry.headers)).statusCode).toBe(404);
    });
  });

  describe('outcomes and indicators', () => {
    it('adds, lists, edits and deletes outcomes; checks the plan and the permissions', async () => {
      const plan = await createPlan();
      const outcome = await createOutcome(plan.id, 'Fewer maternal deaths');
      expect(outcome).toMatchObject({
        plan_id: plan.id,
        title: 'Fewer maternal deaths',
        indicators_count: 0,
        abilities: { edit: true, delete: true, add_indicator: true, manage_stakeholders: true },
      });
      await createOutcome(plan.id, 'More skilled birth attendants');
      const listed = outcomePageSchema.parse(
        (await call('GET', `/plans/outcomes/?plan_id=${plan.id}`, ministry.headers)).json(),
      );
      expect(listed.results.map((o) => o.title)).toEqual([
        'Fewer maternal deaths',
        'More skilled birth attendants',
      ]);
      expect(
        outcomePageSchema.parse(
          (await call('GET', `/plans/outcomes/?plan_id=${plan.id}`, otherMinistry.headers)).json(),
        ).count,
      ).toBe(0);
      expect(
        (await call('GET', '/plans/outcomes/?plan_id=junk', ministry.headers)).json<FieldErrors>().plan_id,
      ).toBeDefined();

      const missingTitle = await call('POST', '/plans/outcomes/', ministry.headers, { plan_id: plan.id });
      expect(missingTitle.statusCode).toBe(400);
      expect(missingTitle.json<FieldErrors>().title).toBeDefined();
      expect(
        (
          await call('POST', '/plans/outcomes/', ministry.headers, { plan_id: 'x', title: 'y' })
        ).json<FieldErrors>().plan_id,
      ).toBeDefined();
      expect(
        (await call('POST', '/plans/outcomes/', undefined, { plan_id: plan.id, title: 'y' })).statusCode,
      ).toBe(401);
      expect(
        (await call('POST', '/plans/outcomes/', viewer.headers, { plan_id: plan.id, title: 'y' })).statusCode,
      ).toBe(403);
      expect(
        (await call('POST', '/plans/outcomes/', otherMinistry.headers, { plan_id: plan.id, title: 'y' }))
          .statusCode,
      ).toBe(404);

      const edited = await call('PATCH', `/plans/outcomes/${outcome.id}/`, planner.headers, {
        title: 'Maternal deaths halved',
        description: 'By 2030',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(outcomeSchema.parse(edited.json())).toMatchObject({
        title: 'Maternal deaths halved',
        description: 'By 2030',
      });
      expect(
        (
          await call('PATCH', `/plans/outcomes/${outcome.id}/`, ministry.headers, { title: '  ' })
        ).json<FieldErrors>().title,
      ).toBeDefined();
      expect(
        (await call('PATCH', `/plans/outcomes/${outcome.id}/`, viewer.headers, { title: 'z' })).statusCode,
      ).toBe(403);
      expect((await call('GET', `/plans/outcomes/${outcome.id}/`, viewer.headers)).statusCode).toBe(200);
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const response = await call(
          method,
          `/plans/outcomes/${outcome.id}/`,
          otherMinistry.headers,
          method === 'PATCH' ? { title: 'z' } : undefined,
        );
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('Maternal');
      }
      expect((await call('DELETE', `/plans/outcomes/${outcome.id}/`, planner.headers)).statusCode).toBe(403);
      await createIndicator(outcome.id);
      expect((await call('DELETE', `/plans/outcomes/${outcome.id}/`, ministry.headers)).statusCode).toBe(204);
      expect((await call('GET', `/plans/outcomes/${outcome.id}/`, ministry.headers)).statusCode).toBe(404);
      expect(
        planSchema.parse((await call('GET', `/plans/${plan.id}/`, ministry.headers)).json()),
      ).toMatchObject({ outcomes_count: 1, indicators_count: 0 });
    });

    it('adds indicators with baseline, target and current value, computes progress, filters and edits them', async () => {
      const plan = await createPlan();
      const outcome = await createOutcome(plan.id);
      const indicator = await createIndicator(outcome.id, {
        unit: '%',
        baseline: 40,
        baseline_year: 2024,
        target: 90,
        target_year: 2030,
        current_value: 65,
      });
      expect(indicator).toMatchObject({
        plan_id: plan.id,
        outcome_id: outcome.id,
        unit: '%',
        baseline: 40,
        target: 90,
        current_value: 65,
        progress: 50,
      });
      const bare = await createIndicator(outcome.id, { description: 'Clinics with power' });
      expect(bare).toMatchObject({ baseline: null, progress: null, unit: '' });

      const byOutcome = indicatorPageSchema.parse(
        (await call('GET', `/plans/indicators/?outcome_id=${outcome.id}`, ministry.headers)).json(),
      );
      expect(byOutcome.results.map((i) => i.description)).toEqual([
        'Children fully immunised',
        'Clinics with power',
      ]);
      const byPlan = indicatorPageSchema.parse(
        (
          await call('GET', `/plans/indicators/?plan_id=${plan.id}&description=power`, ministry.headers)
        ).json(),
      );
      expect(byPlan.results.map((i) => i.id)).toEqual([bare.id]);
      expect(
        indicatorPageSchema.parse(
          (await call('GET', `/plans/indicators/?plan_id=${plan.id}`, otherMinistry.headers)).json(),
        ).count,
      ).toBe(0);

      const bad = await call('POST', '/plans/indicators/', ministry.headers, {
        outcome_id: outcome.id,
        description: 'x',
        target: 'lots',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<FieldErrors>().target).toBeDefined();
      expect(
        (
          await call('POST', '/plans/indicators/', ministry.headers, { outcome_id: outcome.id })
        ).json<FieldErrors>().description,
      ).toBeDefined();
      expect(
        (await call('POST', '/plans/indicators/', undefined, { outcome_id: outcome.id, description: 'x' }))
          .statusCode,
      ).toBe(401);
      expect(
        (
          await call('POST', '/plans/indicators/', viewer.headers, {
            outcome_id: outcome.id,
            description: 'x',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call('POST', '/plans/indicators/', otherMinistry.headers, {
            outcome_id: outcome.id,
            description: 'x',
          })
        ).statusCode,
      ).toBe(404);

      const updated = await call('PATCH', `/plans/indicators/${indicator.id}/`, planner.headers, {
        current_value: 90,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(indicatorSchema.parse(updated.json())).toMatchObject({ current_value: 90, progress: 100 });
      expect(
        (
          await call('PATCH', `/plans/indicators/${indicator.id}/`, ministry.headers, { baseline_year: 1200 })
        ).json<FieldErrors>().baseline_year,
      ).toBeDefined();
      expect(
        (await call('PATCH', `/plans/indicators/${indicator.id}/`, viewer.headers, { current_value: 1 }))
          .statusCode,
      ).toBe(403);
      expect((await call('DELETE', `/plans/indicators/${indicator.id}/`, viewer.headers)).statusCode).toBe(
        403,
      );
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const response = await call(
          method,
          `/plans/indicators/${indicator.id}/`,
          otherMinistry.headers,
          method === 'PATCH' ? { current_value: 1 } : undefined,
        );
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('immunised');
      }
      expect((await call('GET', `/plans/indicators/${indicator.id}/`)).statusCode).toBe(404);
      expect((await call('DELETE', `/plans/indicators/${indicator.id}/`, planner.headers)).statusCode).toBe(
        204,
      );
      expect((await call('GET', `/plans/indicators/${indicator.id}/`, ministry.headers)).statusCode).toBe(
        404,
      );
    });

    it('children: the outcomes with their indicators; children-with-access: all of it for the owner', async () => {
      const { plan, first, second, firstIndicator, secondIndicator } = await planTree();
      const children = planChildrenPageSchema.parse(
        (await call('GET', `/plans/${plan.id}/children/`, ministry.headers)).json(),
      );
      expect(children.count).toBe(2);
      expect(children.results.map((o) => [o.id, o.indicators.map((i) => i.id)])).toEqual([
        [first.id, [firstIndicator.id]],
        [second.id, [secondIndicator.id]],
      ]);
      const paged = planChildrenPageSchema.parse(
        (await call('GET', `/plans/${plan.id}/children/?limit=1&offset=1`, ministry.headers)).json(),
      );
      expect(paged.results.map((o) => o.id)).toEqual([second.id]);
      const withAccess = planChildrenWithAccessSchema.parse(
        (await call('GET', `/plans/${plan.id}/children-with-access/`, ministry.headers)).json(),
      );
      expect(withAccess.plan).toEqual({ id: plan.id, name: plan.name, can_view: true });
      expect(withAccess.outcomes.map((o) => o.id)).toEqual([first.id, second.id]);
      expect(withAccess.indicators).toEqual([]);
      for (const path of ['children/', 'children-with-access/']) {
        expect((await call('GET', `/plans/${plan.id}/${path}`, otherMinistry.headers)).statusCode).toBe(404);
        expect((await call('GET', `/plans/${plan.id}/${path}`)).statusCode).toBe(404);
      }
    });
  });

  describe('sharing: a plan grant covers its outcomes and indicators, a direct grant narrows', () => {
    it('a grant on the plan lists the plan, its outcomes and their indicators, with the role’s actions', async () => {
      const { plan, first, second, firstIndicator, secondIndicator } = await planTree();
      const stranger = await createTestUser(t, { displayName: 'Plan Reader' });
      await grant('plan', plan.id, editorRoleId, stranger.user.id);
      const plans = planPageSchema.parse((await call('GET', '/plans/', stranger.headers)).json());
      expect(plans.results.map((p) => p.id)).toEqual([plan.id]);
      expect(plans.results[0]!.abilities).toMatchObject({ view: true, edit: false, add_outcome: true });
      const outcomes = outcomePageSchema.parse(
        (await call('GET', '/plans/outcomes/', stranger.headers)).json(),
      );
      expect(outcomes.results.map((o) => o.id)).toEqual([first.id, second.id]);
      const indicators = indicatorPageSchema.parse(
        (await call('GET', '/plans/indicators/', stranger.headers)).json(),
      );
      expect(indicators.results.map((i) => i.id)).toEqual([firstIndicator.id, secondIndicator.id]);
      expect(indicators.results[0]!.abilities).toEqual({
        edit: true,
        delete: true,
        manage_stakeholders: false,
      });
      expect(
        (
          await call('PATCH', `/plans/indicators/${secondIndicator.id}/`, stranger.headers, {
            current_value: 3,
          })
        ).statusCode,
      ).toBe(200);
      expect((await call('PATCH', `/plans/${plan.id}/`, stranger.headers, { name: 'No' })).statusCode).toBe(
        403,
      );

      // A direct grant on outcome A narrows the plan's for this grantee: A and its indicator become read-only.
      await grant('outcome', first.id, viewerRoleId, stranger.user.id);
      expect(
        (await call('PATCH', `/plans/outcomes/${first.id}/`, stranger.headers, { title: 'No' })).statusCode,
      ).toBe(403);
      expect(
        (
          await call('PATCH', `/plans/indicators/${firstIndicator.id}/`, stranger.headers, {
            current_value: 1,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call('PATCH', `/plans/outcomes/${second.id}/`, stranger.headers, {
            title: 'Outcome B, renamed',
          })
        ).statusCode,
      ).toBe(200);
      const children = planChildrenPageSchema.parse(
        (await call('GET', `/plans/${plan.id}/children/`, stranger.headers)).json(),
      );
      expect(children.results.map((o) => [o.abilities.edit, o.indicators[0]!.abilities.edit])).toEqual([
        [false, false],
        [true, true],
      ]);
    });

    it('a grant on one outcome shows that outcome and its indicators, not the plan nor its other outcome; removal counts at once', async () => {
      const { plan, first, second, firstIndicator, secondIndicator } = await planTree();
      const outsider = otherMinistry;
      expect(
        (await call('GET', `/plans/${plan.id}/children-with-access/`, outsider.headers)).statusCode,
      ).toBe(404);
      const row = await grant('outcome', first.id, viewerRoleId, outsider.user.id);

      const shared = planChildrenWithAccessSchema.parse(
        (await call('GET', `/plans/${plan.id}/children-with-access/`, outsider.headers)).json(),
      );
      expect(shared.plan).toEqual({ id: plan.id, name: plan.name, can_view: false });
      expect(shared.outcomes.map((o) => [o.id, o.indicators.map((i) => i.id)])).toEqual([
        [first.id, [firstIndicator.id]],
      ]);
      expect(JSON.stringify(shared)).not.toContain('Outcome B');
      expect((await call('GET', `/plans/${plan.id}/`, outsider.headers)).statusCode).toBe(404);
      expect((await call('GET', `/plans/${plan.id}/children/`, outsider.headers)).statusCode).toBe(404);
      expect((await call('GET', `/plans/outcomes/${first.id}/`, outsider.headers)).statusCode).toBe(200);
      expect(
        (await call('GET', `/plans/indicators/${firstIndicator.id}/`, outsider.headers)).statusCode,
      ).toBe(200);
      expect((await call('GET', `/plans/outcomes/${second.id}/`, outsider.headers)).statusCode).toBe(404);
      expect(
        (await call('GET', `/plans/indicators/${secondIndicator.id}/`, outsider.headers)).statusCode,
      ).toBe(404);
      // Their plan list names the plan as partly shared (view false), so they can find the outcome.
      const listed = planPageSchema
        .parse((await call('GET', '/plans/', outsider.headers)).json())
        .results.find((p) => p.id === plan.id);
      expect(listed?.abilities).toEqual({
        view: false,
        edit: false,
        delete: false,
        add_outcome: false,
        manage_stakeholders: false,
      });
      expect(
        indicatorPageSchema
          .parse((await call('GET', `/plans/indicators/?plan_id=${plan.id}`, outsider.headers)).json())
          .results.map((i) => i.id),
      ).toEqual([firstIndicator.id]);

      // An indicator shared alone appears on its own, without its outcome.
      const lone = await createTestUser(t, { displayName: 'Data clerk' });
      await grant('indicator', secondIndicator.id, viewerRoleId, lone.user.id);
      const loose = planChildrenWithAccessSchema.parse(
        (await call('GET', `/plans/${plan.id}/children-with-access/`, lone.headers)).json(),
      );
      expect(loose.outcomes).toEqual([]);
      expect(loose.indicators.map((i) => i.id)).toEqual([secondIndicator.id]);

      const removed = await call('POST', '/users/stakeholders/remove-stakeholder/', ministry.headers, {
        content_type: 'outcome',
        content_id: first.id,
        stakeholder_id: outsider.user.id,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(row.id).toBeDefined();
      expect(
        (await call('GET', `/plans/${plan.id}/children-with-access/`, outsider.headers)).statusCode,
      ).toBe(404);
      expect((await call('GET', `/plans/outcomes/${first.id}/`, outsider.headers)).statusCode).toBe(404);
      expect(
        (await call('GET', `/plans/indicators/${firstIndicator.id}/`, outsider.headers)).statusCode,
      ).toBe(404);
    });

    it('invites stakeholders onto a plan, an outcome and an indicator; lists them; others may not', async () => {
      const { plan, first, firstIndicator } = await planTree();
      const invitee = await createTestUser(t, { displayName: 'Invited Reviewer' });
      const paths = [
        `/plans/${plan.id}/`,
        `/plans/outcomes/${first.id}/`,
        `/plans/indicators/${firstIndicator.id}/`,
      ];
      for (const path of paths) {
        const body = { stakeholders: [{ user_id: invitee.user.id, role_id: viewerRoleId }] };
        const invited = await call('POST', `${path}invite-stakeholders/`, ministry.headers, body);
        expect(invited.statusCode, invited.body).toBe(201);
        expect(invited.json<InviteResult>().invitations[0]?.content.public_id).toBe(path.split('/').at(-2));
        expect((await call('GET', `${path}stakeholders/`, ministry.headers)).statusCode).toBe(200);
        expect((await call('POST', `${path}invite-stakeholders/`, viewer.headers, body)).statusCode).toBe(
          403,
        );
        expect([403, 404]).toContain(
          (await call('POST', `${path}invite-stakeholders/`, otherMinistry.headers, body)).statusCode,
        );
        expect([403, 404]).toContain(
          (await call('GET', `${path}stakeholders/`, otherMinistry.headers)).statusCode,
        );
        expect(
          (
            await call('POST', `${path}invite-stakeholders/`, ministry.headers, { stakeholders: [] })
          ).json<FieldErrors>().stakeholders,
        ).toBeDefined();
        expect((await call('GET', `${path}stakeholders/`)).statusCode).toBe(401);
      }
      // Accepting the plan invitation opens the plan and everything in it.
      const invites = (await call('GET', '/users/profiles/my-invites/', invitee.headers)).json<{
        results: { invite_public_id: string; content: { content_type: string } }[];
      }>();
      const planInvite = invites.results.find((invite) => invite.content.content_type === 'plan')!;
      const accepted = await call('POST', '/users/stakeholders/respond-to-invite/', invitee.headers, {
        invite_public_id: planInvite.invite_public_id,
        response: 'accept',
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect((await call('GET', `/plans/${plan.id}/`, invitee.headers)).statusCode).toBe(200);
      expect((await call('GET', `/plans/indicators/${firstIndicator.id}/`, invitee.headers)).statusCode).toBe(
        200,
      );
      // Deleting the plan removes its grants and pending invitations with it.
      expect((await call('DELETE', `/plans/${plan.id}/`, ministry.headers)).statusCode).toBe(204);
      const after = (await call('GET', '/users/profiles/my-invites/', invitee.headers)).json<{
        results: { content: { public_id: string } }[];
      }>();
      expect(
        after.results.filter((invite) => [first.id, firstIndicator.id].includes(invite.content.public_id)),
      ).toEqual([]);
    });
  });
});
