import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignedObjectPageSchema,
  invitePageSchema,
} from '@oversight/shared/collaboration/stakeholders.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestRole } from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';

/** Items named in invitations and assigned-object lists say which page shows them (the web app links there). */
describe('content briefs of shared items', () => {
  let t: TestApp;
  let ministry: TestUser;
  let partner: TestUser;
  let roleId: string;
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Works' });
    partner = await createTestUser(t, { accountType: 'CSO', displayName: 'Budget Watch' });
    roleId = (await createTestRole(t, ministry, [], 'Reader')).id;
  });
  afterAll(async () => t.close());

  it("names an outcome's and an indicator's plan as their page, and no page for items shown on their own", async () => {
    const plan = (await call('POST', '/plans/', ministry.headers, { name: 'Roads plan' })).json<{
      id: string;
    }>();
    const outcome = (
      await call('POST', '/plans/outcomes/', ministry.headers, { plan_id: plan.id, title: 'Safer roads' })
    ).json<{ id: string }>();
    const indicator = (
      await call('POST', '/plans/indicators/', ministry.headers, {
        outcome_id: outcome.id,
        description: 'Road deaths per year',
      })
    ).json<{
      id: string;
    }>();
    const invitee = [{ user_id: partner.user.id, role_id: roleId, stakeholder_type: 1 }];
    for (const url of [
      `/plans/${plan.id}/`,
      `/plans/outcomes/${outcome.id}/`,
      `/plans/indicators/${indicator.id}/`,
    ]) {
      const response = await call('POST', `${url}invite-stakeholders/`, ministry.headers, {
        stakeholders: invitee,
        message: '',
      });
      expect(response.statusCode, response.body).toBe(201);
    }

    const invites = invitePageSchema.parse(
      (await call('GET', '/users/profiles/my-invites/', partner.headers)).json(),
    );
    const byType = Object.fromEntries(
      invites.results.map((invite) => [invite.content.content_type, invite.content]),
    );
    expect(byType.plan).toMatchObject({ public_id: plan.id, page_public_id: null });
    expect(byType.outcome).toMatchObject({
      public_id: outcome.id,
      name: 'Safer roads',
      page_public_id: plan.id,
    });
    expect(byType.indicator).toMatchObject({
      public_id: indicator.id,
      name: 'Road deaths per year',
      page_public_id: plan.id,
    });

    for (const invite of invites.results) {
      await call('POST', '/users/stakeholders/respond-to-invite/', partner.headers, {
        invite_public_id: invite.invite_public_id,
        response: 'accept',
      });
    }
    const assigned = assignedObjectPageSchema.parse(
      (
        await call(
          'GET',
          `/users/stakeholders/${partner.user.id}/assigned-objects/?content_type=indicator`,
          ministry.headers,
        )
      ).json(),
    );
    expect(assigned.results.map((entry) => entry.content)).toEqual([
      {
        content_type: 'indicator',
        public_id: indicator.id,
        name: 'Road deaths per year',
        page_public_id: plan.id,
      },
    ]);

    // Deleting the plan takes its outcome's and indicator's grants and answered invitations with it.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/plans/${plan.id}/`, headers: ministry.headers }))
        .statusCode,
    ).toBe(204);
    const left = assignedObjectPageSchema.parse(
      (
        await call('GET', `/users/stakeholders/${partner.user.id}/assigned-objects/`, ministry.headers)
      ).json(),
    );
    expect(left.count).toBe(0);
    const invitations = await t.app.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM stakeholder_invitations WHERE content_id = ANY(${sql.param([plan.id, outcome.id, indicator.id])}::uuid[])`,
    );
    expect(invitations.rows[0]!.count).toBe(0);
  });
});
