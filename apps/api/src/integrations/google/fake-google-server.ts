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

/**
 * A stand-in for Google's OpenID Connect userinfo endpoint on 127.0.0.1, for tests:
 * GET /v1/userinfo with `Authorization: Bearer <token>` answers 200 with the profile registered for that token,
 * or 401 with Google's error body and WWW-Authenticate header.
 */
export async function startFakeGoogle() {
  const profiles = new Map<string, FakeGoogleProfile>();
  const requests: { path: string; authorization: string | undefined }[] = [];
  const server: Server = createServer((request, response) => {
    requests.push({ path: request.url ?? '', authorization: request.headers.authorization });
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
    response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(profile));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    userinfoUrl: `http://127.0.0.1:${port}/v1/userinfo`,
    requests,
    /** Makes `token` a valid access token for the profile. */
    grant(token: string, profile: Partial<FakeGoogleProfile> & { sub: string }) {
      profiles.set(token, {
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
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
