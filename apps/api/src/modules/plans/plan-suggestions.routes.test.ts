import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outcomeSchema, planSchema, suggestionListSchema } from '@oversight/shared/plans/plans.schemas';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestGrant, createTestRole } from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';

describe('outcome and indicator suggestions', () => {
  let t: TestApp;
  let ministry: TestUser;
  let otherMinistry: TestUser;
  const ids: Record<string, string> = {};

  const call = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
  const titles = async (url: string, headers = ministry.headers) =>
    suggestionListSchema.parse((await call('GET', url, headers)).json()).results.map((row) => row.title);

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: false });
    ministry = await createTestUser(t, { accountType: 'MINISTRY' });
    otherMinistry = await createTestUser(t, { accountType: 'MINISTRY' });
    const plan = planSchema.parse(
      (await call('POST', '/plans/', ministry.headers, { name: 'Health plan' })).json(),
    );
    for (const title of [
      'Reduced maternal mortality',
      'Reduced child mortality',
      'More roads paved',
      'Pillar 1: Primary care',
    ]) {
      ids[title] = outcomeSchema.parse(
        (await call('POST', '/plans/outcomes/', ministry.headers, { plan_id: plan.id, title })).json(),
      ).id;
    }
    for (const description of [
      'Maternal mortality ratio per 100,000 live births',
      'Kilometres of road paved',
    ]) {
      await call('POST', '/plans/indicators/', ministry.headers, {
        outcome_id: ids['Reduced maternal mortality'],
        description,
      });
    }
  });
  afterAll(async () => t.close());

  it('finds alike outcomes and indicators, most alike first, despite a typo', async () => {
    expect(await titles('/plans/outcomes/suggestions/?query=reduce maternal mortalty')).toEqual([
      'Reduced maternal mortality',
      'Reduced child mortality',
    ]);
    const scored = suggestionListSchema.parse(
      (await call('GET', '/plans/outcomes/suggestions/?query=roads paved', ministry.headers)).json(),
    ).results[0]!;
    expect(scored).toMatchObject({
      title: 'More roads paved',
      outcome_id: null,
      plan: { name: 'Health plan' },
    });
    expect(scored.similarity).toBeGreaterThan(0.5);
    const withoutSelf = await titles(
      `/plans/outcomes/suggestions/?query=Reduced maternal mortality&exclude_id=${ids['Reduced maternal mortality']}`,
    );
    expect(withoutSelf).not.toContain('Reduced maternal mortality');
    expect(await titles('/plans/indicators/suggestions/?query=maternal mortality ratio')).toEqual([
      'Maternal mortality ratio per 100,000 live births',
    ]);
  });

  it('finds a title that holds the typed words, and the database still answers afterwards', async () => {
    expect(await titles('/plans/outcomes/suggestions/?query=primary care')).toEqual([
      'Pillar 1: Primary care',
    ]);
    expect(await titles('/plans/outcomes/suggestions/?query=abc')).toEqual([]);
    expect(await titles('/plans/indicators/suggestions/?query=abc')).toEqual([]);
    // The embedded database once hung on the statement after a similarity search: the next one must answer.
    const plans = await call('GET', '/plans/', ministry.headers);
    expect(plans.statusCode).toBe(200);
    expect(plans.json()).toMatchObject({ count: 1 });
  });

  it('never suggests what the caller may not see; a grant shows the granted item', async () => {
    expect(
      await titles('/plans/outcomes/suggestions/?query=maternal mortality', otherMinistry.headers),
    ).toEqual([]);
    const roleId = (await createTestRole(t, ministry, [], 'Suggestion viewer')).id;
    await createTestGrant(t, {
      organizationId: ministry.organization.id,
      contentType: 'outcome',
      contentId: ids['Reduced child mortality']!,
      roleId,
      grantee: { userId: otherMinistry.user.id },
    });
    expect(
      await titles('/plans/outcomes/suggestions/?query=maternal mortality', otherMinistry.headers),
    ).toEqual(['Reduced child mortality']);
  });

  it('answers 400 for a missing or short query, 401 anonymous', async () => {
    for (const url of [
      '/plans/outcomes/suggestions/',
      '/plans/indicators/suggestions/?query=ab',
      '/plans/outcomes/suggestions/?query=abc&exclude_id=7',
    ]) {
      const response = await call('GET', url, ministry.headers);
      expect(response.statusCode, url).toBe(400);
    }
    expect((await call('GET', '/plans/outcomes/suggestions/?query=abc', ministry.headers)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/plans/indicators/suggestions/?query=road')).statusCode).toBe(401);
  });
});
