import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from './fake-google-server.js';
import { GoogleUnavailableError, HttpGoogleClient } from './google-client.js';

describe('HttpGoogleClient against a fake userinfo endpoint', () => {
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await startFakeGoogle();
  });
  afterAll(async () => google.close());

  it('sends the access token as a bearer token and maps the profile', async () => {
    google.grant('good-token', { sub: '1234567890', email: 'Ada.Obi@Gmail.test', email_verified: true, given_name: 'Ada', family_name: 'Obi' });
    const client = new HttpGoogleClient(google.userinfoUrl);
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
    expect(google.requests.at(-1)).toEqual({ path: '/v1/userinfo', authorization: 'Bearer good-token' });
  });

  it('reports an unverified e-mail as such', async () => {
    google.grant('unverified', { sub: '42', email_verified: false });
    const info = await new HttpGoogleClient(google.userinfoUrl).getUserInfo('unverified');
    expect(info?.emailVerified).toBe(false);
  });

  it('answers null when Google refuses the token with 401', async () => {
    google.grant('soon-revoked', { sub: '77' });
    google.revoke('soon-revoked');
    await expect(new HttpGoogleClient(google.userinfoUrl).getUserInfo('soon-revoked')).resolves.toBeNull();
  });

  it('throws GoogleUnavailableError when Google fails or cannot be reached', async () => {
    const failing = createServer((_request, response) => response.writeHead(503).end('unavailable'));
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const { port } = failing.address() as AddressInfo;
    await expect(new HttpGoogleClient(`http://127.0.0.1:${port}/v1/userinfo`).getUserInfo('x')).rejects.toBeInstanceOf(GoogleUnavailableError);
    await new Promise<void>((resolve) => failing.close(() => resolve()));
    // Nothing listens on the port any more.
    await expect(new HttpGoogleClient(`http://127.0.0.1:${port}/v1/userinfo`, 1000).getUserInfo('x')).rejects.toBeInstanceOf(GoogleUnavailableError);
  });
});
