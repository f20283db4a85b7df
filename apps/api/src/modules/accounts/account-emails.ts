import type { MailMessage } from '../../platform/mail.js';
import { emailLayout as layout, greeting, SIGNATURE } from '../../platform/mail-layout.js';
import type { UserRow } from './account-creation.js';

/**
 * The name an e-mail greets the person by: their display name when it is a name they gave, else their first and
 * last names, else none ("Hello,"): never the e-mail's local part or a username made from it ("Hello ngozi.33659").
 */
export function greetingName(
  user: Pick<UserRow, 'displayName' | 'firstName' | 'lastName' | 'email' | 'username'>,
): string {
  const display = user.displayName.trim();
  const madeUp = [user.email.split('@')[0], user.username].map((text) => (text ?? '').trim().toLowerCase());
  if (display && !madeUp.includes(display.toLowerCase())) return display;
  return [user.firstName, user.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

export function verificationCodeEmail(input: {
  to: string;
  name: string;
  code: string;
  minutes: number;
}): MailMessage {
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

export function passwordResetEmail(input: {
  to: string;
  name: string;
  link: string;
  minutes: number;
}): MailMessage {
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
    html: layout({
      heading: 'Your password was changed',
      paragraphs: [lines[0]!, lines[1]!],
      footer: lines[2]!,
    }),
  };
}
