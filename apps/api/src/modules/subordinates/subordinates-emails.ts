import type { MailMessage } from '../../platform/mail.js';
import { buttonEmail, greeting } from '../../platform/mail-layout.js';

type AccountEmail = {
  to: string;
  name: string;
  username: string;
  password: string;
  body: string;
  loginUrl: string;
};

/** A new ministry or agency account: its sign-in name and first password (changed after the first sign-in). */
export function subordinateCreatedEmail(input: AccountEmail): MailMessage {
  return buttonEmail(input.to, {
    subject: `Your ${input.name} account on Oversight`,
    heading: `${input.name} is on Oversight`,
    paragraphs: [
      greeting(input.name),
      `${input.body} created an account for ${input.name} on Oversight, where you publish and manage your projects.`,
      `Sign in with the username ${input.username} or this e-mail address, and the password: ${input.password}`,
      'Change the password from Settings after you first sign in.',
    ],
    button: { label: 'Sign in', url: input.loginUrl },
    footer: 'If you did not expect this, tell the body that created it or ignore this e-mail.',
  });
}

export function passwordRegeneratedEmail(input: AccountEmail): MailMessage {
  return buttonEmail(input.to, {
    subject: `A new password for ${input.name} on Oversight`,
    heading: 'Your password was replaced',
    paragraphs: [
      greeting(input.name),
      `${input.body} set a new password for ${input.name} on Oversight. The old one no longer works and every open session was signed out.`,
      `Sign in with the username ${input.username} and the password: ${input.password}`,
    ],
    button: { label: 'Sign in', url: input.loginUrl },
    footer: 'Change the password from Settings after you sign in.',
  });
}

/** A contractor invited by a ministry or agency: the link sets a password and activates the account. */
export function contractorInvitationEmail(input: {
  to: string;
  name: string;
  organization: string;
  link: string;
  days: number;
}): MailMessage {
  return buttonEmail(input.to, {
    subject: `${input.organization} invited ${input.name} to Oversight`,
    heading: `Join ${input.organization} on Oversight`,
    paragraphs: [
      greeting(input.name),
      `${input.organization} invited ${input.name} to Oversight as a contractor, to report on the projects you carry out for them.`,
      'Choose a password to activate your account.',
    ],
    button: { label: 'Choose a password', url: input.link },
    footer: `The link works once and expires in ${input.days} days. If you did not expect this, you can ignore this e-mail.`,
  });
}
