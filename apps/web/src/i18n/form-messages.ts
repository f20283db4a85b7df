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
  'Enter the 6-digit code from the e-mail.': 'auth.enterCode',
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
  // The API's own refusals on the citizen flows (sign-up, sign-in, password reset, e-mail code, reviews, comments,
  // replies, eyemarks, profiles), word for word (docs/decisions/0013-api-messages-translated-by-the-web.md).
  'Unable to log in with provided credentials.': 'apierrors.badCredentials',
  'This password-reset link is invalid, has expired or was already used. Ask for a new one.':
    'apierrors.badResetLink',
  // packages/shared accounts/password-strength PASSWORD_TOO_WEAK (the API and the web forms say it alike).
  'This password is too easy to guess (a common password, a pattern, or your own name or e-mail). Add a few uncommon words, or make it longer.':
    'apierrors.weakPassword',
  'Your old password was entered incorrectly. Please enter it again.': 'apierrors.oldPasswordWrong',
  'Enter your password to confirm.': 'apierrors.confirmPassword',
  'The password is incorrect.': 'apierrors.passwordWrong',
  'This username is taken.': 'apierrors.usernameTaken',
  'An account with this e-mail address already exists.': 'apierrors.emailTaken',
  // packages/shared accounts/reserved-names: the access groups' names and addresses are the system's.
  'This e-mail address is reserved by the system. Use your own address.': 'apierrors.reservedEmail',
  'This username is reserved by the system (names starting and ending with "__" are). Choose another.':
    'apierrors.reservedUsername',
  'This name is reserved for a built-in audience (such as "General public"). Choose another.':
    'apierrors.reservedName',
  'Your e-mail address is already verified.': 'apierrors.alreadyVerified',
  'There is no active code for your account. Request a new code.': 'apierrors.noCode',
  'This code has expired. Request a new code.': 'apierrors.codeExpired',
  'Too many wrong attempts: this code no longer works. Request a new code.': 'apierrors.codeTooMany',
  'The code is incorrect and no longer works. Request a new code.': 'apierrors.codeDead',
  'This code was already used. Request a new code.': 'apierrors.codeUsed',
  'Google did not accept this sign-in. Please try again.': 'apierrors.googleRefused',
  'Your Google account has no verified e-mail address. Verify it with Google, or sign up with e-mail and password.':
    'apierrors.googleUnverified',
  'This e-mail address is linked to a different Google account. Sign in with that one, or with your password.':
    'apierrors.googleOtherAccount',
  'Google sign-in is unavailable right now. Please try again in a minute.': 'apierrors.googleUnavailable',
  'Authentication credentials were not provided.': 'apierrors.notSignedIn',
  'Token is invalid or expired': 'apierrors.sessionExpired',
  'Too many requests, please try again later.': 'apierrors.tooMany',
  'There was an error completing your request. Please try again later.': 'apierrors.server',
  'This project is not published: it cannot be reviewed or commented on yet.': 'apierrors.notPublished',
  'No post has this id.': 'apierrors.noPost',
  'Answer a comment with a comment.': 'apierrors.replyToComment',
  'The post you answer is about another project.': 'apierrors.otherProject',
  'An image was used by another post meanwhile.': 'apierrors.imageTaken',
  'The upload is too large.': 'apierrors.uploadTooLarge',
  'No project has this id.': 'apierrors.noProject',
  'Not found.': 'apierrors.notFound',
  'No user has this id.': 'apierrors.noUser',
  'No user or organisation has this id.': 'apierrors.noUserOrOrg',
  'This user keeps their eyemarks private.': 'apierrors.eyemarksPrivate',
  'This person keeps their activity private.': 'apierrors.activityPrivate',
  'You cannot follow yourself.': 'apierrors.followSelf',
};

// Messages with a number in them: the number becomes the message's `count`.
const COUNTED: [RegExp, MessageKey][] = [
  [/^Use at least (\d+) characters\.$/, 'forms.atLeast'],
  [/^Use at most (\d+) characters\.$/, 'forms.atMost'],
  [/^The code is incorrect\. (\d+) attempts? left\.$/, 'apierrors.codeWrong'],
  [/^Attach at most (\d+) images\.$/, 'apierrors.tooManyImages'],
  [
    /^You have used today's upload allowance \((\d+) MB in 24 hours\)\. Try again tomorrow\.$/,
    'apierrors.uploadQuota',
  ],
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

/** For the test: each English message and its key, and the numbered ones. */
export const FORM_MESSAGE_KEYS = EXACT;
export const COUNTED_MESSAGE_KEYS = COUNTED;
