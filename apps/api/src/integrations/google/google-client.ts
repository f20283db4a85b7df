/** What we use of Google's OpenID Connect userinfo answer. */
export type GoogleUserInfo = {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  givenName: string;
  familyName: string;
  picture: string | null;
};

export interface GoogleClient {
  /** The profile behind an access token, or null when Google refuses the token (invalid, expired, revoked). */
  getUserInfo(accessToken: string): Promise<GoogleUserInfo | null>;
}

export class GoogleUnavailableError extends Error {}

/**
 * Calls Google's userinfo endpoint with the token the browser obtained from Google Identity Services.
 * Network failures and 5xx answers throw GoogleUnavailableError (the caller says "try again"), 401/403 answer null.
 */
export class HttpGoogleClient implements GoogleClient {
  constructor(
    private readonly userinfoUrl: string,
    private readonly timeoutMs = 5000,
  ) {}

  async getUserInfo(accessToken: string): Promise<GoogleUserInfo | null> {
    let response: Response;
    try {
      response = await fetch(this.userinfoUrl, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new GoogleUnavailableError(`Google userinfo request failed: ${(error as Error).message}`);
    }
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new GoogleUnavailableError(`Google userinfo answered ${response.status}`);
    }
    let body: Record<string, unknown>;
    try {
      body = (await response.json()) as Record<string, unknown>;
    } catch {
      throw new GoogleUnavailableError('Google userinfo answered something other than JSON');
    }
    if (typeof body.sub !== 'string' || !body.sub) return null;
    const str = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      sub: body.sub,
      email: typeof body.email === 'string' && body.email ? body.email.trim().toLowerCase() : null,
      // Google sends a boolean; some proxies of the older endpoint send the string "true".
      emailVerified: body.email_verified === true || body.email_verified === 'true',
      name: str(body.name),
      givenName: str(body.given_name),
      familyName: str(body.family_name),
      picture: typeof body.picture === 'string' && body.picture ? body.picture : null,
    };
  }
}

export function createGoogleClient(config: { userinfoUrl: string }): GoogleClient {
  return new HttpGoogleClient(config.userinfoUrl);
}
