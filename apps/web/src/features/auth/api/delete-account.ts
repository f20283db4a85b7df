import { api } from '../../../lib/api-client';

export function deleteAccount(password: string): Promise<unknown> {
  return api.post('/users/delete/', { password });
}
