import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import {
  activityPageSchema,
  activitySchema,
  type Activity,
} from '@oversight/shared/plans/activities.schemas';
import {
  indicatorPageSchema,
  indicatorSchema,
  outcomeSchema,
  planSchema,
  type Outcome,
  type Plan,
} from '@oversight/shared/plans/plans.schemas';
import type { Department } from '@oversight/shared/collaboration/departments.schemas';
import type { FieldErrors } from '../../platform/errors.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import {
  createTestGrant,
  createTestRole,
  createTestStaff,
  type TestStaff,
} from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { createTestProject } from '../../test/project-fixtures.js';

describe('activities under outcomes', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  let viewer: TestStaff;
  let plan: Plan;
  let outcome: Outcome;
  let otherOutcome: Outcome;
  let departmentId: string;
  let foreignDepartmentId: string;
  let bridge: { id: string; publicId: string };
  let clinic: { id: string; publicId: string };
  let draft: { id: string; publicId: string };
  let foreignDraft: { id: string; publicId: string };
  let editorRoleId: string;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
  async function createActivity(
    body: Record<string, unknown>,
    headers = ministry.headers,
  ): Promise<Activity> {
    const response = await call('POST', '/plans/outcomes/activities/', headers, {
      outcome_id: outcome.id,
      name: 'Build the access road',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return activitySchema.parse(response.json());
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry Next Door' });
    viewer = await createTestStaff(t, ministry, []);
    editorRoleId = (await createTestRole(t, ministry, [P.CREATE_EDIT_OUTCOME], 'Activity editor')).id;
    plan = planSchema.parse((await call('POST', '/plans/', ministry.headers, { name: 'Roads plan' })).json());
    outcome = outcomeSchema.parse(
      (
        await call('POST', '/plans/outcomes/', ministry.headers, {
          plan_id: plan.id,
          title: 'Rural roads open',
        })
      ).json(),
    );
    otherOutcome = outcomeSchema.parse(
      (
        await call('POST', '/plans/outcomes/', ministry.headers, { plan_id: plan.id, title: 'Bridges safe' })
      ).json(),
    );
    departmentId = (
      await call('POST', '/users/departments/', ministry.headers, { name: 'Highways' })
    ).json<Department>().public_id;
    foreignDepartmentId = (
      await call('POST', '/users/departments/', otherMinistry.headers, { name: 'Elsewhere' })
    ).json<{ public_id: string }>().public_id;
    expect(departmentId).toBeTruthy();
    bridge = await createTestProject(t, {
      name: 'Niger bridge',
      status: 1,
      percentageCompleted: '40.5',
      totalProjectCost: '1200000000.00',
      totalAmountReleased: '600000000.00',
      totalAmountSpent: '450000000.50',
    });
    clinic = await createTestProject(t, { name: 'Clinic annex', status: 2, percentageCompleted: '100' });
    draft = await createTestProject(t, {
      name: 'Our unpublished road',
      isPublished: false,
      organizationId: ministry.organization.id,
    });
    foreignDraft = await createTestProject(t, {
      name: 'Qqsecret road',
      isPublished: false,
      organizationId: otherMinistry.organization.id,
    });
  });
  afterAll(async () => t.close());

  it('creates an activity with dates, budget, department, status and linked projects shown with their progress and money', async () => {
    const activity = await createActivity({
      description: 'Grade and seal 12 km.',
      start_date: '2026-01-15',
      end_date: '2026-12-31',
      budget: '₦2,500,000.5',
      department_id: departmentId,
      status: 'in_progress',
      project_ids: [bridge.publicId, draft.id],
    });
    expect(activity).toMatchObject({
      plan_id: plan.id,
      outcome_id: outcome.id,
      name: 'Build the access road',
      description: 'Grade and seal 12 km.',
      start_date: '2026-01-15',
      end_date: '2026-12-31',
      budget: '2500000.50',
      department: { id: departmentId, name: 'Highways' },
      status: 'in_progress',
      status_label: 'In progress',
      hidden_projects_count: 0,
      abilities: { edit: true, delete: true, view_financials: true },
    });
    expect(activity.projects).toEqual([
      {
        public_id: bridge.publicId,
        name: 'Niger bridge',
        status: 'ON_GOING',
        status_label: 'Ongoing',
        percentage_completed: 40.5,
        total_project_cost: '1200000000.00',
        total_amount_released: '600000000.00',
        total_amount_spent: '450000000.50',
      },
      expect.objectContaining({
        public_id: draft.publicId,
        name: 'Our unpublished road',
        status: 'NOT_STARTED',
      }),
    ]);
    // A number budget is money too; defaults fill the rest.
    const plain = await createActivity({ name: 'Survey the route', budget: 1500 });
    expect(plain).toMatchObject({
      budget: '1500.00',
      status: 'not_started',
      start_date: null,
      department: null,
      projects: [],
    });
    const read = activitySchema.parse(
      (await call('GET', `/plans/outcomes/activities/${activity.id}/`, ministry.headers)).json(),
    );
    expect(read).toEqual(activity);
  });

  it('lists activities paged, by outcome, by plan, by status and by words, with the projects batched', async () => {
    const plan2 = planSchema.parse(
      (await call('POST', '/plans/', ministry.headers, { name: 'Second plan' })).json(),
    );
    const outcome2 = outcomeSchema.parse(
      (
        await call('POST', '/plans/outcomes/', ministry.headers, { plan_id: plan2.id, title: 'Elsewhere' })
      ).json(),
    );
    await createActivity({
      outcome_id: otherOutcome.id,
      name: 'Inspect bridges',
      status: 'completed',
      project_ids: [clinic.publicId, bridge.publicId],
    });
    await createActivity({ outcome_id: outcome2.id, name: 'Other plan work' });
    const list = async (query: string) => {
      const response = await call('GET', `/plans/outcomes/activities/?${query}`, ministry.headers);
      expect(response.statusCode, response.body).toBe(200);
      return activityPageSchema.parse(response.json());
    };
    expect((await list(`outcome_id=${otherOutcome.id}`)).results.map((activity) => activity.name)).toEqual([
      'Inspect bridges',
    ]);
    const byPlan = await list(`plan_id=${plan.id}`);
    expect(byPlan.results.every((activity) => activity.plan_id === plan.id)).toBe(true);
    expect(byPlan.count).toBeGreaterThanOrEqual(3);
    expect((await list(`plan_id=${plan2.id}`)).results.map((activity) => activity.name)).toEqual([
      'Other plan work',
    ]);
    expect((await list('status=completed')).results.map((activity) => activity.name)).toEqual([
      'Inspect bridges',
    ]);
    expect((await list('query=bridges')).results[0]!.projects.map((project) => project.name)).toEqual([
      'Clinic annex',
      'Niger bridge',
    ]);
    const paged = await list(`plan_id=${plan.id}&limit=1&offset=1`);
    expect(paged.results).toHaveLength(1);
    expect(paged.count).toBe(byPlan.count);
    expect(paged.next).toContain('offset=2');
    // Another organisation sees none of them.
    const foreign = await call(
      'GET',
      `/plans/outcomes/activities/?plan_id=${plan.id}`,
      otherMinistry.headers,
    );
    expect(foreign.json<{ count: number }>().count).toBe(0);
  });

  it('changes an activity: fields, dates checked against the stored ones, links replaced', async () => {
    const activity = await createActivity({ start_date: '2026-03-01', project_ids: [bridge.publicId] });
    const changed = await call('PATCH', `/plans/outcomes/activities/${activity.id}/`, ministry.headers, {
      name: 'Build and light the road',
      status: 'on_hold',
      end_date: '2026-06-30',
      budget: null,
      department_id: departmentId,
      project_ids: [clinic.publicId],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(activitySchema.parse(changed.json())).toMatchObject({
      name: 'Build and light the road',
      status: 'on_hold',
      start_date: '2026-03-01',
      end_date: '2026-06-30',
      budget: null,
      department: { name: 'Highways' },
      projects: [{ name: 'Clinic annex' }],
    });
    const early = await call('PATCH', `/plans/outcomes/activities/${activity.id}/`, ministry.headers, {
      end_date: '2026-02-01',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json<FieldErrors>().end_date).toBeDefined();
    const removed = await call('PATCH', `/plans/outcomes/activities/${activity.id}/`, ministry.headers, {
      department_id: null,
      project_ids: [],
    });
    expect(removed.json()).toMatchObject({ department: null, projects: [] });
  });

  it('answers 400 naming the field: bad dates, money, status, foreign department, projects the caller may not see', async () => {
    for (const [body, field] of [
      [{ name: '' }, 'name'],
      [{ start_date: '2026-05-01', end_date: '2026-04-01' }, 'end_date'],
      [{ start_date: '2026-02-30' }, 'start_date'],
      [{ budget: '-5' }, 'budget'],
      [{ budget: '1.234' }, 'budget'],
      [{ budget: 'lots' }, 'budget'],
      [{ status: 'done' }, 'status'],
      [{ department_id: foreignDepartmentId }, 'department_id'],
      [{ department_id: 'x' }, 'department_id'],
      [{ project_ids: [foreignDraft.publicId] }, 'project_ids'],
      [{ project_ids: ['no-such-project'] }, 'project_ids'],
      [{ project_ids: [bridge.publicId, bridge.publicId] }, 'project_ids'],
      [{ outcome_id: 'nope' }, 'outcome_id'],
    ] as [Record<string, unknown>, string][]) {
      const response = await call('POST', '/plans/outcomes/activities/', ministry.headers, {
        outcome_id: outcome.id,
        name: 'Bad',
        ...body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<FieldErrors>()[field], `${JSON.stringify(body)} ${response.body}`).toBeDefined();
      expect(response.body).not.toContain('Qqsecret');
    }
    const missing = await call('POST', '/plans/outcomes/activities/', ministry.headers, {
      outcome_id: '00000000-0000-4000-8000-000000000000',
      name: 'Lost',
    });
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', '/plans/outcomes/activities/?outcome_id=x', ministry.headers)).statusCode).toBe(
      400,
    );
  });

  it('access follows the outcome: 401 anonymous, 404 outside, 403 to a viewer; a plan grant covers its activities', async () => {
    const activity = await createActivity({ budget: '1000.00', project_ids: [draft.publicId] });
    const url = `/plans/outcomes/activities/${activity.id}/`;
    expect((await call('GET', url)).statusCode).toBe(401);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await call(
        method,
        url,
        otherMinistry.headers,
        method === 'PATCH' ? { name: 'Mine now' } : undefined,
      );
      expect(response.statusCode, method).toBe(404);
      expect(response.body).not.toContain('Build the access road');
    }
    expect(
      (
        await call('POST', '/plans/outcomes/activities/', otherMinistry.headers, {
          outcome_id: outcome.id,
          name: 'Intrude',
        })
      ).statusCode,
    ).toBe(404);
    // A staff member with no plan rights reads but does not change, and sees no budget without "view outcome financials".
    const seen = activitySchema.parse((await call('GET', url, viewer.headers)).json());
    expect(seen).toMatchObject({
      budget: null,
      abilities: { edit: false, delete: false, view_financials: false },
    });
    expect((await call('PATCH', url, viewer.headers, { name: 'No' })).statusCode).toBe(403);
    expect((await call('DELETE', url, viewer.headers)).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/plans/outcomes/activities/', viewer.headers, {
          outcome_id: outcome.id,
          name: 'No',
        })
      ).statusCode,
    ).toBe(403);

    // A stakeholder of the plan from another ministry edits its activities; it does not see the ministry's draft project.
    await createTestGrant(t, {
      organizationId: ministry.organization.id,
      contentType: 'plan',
      contentId: plan.id,
      roleId: editorRoleId,
      grantee: { userId: otherMinistry.user.id },
    });
    const shared = activitySchema.parse((await call('GET', url, otherMinistry.headers)).json());
    expect(shared).toMatchObject({
      projects: [],
      hidden_projects_count: 1,
      budget: null,
      abilities: { edit: true },
    });
    const listed = activityPageSchema.parse(
      (await call('GET', `/plans/outcomes/activities/?plan_id=${plan.id}`, otherMinistry.headers)).json(),
    );
    expect(listed.results.map((row) => row.id)).toContain(activity.id);
    // Their change of the links keeps the link they cannot see.
    const relinked = await call('PATCH', url, otherMinistry.headers, { project_ids: [clinic.publicId] });
    expect(relinked.statusCode, relinked.body).toBe(200);
    expect(relinked.json()).toMatchObject({ projects: [{ name: 'Clinic annex' }], hidden_projects_count: 1 });
    const owner = activitySchema.parse((await call('GET', url, ministry.headers)).json());
    expect(owner.projects.map((project) => project.name).sort()).toEqual([
      'Clinic annex',
      'Our unpublished road',
    ]);
    // A stakeholder adds an activity to the shared outcome.
    await createActivity({ name: 'Stakeholder work' }, otherMinistry.headers);
  });

  it('indicators may measure an activity of their outcome, and list by it', async () => {
    const activity = await createActivity({ name: 'Pave the market road' });
    const other = await createActivity({ outcome_id: otherOutcome.id, name: 'Elsewhere' });
    const created = await call('POST', '/plans/indicators/', ministry.headers, {
      outcome_id: outcome.id,
      description: 'Km paved',
      activity_id: activity.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const made = indicatorSchema.parse(created.json());
    expect(made.activity_id).toBe(activity.id);
    expect(made.activity).toEqual({ id: activity.id, name: activity.name });
    await call('POST', '/plans/indicators/', ministry.headers, {
      outcome_id: outcome.id,
      description: 'Not of the activity',
    });
    const listed = indicatorPageSchema.parse(
      (await call('GET', `/plans/indicators/?activity_id=${activity.id}`, ministry.headers)).json(),
    );
    expect(listed.results.map((indicator) => indicator.description)).toEqual(['Km paved']);
    // Only an activity of the indicator's own outcome.
    const wrong = await call('POST', '/plans/indicators/', ministry.headers, {
      outcome_id: outcome.id,
      description: 'Bad',
      activity_id: other.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<FieldErrors>().activity_id).toBeDefined();
    const moved = await call(
      'PATCH',
      `/plans/indicators/${created.json<{ id: string }>().id}/`,
      ministry.headers,
      {
        activity_id: other.id,
      },
    );
    expect(moved.statusCode).toBe(400);
    expect((await call('GET', '/plans/indicators/?activity_id=x', ministry.headers)).statusCode).toBe(400);
    // Deleting the activity keeps the indicator, unlinked.
    expect(
      (await call('DELETE', `/plans/outcomes/activities/${activity.id}/`, ministry.headers)).statusCode,
    ).toBe(204);
    expect(
      indicatorSchema.parse(
        (
          await call('GET', `/plans/indicators/${created.json<{ id: string }>().id}/`, ministry.headers)
        ).json(),
      ).activity_id,
    ).toBeNull();
  });

  it('deletes an activity; deleting its outcome deletes its activities', async () => {
    const activity = await createActivity({ name: 'Temporary' });
    expect(
      (await call('DELETE', `/plans/outcomes/activities/${activity.id}/`, ministry.headers)).statusCode,
    ).toBe(204);
    expect(
      (await call('GET', `/plans/outcomes/activities/${activity.id}/`, ministry.headers)).statusCode,
    ).toBe(404);
    const doomed = outcomeSchema.parse(
      (
        await call('POST', '/plans/outcomes/', ministry.headers, { plan_id: plan.id, title: 'Doomed' })
      ).json(),
    );
    const child = await createActivity({ outcome_id: doomed.id, name: 'Goes with it' });
    expect((await call('DELETE', `/plans/outcomes/${doomed.id}/`, ministry.headers)).statusCode).toBe(204);
    expect((await call('GET', `/plans/outcomes/activities/${child.id}/`, ministry.headers)).statusCode).toBe(
      404,
    );
  });
});
