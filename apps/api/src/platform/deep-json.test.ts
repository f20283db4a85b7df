import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-app.js';
import { createTestUser, type TestUser } from '../test/factories.js';
import { inspectJson, MAX_JSON_DEPTH, type FieldErrors } from './errors.js';

const nestedArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const nestedObjects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('deeply nested JSON', () => {
  let t: TestApp;
  let citizen: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    citizen = await createTestUser(t);
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload,
    });

  it('refuses 5,000 levels with a 400 on a public route and on a signed-in one, arrays and objects alike', async () => {
    for (const payload of [
      nestedArrays(5000),
      nestedObjects(5000),
      `{"email":"a@b.c","password":${nestedArrays(5000)}}`,
    ]) {
      const anonymous = await post('/auth/login/', payload);
      expect(anonymous.statusCode, anonymous.body).toBe(400);
      const signedIn = await post('/users/interests/', payload, citizen.headers);
      expect(signedIn.statusCode, signedIn.body).toBe(400);
      expect(JSON.stringify(signedIn.json())).toContain(`more than ${MAX_JSON_DEPTH} levels`);
    }
  });

  it('lets bodies up to the limit through to the route schema (a 400 naming the field, not the depth)', async () => {
    const response = await post(
      '/auth/login/',
      `{"email":${nestedArrays(MAX_JSON_DEPTH - 1)},"password":"x"}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<FieldErrors>().email).toBeDefined();
  });

  it('walks without recursion: a million levels are refused, and the first NUL in reading order is named', () => {
    let deep: unknown = [];
    for (let level = 0; level < 1_000_000; level += 1) deep = [deep];
    expect(inspectJson(deep)).toBe('too-deep');
    expect(inspectJson({ a: ['ok', { b: 'x\u0000' }], c: '\u0000' })).toMatchObject({ at: ['a', 1, 'b'] });
    expect(inspectJson({ ['k\u0000']: 1 })).toMatchObject({ at: ['k\u0000'] });
    expect(inspectJson(JSON.parse(nestedArrays(MAX_JSON_DEPTH)))).toBeNull();
    expect(inspectJson(JSON.parse(nestedArrays(MAX_JSON_DEPTH + 1)))).toBe('too-deep');
  });
});
