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
  /**
   * The profile behind an access token issued to our client, or null when Google refuses the token (invalid,
   * expired, revoked) or it was issued to another application.
   */
  getUserInfo(accessToken: string): Promise<GoogleUserInfo | null>;
}

export class GoogleUnavailableError extends Error {}

export type GoogleClientConfig = { clientId: string | undefined; userinfoUrl: string; tokeninfoUrl: string };

/**
 * Checks the token the browser obtained from Google Identity Services, then reads the profile:
 * 1. tokeninfo (`?access_token=`) says which client the token was issued to. Userinfo alone would accept a token
 *    that any other site obtained from the same person, and let that site sign in here as them.
 * 2. userinfo (`Authorization: Bearer`) gives the profile.
 * Network failures and 5xx answers throw GoogleUnavailableError (the caller says "try again"); 400/401/403 answer null.
 */
export class HttpGoogleClient implements GoogleClient {
  constructor(
    private readonly config: GoogleClientConfig,
    private readonly timeoutMs = 5000,
  ) {}

  private async getJson(
    what: string,
    url: string,
    headers: Record<string, string>,
  ): Promise<Record<string, unknown> | null> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', ...headers },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new GoogleUnavailableError(`Google ${what} request failed: ${(error as Error).message}`);
    }
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new GoogleUnavailableError(`Google ${what} answered ${response.status}`);
    }
    try {
      return (await response.json()) as Record<string, unknown>;
    } catch {
      throw new GoogleUnavailableError(`Google ${what} answered something other than JSON`);
    }
  }

  async getUserInfo(accessToken: string): Promise<GoogleUserInfo | null> {
    const { clientId } = this.config;
    if (!clientId) return null;
    const tokeninfoUrl = new URL(this.config.tokeninfoUrl);
    tokeninfoUrl.searchParams.set('access_token', accessToken);
    const tokenInfo = await this.getJson('tokeninfo', tokeninfoUrl.toString(), {});
    if (!tokenInfo || (tokenInfo.aud !== clientId && tokenInfo.azp !== clientId)) return null;

    const body = await this.getJson('userinfo', this.config.userinfoUrl, {
      authorization: `Bearer ${accessToken}`,
    });
    if (!body || typeof body.sub !== 'string' || !body.sub) return null;
    if (typeof tokenInfo.sub === 'string' && tokenInfo.sub !== body.sub) return null;
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

export function createGoogleClient(config: GoogleClientConfig): GoogleClient {
  return new HttpGoogleClient(config);
}
