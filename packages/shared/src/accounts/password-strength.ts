import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * THE password rule, one for the API (sign-up, password change and reset, invitations), the CLI and the web meter:
 * at least PASSWORD_MIN_LENGTH characters, and a zxcvbn strength of at least PASSWORD_MIN_SCORE once the person's own
 * names, e-mail and the product's name count as dictionary words ("Oversight2026", "ada.obi1990" are guessed fast).
 * zxcvbn-ts weighs common passwords (~30,000), keyboard walks, sequences ("abcdefgh"), dates and l33t ("Passw0rd!").
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn's 3: "safely unguessable", about 10^8 guesses or more; 0-2 are refused. */
export const PASSWORD_MIN_SCORE = 3;

/** Words a guesser tries first for any account here: the product's and the platform's own names. */
const PRODUCT_WORDS = ['oversight', 'eyemark', 'nigeria', 'federal', 'ministry', 'agency', 'abuja', 'lagos'];

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** About the person, all optional: every piece of text is split into words the estimator treats as known. */
export type PasswordContext = {
  email?: string | null;
  username?: string | null;
  names?: (string | null | undefined)[];
};

export type PasswordCheck = {
  score: PasswordScore;
  ok: boolean;
  /** Why it is refused (null when ok): one sentence a form can show under the field. */
  problem: string | null;
  /** zxcvbn's own hint, e.g. "Add more words that are less common." (English). */
  suggestion: string | null;
};

let factory: ZxcvbnFactory | undefined;
/** Built on first use and kept: the dictionaries are decoded and ranked once per process (or page). */
const estimator = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...dictionary, userInputs: PRODUCT_WORDS },
    graphs: adjacencyGraphs,
  }));

/** The person's own words: each name and the e-mail's parts, whole and split on punctuation. */
export function personalWords(context: PasswordContext = {}): string[] {
  const pieces = [context.email, context.username, ...(context.names ?? [])].filter(
    (piece): piece is string => typeof piece === 'string' && piece.trim().length > 0,
  );
  const words = new Set<string>();
  for (const piece of pieces) {
    const lower = piece.trim().toLowerCase();
    words.add(lower);
    // "Ada Obi" is typed "adaobi" as often as "ada".
    words.add(lower.replace(/[^\p{L}\p{N}]+/gu, ''));
    for (const word of lower.split(/[^\p{L}\p{N}]+/u)) if (word.length >= 3) words.add(word);
  }
  return [...words];
}

export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_WEAK =
  'This password is too easy to guess (a common password, a pattern, or your own name or e-mail). Add a few uncommon words, or make it longer.';

export function checkPassword(password: string, context: PasswordContext = {}): PasswordCheck {
  if (password.length < PASSWORD_MIN_LENGTH)
    return { score: 0, ok: false, problem: PASSWORD_TOO_SHORT, suggestion: null };
  // Past 64 characters the estimate only slows down: such a password is long enough whatever its content.
  const result = estimator().check(password.slice(0, 64), personalWords(context));
  const score: PasswordScore = result.score;
  const ok = score >= PASSWORD_MIN_SCORE;
  return {
    score,
    ok,
    problem: ok ? null : PASSWORD_TOO_WEAK,
    suggestion: result.feedback.warning ?? result.feedback.suggestions[0] ?? null,
  };
}
