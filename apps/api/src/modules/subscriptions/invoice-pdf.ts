import PDFDocument from 'pdfkit';
import { formatInvoiceNumber } from './billing-math.js';

export type InvoiceInput = {
  invoiceNumber: number;
  tenantName: string;
  organization: { name: string; email: string | null };
  plan: string;
  interval: string;
  purpose: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  amountKobo: number;
  vatKobo: number;
  reference: string;
  paidAt: Date;
};

/** NGN 25,000.00 (the PDF's built-in fonts have no naira sign); integer arithmetic only. */
export function formatNgn(kobo: number): string {
  const naira = (kobo - (kobo % 100)) / 100;
  return `NGN ${naira.toLocaleString('en-NG')}.${String(kobo % 100).padStart(2, '0')}`;
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '-');

const PURPOSE: Record<string, string> = {
  start: 'Subscription',
  upgrade: 'Upgrade (prorated difference)',
  renewal: 'Renewal',
  change_card: 'Card check',
};

/** An invoice as a one-page A4 PDF: number, organisation, plan, period, amount with the VAT inside it, reference. */
export function invoicePdf(input: InvoiceInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Invoice ${formatInvoiceNumber(input.invoiceNumber)}`, Author: 'Oversight' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(20).font('Helvetica-Bold').text('Oversight', { continued: false });
  doc
    .fontSize(10)
    .font('Helvetica')
    .fillColor('#444')
    .text(`Public-project tracking platform · ${input.tenantName}`);
  doc
    .moveDown(1.5)
    .fillColor('#000')
    .fontSize(16)
    .font('Helvetica-Bold')
    .text(`Invoice ${formatInvoiceNumber(input.invoiceNumber)}`);
  doc
    .fontSize(10)
    .font('Helvetica')
    .text(`Paid on ${day(input.paidAt)}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Billed to');
  doc.font('Helvetica').text(input.organization.name);
  if (input.organization.email) doc.text(input.organization.email);
  doc.moveDown();

  const rows: [string, string][] = [
    ['Plan', `${input.plan} (${input.interval})`],
    ['Item', PURPOSE[input.purpose] ?? input.purpose],
    ['Period', `${day(input.periodStart)} to ${day(input.periodEnd)}`],
    ['Amount before VAT', formatNgn(input.amountKobo - input.vatKobo)],
    ['VAT (7.5%)', formatNgn(input.vatKobo)],
    ['Total paid', formatNgn(input.amountKobo)],
    ['Payment reference', input.reference],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, 56, y, { width: 180 });
    doc.font('Helvetica').text(value, 240, y, { width: 300 });
    doc.moveDown(0.4);
  }
  doc
    .moveDown(2)
    .fontSize(9)
    .fillColor('#444')
    .text('Prices include VAT. Paid by card through Paystack. Keep this invoice for your records.', 56);
  doc.end();
  return done;
}
