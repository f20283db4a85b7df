import { downloadFile } from '../../../lib/api-client';

/** GET /subscriptions/{payment id}/invoice/ saved as INV-000042.pdf. */
export const downloadInvoice = (invoiceUrl: string, invoiceNumber: string) =>
  downloadFile(invoiceUrl, `${invoiceNumber}.pdf`);
