import { api } from '../../../lib/api-client';

export function deleteAccount(password: string): Promise<unknown> {
  return api.post('POST /users/delete/', { password });
}
