import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeGoogleProfile = {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  given_name: string;
  family_name: string;
  picture: string;
};

export const FAKE_GOOGLE_CLIENT_ID = 'oversight-test.apps.googleusercontent.com';

/**
 * A stand-in for Google on 127.0.0.1, for tests, speaking the two documented endpoints we call:
 * - GET /tokeninfo?access_token=<token>: 200 {azp, aud, sub, scope, exp, expires_in, email, email_verified (string)},
 *   or 400 {error: "invalid_token", error_description: "Invalid Value"};
 * - GET /v1/userinfo with `Authorization: Bearer <token>`: 200 with the profile, or 401 with Google's error body and
 *   WWW-Authenticate header.
 */
export async function startFakeGoogle() {
  const profiles = new Map<string, FakeGoogleProfile & { audience: string }>();
  const requests: { path: string; authorization: string | undefined }[] = [];
  const server: Server = createServer((request, response) => {
    requests.push({ path: request.url ?? '', authorization: request.headers.authorization });
    if (request.method === 'GET' && request.url?.startsWith('/tokeninfo')) {
      const token = new URL(request.url, 'http://fake').searchParams.get('access_token') ?? '';
      const profile = profiles.get(token);
      if (!profile) {
        response
          .writeHead(400, { 'content-type': 'application/json; charset=UTF-8' })
          .end(JSON.stringify({ error: 'invalid_token', error_description: 'Invalid Value' }));
        return;
      }
      const exp = Math.floor(Date.now() / 1000) + 3599;
      response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' }).end(
        JSON.stringify({
          azp: profile.audience,
          aud: profile.audience,
          sub: profile.sub,
          scope:
            'https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile openid',
          exp: String(exp),
          expires_in: '3599',
          email: profile.email,
          email_verified: String(profile.email_verified),
          access_type: 'online',
        }),
      );
      return;
    }
    if (request.method !== 'GET' || !request.url?.startsWith('/v1/userinfo')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    const profile = match ? profiles.get(match[1]!) : undefined;
    if (!profile) {
      response
        .writeHead(401, {
          'content-type': 'application/json; charset=UTF-8',
          'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
        })
        .end(JSON.stringify({ error: 'invalid_request', error_description: 'Invalid Credentials' }));
      return;
    }
    const { audience: _audience, ...userinfo } = profile;
    response
      .writeHead(200, { 'content-type': 'application/json; charset=UTF-8' })
      .end(JSON.stringify(userinfo));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    clientId: FAKE_GOOGLE_CLIENT_ID,
    userinfoUrl: `http://127.0.0.1:${port}/v1/userinfo`,
    tokeninfoUrl: `http://127.0.0.1:${port}/tokeninfo`,
    requests,
    /** Makes `token` a valid access token for the profile, issued to `audience` (our client unless told otherwise). */
    grant(
      token: string,
      profile: Partial<FakeGoogleProfile> & { sub: string },
      audience = FAKE_GOOGLE_CLIENT_ID,
    ) {
      profiles.set(token, {
        audience,
        email: `${profile.sub}@gmail.test`,
        email_verified: true,
        name: 'Ada Obi',
        given_name: 'Ada',
        family_name: 'Obi',
        picture: 'https://lh3.googleusercontent.test/a/photo',
        ...profile,
      });
    },
    revoke(token: string) {
      profiles.delete(token);
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
