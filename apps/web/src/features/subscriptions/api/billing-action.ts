import type { BillingActionResult } from '@oversight/shared/subscriptions/subscriptions.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showError, showSuccess } from '../../../lib/toasts';
import { subscriptionKeys } from './keys';

/** Sends the browser to the provider's hosted checkout (kept apart so tests can replace it). */
export const openCheckout = (url: string) => window.location.assign(url);

/**
 * One billing action (subscribe, upgrade, downgrade, retry, change card): a checkout answer opens the provider's
 * page; a paid, scheduled or declined answer is said in a toast and the screen is read again.
 */
export function useBillingAction<T>(
  send: (input: T) => Promise<BillingActionResult>,
  options: { onDone?: () => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      if (result.status === 'checkout' && result.checkout_url) {
        openCheckout(result.checkout_url);
        return;
      }
      if (result.status === 'failed') showError(result.detail);
      else showSuccess(result.detail);
      options.onDone?.();
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
  });
}
