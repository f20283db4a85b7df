// Not through api-client: that module imports the auth store, which calls this while signing out.
const LOGOUT_URL = '/api/v1/auth/logout/';

type LogoutBody = { refresh: string; all?: boolean };

function postLogout(body: LogoutBody, tenant: string | null, keepalive: boolean): Promise<Response> {
  return fetch(LOGOUT_URL, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(tenant ? { 'X-Tenant': tenant } : {}),
    },
    body: JSON.stringify(body),
    // The page may be leaving (sign-out navigates away): the request still goes out.
    keepalive,
  });
}

/** Revokes this device's session on the server; the local sign-out never waits for it or fails with it. */
export function endServerSession(refresh: string, tenant: string | null): void {
  if (typeof fetch !== 'function') return;
  try {
    void postLogout({ refresh }, tenant, true).catch(() => undefined);
  } catch {
    // A sign-out must always complete locally.
  }
}

/** Ends every session of the account (this one included). Throws when the server did not confirm it. */
export async function endAllServerSessions(refresh: string, tenant: string | null): Promise<void> {
  const response = await postLogout({ refresh, all: true }, tenant, false);
  if (!response.ok) throw new Error(`Sign-out everywhere failed (${response.status})`);
}
