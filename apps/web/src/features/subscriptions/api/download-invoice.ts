import type { Payment } from '@oversight/shared/subscriptions/subscriptions.schemas';
import { downloadFile } from '../../../lib/api-client';

/**
 * GET /subscriptions/{payment id}/invoice/ saved as INV-000042.pdf. By key, with the payment's id: the `invoice_url`
 * the server gives is that same path (the presenter builds it from the id), and says only whether there is one.
 */
export const downloadInvoice = (payment: Pick<Payment, 'public_id'>, invoiceNumber: string) =>
  downloadFile('GET /subscriptions/{id}/invoice/', `${invoiceNumber}.pdf`, {
    path: { id: payment.public_id },
  });
