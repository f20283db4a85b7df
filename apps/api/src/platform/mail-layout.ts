import { escapeHtml } from './html.js';
import type { MailMessage } from './mail.js';

/** One simple, branded layout for every e-mail; the plain-text part says the same thing. */
export function emailLayout(options: {
  heading: string;
  paragraphs: string[];
  highlight?: string;
  button?: { label: string; url: string };
  footer: string;
}) {
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

/**
 * A whole e-mail with one button: the layout as HTML, and as text the same words (paragraphs, the highlight, the
 * button's address, the footer) and the signature.
 */
export function buttonEmail(
  to: string,
  options: {
    subject: string;
    heading: string;
    paragraphs: string[];
    highlight?: string;
    button: { label: string; url: string };
    footer: string;
  },
): MailMessage {
  const highlight = options.highlight ? `${options.highlight}\n\n` : '';
  const text = `${options.paragraphs.join('\n\n')}\n\n${highlight}${options.button.url}\n\n${options.footer}\n\n${SIGNATURE}\n`;
  return { to, subject: options.subject, text, html: emailLayout(options) };
}

export const greeting = (name: string) => (name.trim() ? `Hello ${name.trim()},` : 'Hello,');
export const SIGNATURE = '— The Oversight team\nTracking public projects across Nigeria.';
