import type { MailMessage } from '../../platform/mail.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const SIGNATURE = '— The Oversight team\nTracking public projects across Nigeria.';

/** The same plain layout as the account e-mails: a heading, paragraphs, one button, a footer line. */
function render(options: { subject: string; heading: string; paragraphs: string[]; button: { label: string; url: string }; footer: string }, to: string): MailMessage {
  const html = `<!doctype html><html><body style="margin:0;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1d2b24">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="background:#0b5e3b;color:#ffffff;padding:16px 24px;font-size:20px;font-weight:700;border-radius:8px 8px 0 0">Oversight</td></tr>
<tr><td style="padding:24px"><h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(options.heading)}</h1>
${options.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('')}
<p style="margin:24px 0"><a href="${escapeHtml(options.button.url)}" style="background:#0b5e3b;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(options.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br>${escapeHtml(options.button.url)}</p>
<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(options.footer)}</p></td></tr>
</table></td></tr></table></body></html>`;
  const text = `${options.paragraphs.join('\n\n')}\n\n${options.button.url}\n\n${options.footer}\n\n${SIGNATURE}\n`;
  return { to, subject: options.subject, text, html };
}

const greeting = (name: string) => (name.trim() ? `Hello ${name.trim()},` : 'Hello,');

type StaffEmailInput = { to: string; name: string; organization: string; role: string; inviter: string };

/** To someone with no password yet (a new account, or one never set up): the link sets it and signs them in. */
export function staffInvitationEmail(input: StaffEmailInput & { link: string; days: number }): MailMessage {
  return render(
    {
      subject: `${input.organization} invited you to Oversight`,
      heading: `Join ${input.organization} on Oversight`,
      paragraphs: [
        greeting(input.name),
        `${input.inviter} added you as a staff member of ${input.organization} on Oversight, with the role "${input.role}".`,
        'Choose a password to activate your account. Then sign in and switch to the organisation from the organisation menu.',
      ],
      button: { label: 'Choose a password', url: input.link },
      footer: `The link works once and expires in ${input.days} days. If you did not expect this, you can ignore this e-mail.`,
    },
    input.to,
  );
}

/** To someone who already has an account. */
export function staffAddedEmail(input: StaffEmailInput & { loginUrl: string }): MailMessage {
  return render(
    {
      subject: `You are now staff of ${input.organization} on Oversight`,
      heading: `You joined ${input.organization}`,
      paragraphs: [
        greeting(input.name),
        `${input.inviter} added you as a staff member of ${input.organization} on Oversight, with the role "${input.role}".`,
        'Sign in and switch to the organisation from the organisation menu to work on its projects, forms and plans.',
      ],
      button: { label: 'Sign in', url: input.loginUrl },
      footer: 'If you did not expect this, tell the organisation or ignore this e-mail.',
    },
    input.to,
  );
}
