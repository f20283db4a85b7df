import { api } from '../../../lib/api-client';

export function verifyEmail(otp: string): Promise<{ detail?: string }> {
  return api.post<{ detail?: string }>('/users/verify/', { otp });
}
