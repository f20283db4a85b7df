import type { MessageKey } from './keys';
import { t } from '.';

/**
 * The English validation messages of the web's schemas and of `packages/shared` (the API says the same words), each
 * with its catalogue key. Schemas keep their English words (the API and the journeys read them); a field shows
 * `formMessage(error.message)`. A message not listed here (a server's own) shows as it came.
 */
const EXACT: Record<string, MessageKey> = {
  'This field is required.': 'forms.required',
  'Enter your e-mail address or username.': 'forms.enterIdentifier',
  'Enter your password.': 'forms.enterPassword',
  'Enter your current password.': 'forms.enterCurrentPassword',
  'Enter a password.': 'forms.enterAPassword',
  'Enter a valid e-mail address.': 'forms.emailInvalid',
  'An e-mail address has at most 254 characters.': 'forms.emailTooLong',
  'The password cannot be entirely numeric.': 'forms.allNumbers',
  'The password cannot be the same as your e-mail address.': 'forms.sameAsEmail',
  "The two passwords don't match.": 'forms.passwordsDiffer',
  'Enter the new password again.': 'forms.enterNewAgain',
  'Accept the terms to create an account.': 'forms.acceptTerms',
  'Enter the organisation name.': 'forms.enterOrgName',
  'Enter the RC number.': 'forms.enterRc',
  'Enter a contact phone number.': 'forms.enterContact',
  'Enter the name other people will see.': 'forms.enterDisplayName',
  'The display name cannot be empty.': 'forms.displayNameEmpty',
  // The review composer (posts.schemas reviewFormSchema; the API says the same).
  'Give your review a title.': 'posts.reviewNeedsTitle',
  'Choose how the project makes you feel, or "Suggestion".': 'posts.reviewNeedsFeeling',
  // The api client's own toasts (lib/api-client.ts MESSAGES).
  'Something went wrong, please try again': 'errors.apiBadRequest',
  'There was an error completing your request. Please try again later': 'errors.apiServer',
  'Too many requests, please try again later': 'errors.apiTooMany',
  'An error occured, try again.': 'errors.apiHtml',
  'Network error, please check your internet': 'errors.apiNetwork',
};

const COUNTED: [RegExp, MessageKey][] = [
  [/^Use at least (\d+) characters\.$/, 'forms.atLeast'],
  [/^Use at most (\d+) characters\.$/, 'forms.atMost'],
];

/** A validation message in the active language (see EXACT); undefined stays undefined. */
export function formMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  const key = EXACT[message];
  if (key) return t(key);
  for (const [pattern, counted] of COUNTED) {
    const match = pattern.exec(message);
    if (match) return t(counted, { count: Number(match[1]) });
  }
  return message;
}

/** Every message of a list (an alert's non-field errors). */
export function formMessages(messages: string[]): string[] {
  return messages.map((message) => formMessage(message) ?? message);
}

/** For the test: each English message and its key. */
export const FORM_MESSAGE_KEYS = EXACT;
