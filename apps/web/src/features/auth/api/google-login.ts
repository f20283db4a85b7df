import { api } from '../../../lib/api-client';
import type { SessionResponse } from '../../../lib/auth-store';

export function googleLogin(accessToken: string): Promise<SessionResponse> {
  return api.post('POST /auth/google/', { access_token: accessToken });
}
