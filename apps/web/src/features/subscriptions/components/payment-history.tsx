import { Badge, Button, Card, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Payment } from '@oversight/shared/subscriptions/subscriptions.schemas';
import { useQuery } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate, formatKobo } from '../../../lib/format';
import { showError } from '../../../lib/toasts';
import { downloadInvoice } from '../api/download-invoice';
import { paymentHistoryQuery } from '../api/history';
import { PAYMENTS_PAGE_SIZE } from '../api/keys';
import { LoadError } from '../../../components/ui/load-error';

const PURPOSE: Record<Payment['purpose'], string> = {
  start: 'Subscription',
  upgrade: 'Upgrade (prorated)',
  renewal: 'Renewal',
  change_card: 'Card check',
};
const STATUS: Record<Payment['status'], { label: string; color: string }> = {
  success: { label: 'Paid', color: 'teal.9' },
  pending: { label: 'Pending', color: 'blue.9' },
  failed: { label: 'Failed', color: 'red.8' },
  abandoned: { label: 'Not completed', color: 'gray.7' },
  refunded: { label: 'Refunded', color: 'gray.7' },
};

function PaymentRow({ payment }: { payment: Payment }) {
  const [busy, setBusy] = useState(false);
  const status = STATUS[payment.status];
  async function download() {
    setBusy(true);
    try {
      await downloadInvoice(payment, payment.invoice_number!);
    } catch {
      showError('The invoice could not be downloaded. Try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card withBorder radius="sm" padding="sm" component="li">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {PURPOSE[payment.purpose]}: {payment.plan.name} ({payment.interval})
          </Text>
          <Text size="xs" c="gray.7">
            {formatDate(payment.paid_at ?? payment.created)} · {payment.reference}
            {payment.status === 'failed' && payment.gateway_response ? ` · ${payment.gateway_response}` : ''}
          </Text>
        </Stack>
        <Group gap="sm">
          <Text size="sm" fw={600}>
            {formatKobo(payment.amount_kobo)}
          </Text>
          <Badge color={status.color} variant="filled">
            {status.label}
          </Badge>
          {payment.invoice_url && payment.invoice_number && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              loading={busy}
              onClick={() => void download()}
              aria-label={`Download invoice ${payment.invoice_number}`}
            >
              {payment.invoice_number}
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}

/** Every payment of the organisation with its invoice, newest first. */
export function PaymentHistory() {
  const [page, setPage] = useState(1);
  const history = useQuery(paymentHistoryQuery(page));
  const pages = history.data ? Math.max(1, Math.ceil(history.data.count / PAYMENTS_PAGE_SIZE)) : 1;
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Payment history
      </Title>
      {history.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading payments">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : history.isError ? (
        <LoadError title="Payments could not be loaded" onRetry={() => void history.refetch()} />
      ) : history.data.results.length === 0 ? (
        <Text size="sm" c="gray.7">
          No payments yet. Invoices appear here after each payment.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Payments">
          {history.data.results.map((payment) => (
            <PaymentRow key={payment.public_id} payment={payment} />
          ))}
        </Stack>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Payment pages" />}
    </Stack>
  );
}
