import { dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn-ts's list of the ~49,000 passwords seen most often in breaches: the first ones any attacker tries.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common passwords (seen in many data breaches), so it is among the first an attacker tries. Choose a less common one.';

/** True for a password on the common-passwords list, whatever its capitals ("Password" is as weak as "password"). */
export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.trim().toLowerCase());
