import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../../test/fake-google.js';
import { GoogleUnavailableError, HttpGoogleClient } from './google-client.js';

describe('HttpGoogleClient against a fake userinfo endpoint', () => {
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await startFakeGoogle();
  });
  afterAll(async () => google.close());

  it('sends the access token as a bearer token and maps the profile', async () => {
    google.grant('good-token', {
      sub: '1234567890',
      email: 'Ada.Obi@Gmail.test',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Obi',
    });
    const client = new HttpGoogleClient(google);
    const info = await client.getUserInfo('good-token');
    expect(info).toEqual({
      sub: '1234567890',
      email: 'ada.obi@gmail.test',
      emailVerified: true,
      name: 'Ada Obi',
      givenName: 'Ada',
      familyName: 'Obi',
      picture: 'https://lh3.googleusercontent.test/a/photo',
    });
    expect(google.requests.slice(-2)).toEqual([
      { path: '/tokeninfo?access_token=good-token', authorization: undefined },
      { path: '/v1/userinfo', authorization: 'Bearer good-token' },
    ]);
  });

  it('reports an unverified e-mail as such', async () => {
    google.grant('unverified', { sub: '42', email_verified: false });
    const info = await new HttpGoogleClient(google).getUserInfo('unverified');
    expect(info?.emailVerified).toBe(false);
  });

  it('answers null when Google refuses the token with 401', async () => {
    google.grant('soon-revoked', { sub: '77' });
    google.revoke('soon-revoked');
    await expect(new HttpGoogleClient(google).getUserInfo('soon-revoked')).resolves.toBeNull();
  });

  it('answers null for a token issued to another application, without asking for the profile', async () => {
    google.grant('other-app-token', { sub: '88' }, 'someone-else.apps.googleusercontent.com');
    const before = google.requests.length;
    await expect(new HttpGoogleClient(google).getUserInfo('other-app-token')).resolves.toBeNull();
    expect(google.requests.slice(before).map((r) => r.path.split('?')[0])).toEqual(['/tokeninfo']);
  });

  it('throws GoogleUnavailableError when Google fails or cannot be reached', async () => {
    const failing = createServer((_request, response) => response.writeHead(503).end('unavailable'));
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const { port } = failing.address() as AddressInfo;
    const at = (base: string) => ({
      clientId: google.clientId,
      userinfoUrl: `${base}/v1/userinfo`,
      tokeninfoUrl: `${base}/tokeninfo`,
    });
    await expect(
      new HttpGoogleClient(at(`http://127.0.0.1:${port}`)).getUserInfo('x'),
    ).rejects.toBeInstanceOf(GoogleUnavailableError);
    await new Promise<void>((resolve) => failing.close(() => resolve()));
    // Nothing listens on the port any more.
    await expect(
      new HttpGoogleClient(at(`http://127.0.0.1:${port}`), 1000).getUserInfo('x'),
    ).rejects.toBeInstanceOf(GoogleUnavailableError);
  });
});
