import type { MailMessage } from '../../platform/mail.js';
import { emailLayout, greeting, SIGNATURE } from '../../platform/mail-layout.js';

/** Staff e-mails always carry one button; the layout is the platform's. */
function render(options: { subject: string; heading: string; paragraphs: string[]; button: { label: string; url: string }; footer: string }, to: string): MailMessage {
  const text = `${options.paragraphs.join('\n\n')}\n\n${options.button.url}\n\n${options.footer}\n\n${SIGNATURE}\n`;
  return { to, subject: options.subject, text, html: emailLayout(options) };
}

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
