import { Alert, Loader, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useSearchParamUpdater } from '../../../lib/use-search-param-updater';
import { ApiError, errorMessages } from '../../../lib/api-client';
import { useVerifyPayment } from '../api/verify-payment';

/**
 * The checkout's way back (/settings/subscription?reference=...): the server confirms the payment with the provider
 * (the address proves nothing) and this says what happened. The reference leaves the address once asked about.
 */
export function CheckoutReturn() {
  const [params, update] = useSearchParamUpdater();
  const reference = params.get('reference') ?? params.get('trxref');
  const asked = useRef<string | null>(null);
  const verify = useVerifyPayment();

  useEffect(() => {
    if (!reference || asked.current === reference) return;
    asked.current = reference;
    verify.mutate(reference);
    update({ reference: null, trxref: null });
  }, [reference, update, verify]);

  if (verify.isIdle) return null;
  if (verify.isPending)
    return (
      <Alert color="blue" variant="light" role="status">
        <Group gap="sm">
          <Loader size="xs" />
          <Text size="sm">Confirming your payment with Paystack…</Text>
        </Group>
      </Alert>
    );
  if (verify.isError) {
    const error = verify.error;
    const messages = error instanceof ApiError ? errorMessages(error.status, error.body) : [error.message];
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title="We could not confirm the payment"
      >
        {messages.join(' ')} If money left your account, it is picked up within a day and this page will show
        it.
      </Alert>
    );
  }
  const result = verify.data;
  const tone = result.status === 'success' ? 'green' : result.status === 'pending' ? 'blue' : 'red';
  const Icon =
    result.status === 'success'
      ? IconCircleCheck
      : result.status === 'pending'
        ? IconClock
        : IconAlertTriangle;
  return (
    <Alert
      color={tone}
      variant="light"
      role={result.status === 'success' ? 'status' : 'alert'}
      icon={<Icon size={18} aria-hidden />}
      title={result.status === 'success' ? 'Payment confirmed' : 'Payment not completed'}
    >
      {result.detail}
      {result.payment.invoice_number
        ? ` Invoice ${result.payment.invoice_number} is in the payment history below.`
        : ''}
    </Alert>
  );
}
