import type { MailMessage } from '../../platform/mail.js';
import { emailLayout, SIGNATURE } from '../../platform/mail-layout.js';

/**
 * To an address with no account yet: the link opens sign-up with the address filled in and then the invitation,
 * which is theirs once the address is verified. (People with accounts hear of invitations as notifications.)
 */
export function stakeholderSignupInvitationEmail(input: {
  to: string;
  inviter: string;
  organization: string;
  item: string;
  itemKind: string;
  role: string;
  message: string;
  link: string;
}): MailMessage {
  const paragraphs = [
    'Hello,',
    `${input.inviter} of ${input.organization} invited you to the ${input.itemKind.toLowerCase()} "${input.item}" on Oversight, with the role "${input.role}".`,
    ...(input.message ? [`Their message: "${input.message}"`] : []),
    'Create your free account with this e-mail address to see the invitation and accept or decline it.',
  ];
  const footer = 'If you did not expect this, you can ignore this e-mail: nothing happens unless you accept.';
  const button = { label: 'Sign up and see the invitation', url: input.link };
  return {
    to: input.to,
    subject: `${input.organization} invited you to "${input.item}" on Oversight`,
    text: `${paragraphs.join('\n\n')}\n\n${input.link}\n\n${footer}\n\n${SIGNATURE}\n`,
    html: emailLayout({ heading: `An invitation from ${input.organization}`, paragraphs, button, footer }),
  };
}
