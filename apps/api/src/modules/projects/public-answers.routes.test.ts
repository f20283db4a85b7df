import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  projectPageSchema,
  projectSchema,
  projectSearchSchema,
  type Project,
} from '@oversight/shared/projects/projects.schemas';
import { projects } from '../../db/schema/index.js';
import { PUBLIC_ANSWER_TTL_MS } from '../../platform/public-cache.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestTenant, createTestUser, type TestUser } from '../../test/factories.js';
import { createTestProject } from '../../test/project-fixtures.js';

// Anonymous visitors share list and search answers for a few seconds (platform/public-cache.ts): these tests hold
// the rules of that sharing. Each test uses its own made-up word so its answers never meet another test's.
describe('shared public answers of the catalogue', () => {
  let t: TestApp;
  let ministry: TestUser;
  let citizen: TestUser;
  let otherCitizen: TestUser;
  const call = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
  const list = async (query: string, headers?: Record<string, string>) => {
    const response = await call('GET', `/projects/?${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return projectPageSchema.parse(response.json());
  };
  const search = async (query: string, headers?: Record<string, string>) => {
    const response = await call('GET', `/projects/search/?${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return projectSearchSchema.parse(response.json());
  };
  const names = (page: { results: Project[] }) => page.results.map((project) => project.name).sort();

  beforeAll(async () => {
    t = await createTestApp();
    ministry = await createTestUser(t, {
      accountType: 'MINISTRY',
      displayName: 'Ministry of Cache',
      username: 'mocache',
    });
    citizen = await createTestUser(t, { displayName: 'Ada Cache', username: 'ada_cache' });
    otherCitizen = await createTestUser(t, { displayName: 'Bola Cache', username: 'bola_cache' });
  });
  afterAll(async () => t.close());
  afterEach(() => vi.restoreAllMocks());

  it('serves the same answer to anonymous visitors, with correct page links for each', async () => {
    await createTestProject(t, { name: 'Quokka Bridge One', isPublished: true });
    await createTestProject(t, { name: 'Quokka Bridge Two', isPublished: true });
    const first = await list('query=quokka&limit=1');
    expect(first.count).toBe(2);
    expect(first.next).toContain('offset=1');
    const again = await list('limit=1&query=quokka');
    expect(again.results).toEqual(first.results);
    // The links follow the request that asked, not the one that filled the cache.
    expect(again.next).toMatch(/\?limit=1&query=quokka&offset=1$/);
    expect(again.previous).toBeNull();
    const second = await list('query=quokka&limit=1&offset=1');
    expect(second.previous).not.toBeNull();
    expect(names({ results: [...first.results, ...second.results] })).toEqual([
      'Quokka Bridge One',
      'Quokka Bridge Two',
    ]);
  });

  it('never shows the public a draft: publishing and withdrawing through the API show at once', async () => {
    const created = await call('POST', '/projects/create-project/', ministry.headers, {
      name: 'Narwhal Water Works',
      code: 'CACHE-NARWHAL-1',
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = projectSchema.parse(created.json());
    expect(draft.is_published).toBe(false);

    // Anonymous answers are cached while the project is a draft: none of them shows it.
    expect((await list('query=narwhal')).count).toBe(0);
    expect((await search('query=narwhal')).projects.count).toBe(0);
    // Its owner lists drafts (never from the shared answers), and an anonymous visitor asking for drafts is refused.
    expect(names(await list('query=narwhal&is_published=false', ministry.headers))).toEqual([
      'Narwhal Water Works',
    ]);
    expect((await call('GET', '/projects/?query=narwhal&is_published=false')).statusCode).toBe(400);
    expect((await list('query=narwhal')).count).toBe(0);

    const published = await call('POST', `/projects/${draft.public_id}/publish/`, ministry.headers, {
      is_published: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(names(await list('query=narwhal'))).toEqual(['Narwhal Water Works']);
    expect((await search('query=narwhal')).projects.data.map((p) => p.name)).toEqual(['Narwhal Water Works']);

    const withdrawn = await call('POST', `/projects/${draft.public_id}/publish/`, ministry.headers, {
      is_published: false,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await list('query=narwhal')).count).toBe(0);
    expect((await search('query=narwhal')).projects.count).toBe(0);
  });

  it('shows a change made outside the API within the few seconds an answer is kept', async () => {
    const project = await createTestProject(t, { name: 'Okapi Primary School', isPublished: true });
    expect(names(await list('query=okapi'))).toEqual(['Okapi Primary School']);
    // A direct database write (as another process would make) forgets nothing in this process.
    await t.app.db.update(projects).set({ isPublished: false }).where(eq(projects.id, project.id));
    expect(names(await list('query=okapi'))).toEqual(['Okapi Primary School']);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + PUBLIC_ANSWER_TTL_MS + 1);
    expect((await list('query=okapi')).count).toBe(0);
  });

  it('keeps the map cluster index shared until a write in this process (or its 30 s) drops it', async () => {
    const place = { state: 'Lagos', lga: 'Ikeja', latitude: 6.6, longitude: 3.35 };
    const project = await createTestProject(t, { name: 'Tapir Road', isPublished: true, locations: [place] });
    const view = async () => {
      const response = await call('GET', '/projects/?format=clusters&query=tapir&bbox=2,4,15,14&zoom=10');
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ count: number; points: { public_id: string }[] }>();
    };
    expect((await view()).points.map((p) => p.public_id)).toEqual([project.publicId]);
    // Another process's write: this process keeps its index (the same answer) for now.
    await t.app.db.update(projects).set({ isPublished: false }).where(eq(projects.id, project.id));
    expect((await view()).count).toBe(1);
    // A write through this process's API forgets the tenant's answers, the index with them.
    const created = await call('POST', '/projects/create-project/', ministry.headers, {
      name: 'Tapir Depot',
      code: 'CACHE-TAPIR-1',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await view()).toEqual({ count: 0, clusters: [], points: [] });
  });

  it('keeps tenants apart: the same query in another tenant answers with that tenant only', async () => {
    await createTestProject(t, { name: 'Pangolin Market', isPublished: true });
    const other = await createTestTenant(t);
    await createTestProject(t, { name: 'Pangolin Clinic', isPublished: true, tenantId: other.id });
    expect(names(await list('query=pangolin'))).toEqual(['Pangolin Market']);
    expect(names(await list('query=pangolin', { 'x-tenant': other.name }))).toEqual(['Pangolin Clinic']);
    expect(
      (await search('query=pangolin', { 'x-tenant': other.name })).projects.data.map((p) => p.name),
    ).toEqual(['Pangolin Clinic']);
    expect(names(await list('query=pangolin'))).toEqual(['Pangolin Market']);
  });

  it("gives each signed-in user their own eyemark flags and abilities, never a visitor's answer", async () => {
    const project = await createTestProject(t, { name: 'Axolotl Health Post', isPublished: true });
    const eyemarked = await call('POST', '/projects/eyemark/', citizen.headers, {
      projects: [project.publicId],
    });
    expect(eyemarked.statusCode, eyemarked.body).toBe(200);

    const anonymous = await list('query=axolotl');
    expect(anonymous.results[0]).toMatchObject({ is_eyemarked: false, abilities: { eyemark: false } });
    const mine = await list('query=axolotl', citizen.headers);
    expect(mine.results[0]).toMatchObject({ is_eyemarked: true, abilities: { eyemark: true } });
    const theirs = await list('query=axolotl', otherCitizen.headers);
    expect(theirs.results[0]).toMatchObject({ is_eyemarked: false, abilities: { eyemark: true } });
    expect((await list('query=axolotl')).results[0]).toMatchObject({ is_eyemarked: false });
    const searched = await search('query=axolotl', citizen.headers);
    expect(searched.projects.data[0]).toMatchObject({ is_eyemarked: true });
    expect((await search('query=axolotl')).projects.data[0]).toMatchObject({ is_eyemarked: false });
  });
  it("lays a signed-in caller's own fields over the shared answer, and never shows them a project withdrawn since", async () => {
    const project = await createTestProject(t, {
      name: 'Quetzal Feeder Road',
      isPublished: true,
      ministryId: ministry.organization.id,
    });
    // The shared answer is built (anonymous), then the citizen eyemarks the project: their list shows it at once.
    expect((await list('query=quetzal')).results[0]).toMatchObject({
      is_eyemarked: false,
      eyemarked_count: 0,
    });
    const eyemarked = await call('POST', '/projects/eyemark/', citizen.headers, {
      projects: [project.publicId],
    });
    expect(eyemarked.statusCode, eyemarked.body).toBe(200);
    expect((await list('query=quetzal', citizen.headers)).results[0]).toMatchObject({
      is_eyemarked: true,
      eyemarked_count: 1,
      abilities: { eyemark: true, edit: false },
    });
    expect((await search('query=quetzal', citizen.headers)).projects.data[0]).toMatchObject({
      is_eyemarked: true,
      eyemarked_count: 1,
    });
    // The owning ministry's member gets their abilities from the item access function, over the same answer.
    expect((await list('query=quetzal', ministry.headers)).results[0]).toMatchObject({
      is_eyemarked: false,
      abilities: { edit: true, publish: true },
    });
    expect((await list('query=quetzal')).results[0]).toMatchObject({ abilities: { edit: false } });

    // Withdrawn outside the API (another process): the shared answer still holds it for visitors for a few seconds,
    // but a signed-in caller's answer is built afresh and leaves it out.
    await t.app.db.update(projects).set({ isPublished: false }).where(eq(projects.id, project.id));
    expect(names(await list('query=quetzal'))).toEqual(['Quetzal Feeder Road']);
    expect((await list('query=quetzal', citizen.headers)).count).toBe(0);
    expect((await search('query=quetzal', citizen.headers)).projects.count).toBe(0);
  });
  it('gives a signed-in caller, over the shared answer, exactly the answer built for them alone', async () => {
    const lagos = { state: 'LAGOS', lga: 'Ikeja', latitude: 6.6018, longitude: 3.3515 };
    const mine = await createTestProject(t, {
      name: 'Ibis Market Road',
      isPublished: true,
      ministryId: ministry.organization.id,
      locations: [lagos],
    });
    await createTestProject(t, { name: 'Ibis Health Centre', isPublished: true, locations: [lagos] });
    const eyemarked = await call('POST', '/projects/eyemark/', citizen.headers, {
      projects: [mine.publicId],
    });
    expect(eyemarked.statusCode, eyemarked.body).toBe(200);
    const queries = ['query=ibis', 'query=ibis&point=3.35,6.60&dist=20000', 'query=ibis&ordering=name'];
    const answers = async () => {
      const found: unknown[] = [];
      for (const headers of [citizen.headers, ministry.headers])
        for (const query of queries) found.push(await list(query, headers), await search(query, headers));
      return found;
    };
    await list('query=ibis'); // the shared answers exist before the signed-in calls
    const overlaid = await answers();
    process.env.PUBLIC_ANSWER_CACHE = 'off';
    try {
      expect(overlaid).toEqual(await answers());
    } finally {
      delete process.env.PUBLIC_ANSWER_CACHE;
    }
    expect(JSON.stringify(overlaid)).toContain('"distance":');
  });
});
