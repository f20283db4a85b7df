import { api } from '../../../lib/api-client';

/** POST /subscriptions/verify/: the server asks the provider (silent: the return banner says what happened). */
export const verifyPayment = (reference: string) =>
  api.post('POST /subscriptions/verify/', { reference }, { silent: true });
