import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPageSchema } from '@oversight/shared/projects/projects.schemas';
import { organizations } from '../../db/schema/index.js';
import { forgetPublicAnswers } from '../../platform/public-cache.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { createTestProject } from '../../test/project-fixtures.js';

// A project's search text holds its ministry, agency, owner and contractor names (migration 0015 keeps it in step).
describe('search text after an organisation is renamed', () => {
  let t: TestApp;
  let ministry: TestUser;
  let contractor: TestUser;
  let bystander: TestUser;
  // Signed in: the caller's own fields are laid over the shared answers (platform/public-cache.ts).
  const find = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/?query=${encodeURIComponent(query)}`,
      headers: bystander.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return projectPageSchema
      .parse(response.json())
      .results.map((project) => project.name)
      .sort();
  };
  // Straight in the database, then what the API's renames do (subordinates.service): shared answers are rebuilt.
  const rename = async (id: string, name: string, username?: string) => {
    await t.app.db
      .update(organizations)
      .set({ name, ...(username ? { username } : {}) })
      .where(eq(organizations.id, id));
    forgetPublicAnswers(t.app.db, t.tenantId);
  };

  beforeAll(async () => {
    t = await createTestApp();
    ministry = await createTestUser(t, {
      accountType: 'MINISTRY',
      displayName: 'Ministry of Lighthouses',
      username: 'lighthouses',
    });
    contractor = await createTestUser(t, {
      accountType: 'CONTRACTOR',
      displayName: 'Beacon Builders',
      username: 'beacon_builders',
    });
    bystander = await createTestUser(t, { displayName: 'Chidi Reader' });
    await createTestProject(t, { name: 'Harbour Light One', ministryId: ministry.organization.id });
    await createTestProject(t, { name: 'Harbour Light Two', contractorIds: [contractor.organization.id] });
    await createTestProject(t, { name: 'Unrelated Borehole' });
  });
  afterAll(async () => t.close());

  it("finds a ministry's projects by its new name and username, not the old ones", async () => {
    expect(await find('lighthouses')).toEqual(['Harbour Light One']);
    await rename(ministry.organization.id, 'Ministry of Coastal Beacons', 'coastal_beacons');
    expect(await find('coastal')).toEqual(['Harbour Light One']);
    expect(await find('coastal_beacons')).toEqual(['Harbour Light One']);
    expect(await find('lighthouses')).toEqual([]);
  });

  it("finds a contractor's projects by its new name", async () => {
    expect(await find('beacon builders')).toEqual(['Harbour Light Two']);
    await rename(contractor.organization.id, 'Lantern Works Limited', 'lantern_works');
    expect(await find('lantern works')).toEqual(['Harbour Light Two']);
    expect(await find('beacon builders')).toEqual([]);
  });

  it('leaves projects alone when something else of the organisation changes', async () => {
    // xmin changes whenever a row is rewritten.
    const versions = async () =>
      (
        await t.app.db.execute<{ id: string; xmin: string }>(
          sql`SELECT id, xmin::text FROM projects ORDER BY id`,
        )
      ).rows;
    const before = await versions();
    await t.app.db
      .update(organizations)
      .set({ description: 'Keeps the coast lit.' })
      .where(eq(organizations.id, ministry.organization.id));
    expect(await versions()).toEqual(before);
  });
});
