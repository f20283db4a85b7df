import type { MailMessage } from '../../platform/mail.js';
import { buttonEmail } from '../../platform/mail-layout.js';

/**
 * The invitation: nothing happens until the person accepts. Someone with an account signs in and
 * answers it under "My invites"; an address with no account signs up with it first and lands on the invitation.
 */
export function staffInvitationEmail(input: {
  to: string;
  organization: string;
  role: string;
  inviter: string;
  link: string;
  hasAccount: boolean;
  days: number;
  resent: boolean;
}): MailMessage {
  return buttonEmail(input.to, {
    subject: `${input.organization} invited you to join its staff on Oversight`,
    heading: `Join ${input.organization} on Oversight`,
    paragraphs: [
      'Hello,',
      `${input.inviter} invited you to work for ${input.organization} on Oversight as a staff member, with the role "${input.role}".`,
      input.hasAccount
        ? 'Sign in with this e-mail address and accept the invitation under "My invites". Then switch to the organisation from the account menu.'
        : 'Create your free account with this e-mail address, then accept the invitation. Then switch to the organisation from the account menu.',
    ],
    button: {
      label: input.hasAccount ? 'See the invitation' : 'Sign up and see the invitation',
      url: input.link,
    },
    footer: `${input.resent ? 'This invitation was sent again. ' : ''}It can be accepted for ${input.days} days. If you did not expect this, you can ignore this e-mail: nothing happens unless you accept.`,
  });
}
