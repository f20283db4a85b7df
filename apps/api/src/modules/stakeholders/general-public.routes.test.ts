import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentType } from '@oversight/shared/collaboration/content';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestGrant, createTestRole } from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { pseudoUserId } from '../../platform/access-group-principals.js';
import { createTestProject } from '../../test/project-fixtures.js';

/**
 * The "general public" access group reaches anonymous visitors too. They read exactly what a signed-in
 * non-member reads through that grant, nothing more, and nothing that is not shared.
 */
describe('items shared with the general public, read anonymously', () => {
  let t: TestApp;
  let ministry: TestUser;
  let citizen: TestUser;
  let share: (type: ContentType, id: string) => Promise<unknown>;
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
  const made = async (url: string, body: Record<string, unknown>) => {
    const response = await call('POST', url, ministry.headers, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>();
  };
  /** Anonymous and a signed-in outsider get the same answer. */
  const sameForAnonymousAndOutsider = async (url: string, status: number) => {
    const anonymous = await call('GET', url);
    const outsider = await call('GET', url, citizen.headers);
    expect(anonymous.statusCode, `${url} ${anonymous.body.slice(0, 200)}`).toBe(status);
    expect(outsider.statusCode, url).toBe(status);
    if (status === 200) expect(anonymous.json(), url).toEqual(outsider.json());
    return anonymous;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Health' });
    citizen = await createTestUser(t);
    const viewerRole = await createTestRole(t, ministry, [], 'Public viewer');
    const generalPublic = await pseudoUserId(t.app.db, t.tenantId, 'general_public');
    share = (contentType, contentId) =>
      createTestGrant(t, {
        organizationId: ministry.organization.id,
        contentType,
        contentId,
        roleId: viewerRole.id,
        grantee: { userId: generalPublic },
      });
  });
  afterAll(async () => t.close());

  it('opens a shared plan, its outcomes and indicators; not an unshared one, and never a write', async () => {
    const plan = await made('/plans/', { name: 'Open maternal health plan' });
    const outcome = await made('/plans/outcomes/', { plan_id: plan.id, title: 'Fewer maternal deaths' });
    const indicator = await made('/plans/indicators/', {
      outcome_id: outcome.id,
      description: 'Births attended by skilled staff',
    });
    const hidden = await made('/plans/', { name: 'Hidden budget plan' });
    const hiddenOutcome = await made('/plans/outcomes/', { plan_id: hidden.id, title: 'Secret outcome' });

    // Before sharing, the anonymous visitor learns nothing.
    expect((await sameForAnonymousAndOutsider(`/plans/${plan.id}/`, 404)).body).not.toContain('maternal');
    await share('plan', plan.id);

    const read = await sameForAnonymousAndOutsider(`/plans/${plan.id}/`, 200);
    expect(read.json()).toMatchObject({ name: 'Open maternal health plan' });
    expect(read.json<{ abilities: Record<string, boolean> }>().abilities).toEqual({
      view: true,
      edit: false,
      delete: false,
      add_outcome: false,
      manage_stakeholders: false,
    });
    await sameForAnonymousAndOutsider(`/plans/outcomes/${outcome.id}/`, 200);
    await sameForAnonymousAndOutsider(`/plans/indicators/${indicator.id}/`, 200);
    expect(
      (await sameForAnonymousAndOutsider(`/plans/${plan.id}/children/`, 200)).json<{ count: number }>().count,
    ).toBe(1);
    await sameForAnonymousAndOutsider(`/plans/${plan.id}/children-with-access/`, 200);

    for (const url of [
      `/plans/${hidden.id}/`,
      `/plans/outcomes/${hiddenOutcome.id}/`,
      `/plans/${hidden.id}/children/`,
    ]) {
      expect((await sameForAnonymousAndOutsider(url, 404)).body).not.toContain('Secret');
    }
    // Read-only: writes still need a signed-in caller, and the outsider's role gives none.
    expect((await call('PATCH', `/plans/${plan.id}/`, undefined, { name: 'Vandalised' })).statusCode).toBe(
      401,
    );
    expect((await call('DELETE', `/plans/${plan.id}/`)).statusCode).toBe(401);
    expect(
      (await call('PATCH', `/plans/${plan.id}/`, citizen.headers, { name: 'Vandalised' })).statusCode,
    ).toBe(403);
  });

  it('opens a shared dashboard with its charts and their numbers; not an unshared one', async () => {
    const dashboard = await made('/dashboards/', { name: 'Open immunisation board' });
    const chart = await made('/dashboards/visualizations/', {
      dashboard_id: dashboard.id,
      name: 'Projects by status',
      visualization_type: 'bar',
      group_by: 'status',
    });
    const hidden = await made('/dashboards/', { name: 'Quiet internal board' });
    const hiddenChart = await made('/dashboards/visualizations/', {
      dashboard_id: hidden.id,
      name: 'Internal chart',
      visualization_type: 'bar',
      group_by: 'status',
    });
    await share('dashboard', dashboard.id);

    const read = await sameForAnonymousAndOutsider(`/dashboards/${dashboard.id}/`, 200);
    expect(read.json<{ abilities: Record<string, boolean> }>().abilities).toEqual({
      edit: false,
      delete: false,
      manage_visualizations: false,
      manage_stakeholders: false,
    });
    expect(
      (
        await sameForAnonymousAndOutsider(`/dashboards/visualizations/?dashboard_id=${dashboard.id}`, 200)
      ).json<{ count: number }>().count,
    ).toBe(1);
    await sameForAnonymousAndOutsider(`/dashboards/visualizations/${chart.id}/`, 200);
    await sameForAnonymousAndOutsider(`/dashboards/visualizations/${chart.id}/data/`, 200);

    for (const url of [
      `/dashboards/${hidden.id}/`,
      `/dashboards/visualizations/?dashboard_id=${hidden.id}`,
      `/dashboards/visualizations/${hiddenChart.id}/data/`,
    ]) {
      expect((await sameForAnonymousAndOutsider(url, 404)).body).not.toContain('Quiet internal');
    }
    expect(
      (await call('PATCH', `/dashboards/${dashboard.id}/`, undefined, { name: 'Vandalised' })).statusCode,
    ).toBe(401);
    expect(
      (
        await call('POST', '/dashboards/visualizations/', undefined, {
          dashboard_id: dashboard.id,
          name: 'x',
          visualization_type: 'bar',
          group_by: 'status',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('opens a form group shared with the general public; not an unshared one', async () => {
    const group = await made('/surveys/groups/', { name: 'Open clinic surveys' });
    const hidden = await made('/surveys/groups/', { name: 'Internal audits' });
    expect((await sameForAnonymousAndOutsider(`/surveys/groups/${group.id}/`, 404)).body).not.toContain(
      'Open clinic',
    );
    await share('form_group', group.id);
    const read = await sameForAnonymousAndOutsider(`/surveys/groups/${group.id}/`, 200);
    expect(read.json()).toMatchObject({
      name: 'Open clinic surveys',
      abilities: { manage: false, manage_stakeholders: false },
    });
    expect((await sameForAnonymousAndOutsider(`/surveys/groups/${hidden.id}/`, 404)).body).not.toContain(
      'Internal',
    );
    expect(
      (await call('PATCH', `/surveys/groups/${group.id}/`, undefined, { name: 'Vandalised' })).statusCode,
    ).toBe(401);
  });

  it('opens a draft project shared with the general public; not another draft', async () => {
    const owner = {
      organizationId: ministry.organization.id,
      ministryId: ministry.organization.id,
      isPublished: false,
    };
    const shared = await createTestProject(t, { name: 'Consultation on the new clinic', ...owner });
    const draft = await createTestProject(t, { name: 'Unannounced clinic', ...owner });
    expect((await call('GET', `/projects/${shared.publicId}/`)).statusCode).toBe(404);
    await share('project', shared.id);
    const read = await call('GET', `/projects/${shared.publicId}/`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      name: 'Consultation on the new clinic',
      abilities: { edit: false, delete: false, publish: false },
    });
    expect((await call('GET', `/projects/${shared.publicId}/`, citizen.headers)).statusCode).toBe(200);
    expect((await call('GET', `/projects/${draft.publicId}/`)).statusCode).toBe(404);
    // Through a group shared with the general public, its drafts open too (a group's grant covers its projects).
    const grouped = await createTestProject(t, { name: 'Clinic extension', ...owner });
    const group = await made('/projects/groups/', {
      name: 'Public consultation',
      projects: [grouped.publicId],
    });
    expect((await call('GET', `/projects/${grouped.publicId}/`)).statusCode).toBe(404);
    await share('project_group', group.id);
    expect((await call('GET', `/projects/${grouped.publicId}/`)).statusCode).toBe(200);
    // Deleted, it is gone for the public too.
    expect((await call('DELETE', `/projects/${shared.publicId}/`, ministry.headers)).statusCode).toBe(200);
    expect((await call('GET', `/projects/${shared.publicId}/`)).statusCode).toBe(404);
  });
});
