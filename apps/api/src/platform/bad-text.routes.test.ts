import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-app.js';
import { createTestUser, type TestUser } from '../test/factories.js';
import { badTextProblem, inspectJson } from './errors.js';

type Errors = Record<string, string[]>;

const SURROGATE_MESSAGE = /lone UTF-16 surrogate/;

/** A multipart body whose one text part declares UTF-16LE: busboy decodes its bytes as they are, lone halves too. */
function multipartWithUtf16Field(name: string, bytes: Buffer) {
  const boundary = '----bad-text-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\nContent-Type: text/plain; charset=utf-16le\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('text PostgreSQL cannot store (NUL, lone surrogates)', () => {
  let t: TestApp;
  let citizen: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    citizen = await createTestUser(t);
  });
  afterAll(async () => t.close());

  it('tells lone surrogates from well-formed pairs', () => {
    expect(badTextProblem('\ud800')).toMatch(SURROGATE_MESSAGE);
    expect(badTextProblem('a\udc00b')).toMatch(SURROGATE_MESSAGE);
    expect(badTextProblem('x\ud83d')).toMatch(SURROGATE_MESSAGE);
    expect(badTextProblem('Abuja 😀 ✓')).toBeNull();
    expect(inspectJson({ options: ['Yes', { label: 'No\ud800' }] })).toMatchObject({
      at: ['options', 1, 'label'],
    });
    expect(inspectJson({ ['key\udfff']: 1 })).toMatchObject({ at: ['key\udfff'] });
  });

  it('refuses a lone surrogate in a JSON body with a 400 naming the field, nested fields too', async () => {
    for (const [payload, field] of [
      ['{"display_name":"Ada\\ud800"}', 'display_name'],
      ['{"bio":"ok","first_name":"\\udc00"}', 'first_name'],
    ] as const) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/users/me/update/',
        headers: { ...citizen.headers, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<Errors>()[field]?.[0]).toMatch(SURROGATE_MESSAGE);
    }
    // A webhook-like public body: refused before any route code runs.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.c","password":"x\\ud800y"}',
    });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json<Errors>().password?.[0]).toMatch(SURROGATE_MESSAGE);
    // A well-formed pair (an emoji written as escapes) is a character and goes through.
    const emoji = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/update/',
      headers: { ...citizen.headers, 'content-type': 'application/json' },
      payload: '{"bio":"\\ud83d\\ude00"}',
    });
    expect(emoji.statusCode, emoji.body).toBe(200);
  });

  it('never answers 500 for surrogates or NUL in a query string', async () => {
    for (const query of ['query=%ED%A0%80', 'query=%uD800', 'query=a%00b']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/users/visitor-organizations/?${query}`,
        headers: citizen.headers,
      });
      expect(response.statusCode, `${query}: ${response.body}`).toBeLessThan(500);
      if (query.includes('%00')) expect(response.json<Errors>().query?.[0]).toMatch(/NUL/);
    }
  });

  it('refuses a lone surrogate and a NUL in a multipart text field, naming the field', async () => {
    const lone = multipartWithUtf16Field('display_name', Buffer.from([0x41, 0x00, 0x00, 0xd8]));
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/update/',
      headers: { ...citizen.headers, 'content-type': lone.contentType },
      payload: lone.payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<Errors>().display_name?.[0]).toMatch(SURROGATE_MESSAGE);

    const nul = multipartWithUtf16Field('bio', Buffer.from([0x41, 0x00, 0x00, 0x00]));
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/update/',
      headers: { ...citizen.headers, 'content-type': nul.contentType },
      payload: nul.payload,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<Errors>().bio?.[0]).toMatch(/NUL/);
  });
});
