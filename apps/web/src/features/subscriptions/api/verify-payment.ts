import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** POST /subscriptions/verify/: the server asks the provider (silent: the return banner says what happened). */
export const verifyPayment = (reference: string) =>
  api.post('POST /subscriptions/verify/', { reference }, { silent: true });

/** Asks the server to confirm a payment; whatever it says, the billing screen is read again. */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
