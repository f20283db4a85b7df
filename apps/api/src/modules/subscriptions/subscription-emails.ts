import type { MailMessage } from '../../platform/mail.js';
import { buttonEmail } from '../../platform/mail-layout.js';
import { formatNaira } from './billing-math.js';

type Common = { to: string; organization: string; plan: string; settingsUrl: string };

export function receiptEmail(
  input: Common & { amountKobo: number; invoiceNumber: string; periodEnd: Date },
): MailMessage {
  return buttonEmail(input.to, {
    subject: `Receipt ${input.invoiceNumber}: ${input.organization} on Oversight ${input.plan}`,
    heading: 'Payment received',
    paragraphs: [
      `Thank you. We received ${formatNaira(input.amountKobo)} for ${input.organization}'s ${input.plan} plan.`,
      `The plan runs until ${input.periodEnd.toUTCString().slice(0, 16)}. The invoice (${input.invoiceNumber}) is in your subscription settings.`,
    ],
    highlight: formatNaira(input.amountKobo),
    button: { label: 'See invoices', url: input.settingsUrl },
    footer: 'Prices include 7.5% VAT.',
  });
}

export function renewalFailedEmail(
  input: Common & { amountKobo: number; reason: string; nextRetryAt: Date | null; graceEndsAt: Date },
): MailMessage {
  return buttonEmail(input.to, {
    subject: `Action needed: the ${input.plan} renewal for ${input.organization} failed`,
    heading: 'Your renewal did not go through',
    paragraphs: [
      `We could not charge ${formatNaira(input.amountKobo)} to the saved card for ${input.organization}'s ${input.plan} plan (${input.reason}).`,
      input.nextRetryAt
        ? `We will try again on ${input.nextRetryAt.toUTCString().slice(0, 16)}. You can also retry now or change the card.`
        : 'We will not try again automatically. Retry now or change the card.',
      `If it is still unpaid on ${input.graceEndsAt.toUTCString().slice(0, 16)}, the organisation moves to the Free plan. Nothing is deleted; staff over the Free limit become read-only.`,
    ],
    button: { label: 'Retry or change the card', url: input.settingsUrl },
    footer: 'You are receiving this because you manage billing for this organisation.',
  });
}

export function movedToFreeEmail(input: Common & { why: string }): MailMessage {
  return buttonEmail(input.to, {
    subject: `${input.organization} is now on the Free plan`,
    heading: 'Your organisation is on the Free plan',
    paragraphs: [
      `${input.why} ${input.organization} is now on the Free plan.`,
      'Nothing was deleted. Staff over the Free limit can still sign in and read, but cannot change anything until you upgrade again.',
    ],
    button: { label: 'Upgrade again', url: input.settingsUrl },
    footer: 'You are receiving this because you manage billing for this organisation.',
  });
}
