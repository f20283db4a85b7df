import type { MailMessage } from '../../platform/mail.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** One simple, branded layout for every account e-mail; the plain-text part says the same thing. */
function layout(options: { heading: string; paragraphs: string[]; highlight?: string; button?: { label: string; url: string }; footer: string }) {
  const body = options.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const highlight = options.highlight
    ? `<p style="margin:24px 0;font-size:32px;font-weight:700;letter-spacing:8px;color:#0b5e3b">${escapeHtml(options.highlight)}</p>`
    : '';
  const button = options.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(options.button.url)}" style="background:#0b5e3b;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(options.button.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br>${escapeHtml(options.button.url)}</p>`
    : '';
  return `<!doctype html><html><body style="margin:0;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1d2b24">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="background:#0b5e3b;color:#ffffff;padding:16px 24px;font-size:20px;font-weight:700;border-radius:8px 8px 0 0">Oversight</td></tr>
<tr><td style="padding:24px"><h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(options.heading)}</h1>${body}${highlight}${button}
<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(options.footer)}</p></td></tr>
</table></td></tr></table></body></html>`;
}

const greeting = (name: string) => (name.trim() ? `Hello ${name.trim()},` : 'Hello,');
const SIGNATURE = '— The Oversight team\nTracking public projects across Nigeria.';

export function verificationCodeEmail(input: { to: string; name: string; code: string; minutes: number }): MailMessage {
  const subject = `${input.code} is your Oversight verification code`;
  const lines = [
    greeting(input.name),
    'Use this code to confirm your e-mail address on Oversight:',
    `It expires in ${input.minutes} minutes. If you did not create an Oversight account, you can ignore this e-mail.`,
  ];
  return {
    to: input.to,
    subject,
    text: `${lines[0]}\n\n${lines[1]}\n\n    ${input.code}\n\n${lines[2]}\n\n${SIGNATURE}\n`,
    html: layout({
      heading: 'Confirm your e-mail address',
      paragraphs: [lines[0]!, lines[1]!],
      highlight: input.code,
      footer: lines[2]!,
    }),
  };
}

export function passwordResetEmail(input: { to: string; name: string; link: string; minutes: number }): MailMessage {
  const lines = [
    greeting(input.name),
    'Someone asked to reset the password of your Oversight account. To choose a new password, open this link:',
    `The link works once and expires in ${input.minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  ];
  return {
    to: input.to,
    subject: 'Reset your Oversight password',
    text: `${lines[0]}\n\n${lines[1]}\n\n${input.link}\n\n${lines[2]}\n\n${SIGNATURE}\n`,
    html: layout({
      heading: 'Reset your password',
      paragraphs: [lines[0]!, lines[1]!],
      button: { label: 'Choose a new password', url: input.link },
      footer: lines[2]!,
    }),
  };
}

export function passwordChangedEmail(input: { to: string; name: string; resetUrl: string }): MailMessage {
  const lines = [
    greeting(input.name),
    'The password of your Oversight account was just changed, and every other signed-in session was ended.',
    `If this was not you, reset your password now at ${input.resetUrl} and tell us.`,
  ];
  return {
    to: input.to,
    subject: 'Your Oversight password was changed',
    text: `${lines.join('\n\n')}\n\n${SIGNATURE}\n`,
    html: layout({ heading: 'Your password was changed', paragraphs: [lines[0]!, lines[1]!], footer: lines[2]! }),
  };
}
