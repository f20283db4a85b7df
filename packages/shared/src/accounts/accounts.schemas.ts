import { z } from 'zod';
import { ACCOUNT_TYPE_NAMES } from '../reference/enums.js';
import {
  isReservedEmail,
  isReservedName,
  isReservedUsername,
  RESERVED_EMAIL_MESSAGE,
  RESERVED_NAME_MESSAGE,
  RESERVED_USERNAME_MESSAGE,
} from './reserved-names.js';

/**
 * Request and response schemas of sign-in, sign-up and the user's own account (docs/spec/endpoints.txt "Auth", "Users";
 * docs/spec/contract-notes.md "Identity"). The API validates with them and the web forms reuse them.
 */

export const REQUIRED = 'This field is required.';

/** A string field whose "missing" message is the one the web shows next to the field. */
const text = (what = 'text') =>
  z.string({ error: (issue) => (issue.input === undefined ? REQUIRED : `Enter ${what}.`) });

/** Runs an object-level rule even when some fields already failed, so the form shows every problem at once. */
const always = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

export const emailSchema = z
  .string({ error: (issue) => (issue.input === undefined ? REQUIRED : 'Enter a valid e-mail address.') })
  .trim()
  .toLowerCase()
  .max(254, 'An e-mail address has at most 254 characters.')
  .pipe(z.email({ error: 'Enter a valid e-mail address.' }))
  .refine((value) => !isReservedEmail(value), RESERVED_EMAIL_MESSAGE);

export const PASSWORD_MIN_LENGTH = 8;

/** A new password: at least 8 characters and not only digits (the e-mail rule needs the e-mail, see below). */
export const newPasswordSchema = text('a password')
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(128, 'Use at most 128 characters.')
  .refine((value) => !/^\d+$/.test(value), 'The password cannot be entirely numeric.');

export const PASSWORD_SAME_AS_EMAIL = 'The password cannot be the same as your e-mail address.';
export const passwordEqualsEmail = (password: unknown, email: unknown) =>
  typeof password === 'string' &&
  typeof email === 'string' &&
  password.trim().toLowerCase() === email.trim().toLowerCase();

/** Letters, digits, dots and underscores; 3 to 30 characters (also the organisation username rule). */
export const usernameSchema = text('a username')
  .trim()
  .min(3, 'Use at least 3 characters.')
  .max(30, 'Use at most 30 characters.')
  .regex(/^[A-Za-z0-9_.]+$/, 'Use only letters, digits, dots and underscores.')
  .refine((value) => !isReservedUsername(value), RESERVED_USERNAME_MESSAGE);

/** A name people or organisations are shown by: never one of the built-in audiences ("General public"). */
const shownName = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .refine((value) => !isReservedName(value), RESERVED_NAME_MESSAGE);

export const GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export const EMAIL_NOTIFICATION_MODES = ['instant', 'daily', 'off'] as const;
export const SIGN_UP_TYPES = ['CITIZEN', 'CSO'] as const;

// ---------------------------------------------------------------------------------------------------------------
// Requests

/** `email` may hold a username (the old client's single field); `username` is accepted too. */
export const loginBodySchema = z
  .object({
    email: z.string().trim().max(254).optional(),
    username: z.string().trim().max(254).optional(),
    password: text('your password').min(1, REQUIRED).max(1024),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (!body.email && !body.username)
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'Enter your e-mail address or username.' });
    }, always),
  );
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z
  .object({
    account_type: z
      .string({ error: REQUIRED })
      .trim()
      .toUpperCase()
      .pipe(
        z.enum(SIGN_UP_TYPES, {
          error: 'Self sign-up is for citizens (CITIZEN) and civil-society organisations (CSO) only.',
        }),
      ),
    email: emailSchema,
    password: newPasswordSchema,
    display_name: shownName(100).optional(),
    username: usernameSchema.optional(),
    first_name: shownName(100).optional(),
    last_name: shownName(100).optional(),
    company_name: shownName(200).optional(),
    rc_number: z.string().trim().max(50, 'Use at most 50 characters.').optional(),
    contact_no: z.string().trim().max(30, 'Use at most 30 characters.').optional(),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (passwordEqualsEmail(body.password, body.email))
        ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_SAME_AS_EMAIL });
      const type = typeof body.account_type === 'string' ? body.account_type.trim().toUpperCase() : '';
      if (type === 'CSO') {
        const labels = {
          company_name: 'the organisation name',
          rc_number: 'the RC number',
          contact_no: 'a contact phone number',
        } as const;
        for (const field of ['company_name', 'rc_number', 'contact_no'] as const) {
          const value = body[field];
          if (typeof value !== 'string' || !value.trim()) {
            ctx.addIssue({
              code: 'custom',
              path: [field],
              message: `A civil-society organisation must give ${labels[field]}.`,
            });
          }
        }
      }
    }, always),
  );
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const googleLoginBodySchema = z.object({
  access_token: text('the Google access token').min(1, REQUIRED).max(4096),
});
export type GoogleLoginBody = z.infer<typeof googleLoginBodySchema>;

export const refreshBodySchema = z.object({ refresh: text('the refresh token').min(1, REQUIRED).max(512) });
export type RefreshBody = z.infer<typeof refreshBodySchema>;

export const verifyEmailBodySchema = z.object({
  otp: z
    .string({
      error: (issue) => (issue.input === undefined ? REQUIRED : 'Enter the 6-digit code from the e-mail.'),
    })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail.'),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

export const passwordResetBodySchema = z.object({ email: emailSchema });
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

const PASSWORDS_DIFFER = "The two password fields didn't match.";

export const passwordResetConfirmBodySchema = z
  .object({
    uid: text('the link id').trim().min(1, REQUIRED).max(100),
    token: text('the link token').trim().min(1, REQUIRED).max(200),
    new_password1: newPasswordSchema,
    new_password2: text('the password again'),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (typeof body.new_password2 === 'string' && body.new_password1 !== body.new_password2) {
        ctx.addIssue({ code: 'custom', path: ['new_password2'], message: PASSWORDS_DIFFER });
      }
    }, always),
  );
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBodySchema>;

export const passwordChangeBodySchema = z
  .object({
    // Optional only for accounts that have no password yet (Google sign-in); the server checks.
    old_password: z.string().max(1024).optional(),
    new_password1: newPasswordSchema,
    new_password2: text('the password again'),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (typeof body.new_password2 === 'string' && body.new_password1 !== body.new_password2) {
        ctx.addIssue({ code: 'custom', path: ['new_password2'], message: PASSWORDS_DIFFER });
      }
    }, always),
  );
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

export const deleteAccountBodySchema = z.object({ password: z.string().max(1024).optional() });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const privacySchema = z.object({ showEyemarks: z.boolean(), showActivity: z.boolean() });

/** ISO calendar date (YYYY-MM-DD) of a real day, not in the future. */
export const dateOfBirthSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return (
      !Number.isNaN(date.getTime()) &&
      date.toISOString().startsWith(value) &&
      date.getTime() <= Date.now() &&
      date.getUTCFullYear() >= 1900
    );
  }, 'Enter a real date of birth.');

/** PATCH /users/me/update/: every field optional; send null to clear an optional value. */
export const updateMeBodySchema = z.object({
  display_name: z
    .string()
    .trim()
    .min(1, 'The display name cannot be empty.')
    .max(100, 'Use at most 100 characters.')
    .refine((value) => !isReservedName(value), RESERVED_NAME_MESSAGE)
    .optional(),
  first_name: shownName(100).optional(),
  last_name: shownName(100).optional(),
  bio: z.string().trim().max(500, 'Use at most 500 characters.').optional(),
  username: usernameSchema.optional(),
  state_of_residence: z.string().trim().nullable().optional(),
  gender: z
    .enum(GENDERS, { error: `Choose one of: ${GENDERS.join(', ')}.` })
    .nullable()
    .optional(),
  date_of_birth: dateOfBirthSchema.nullable().optional(),
  company_name: shownName(200).nullable().optional(),
  rc_number: z.string().trim().max(50, 'Use at most 50 characters.').nullable().optional(),
  contact_no: z.string().trim().max(30, 'Use at most 30 characters.').nullable().optional(),
  // Only closing the walkthrough is allowed: a user cannot become "newly registered" again.
  newly_registered: z
    .literal(false, { error: 'Only false is accepted (closing the walkthrough).' })
    .optional(),
  privacy: privacySchema.partial().optional(),
  email_notifications: z
    .enum(EMAIL_NOTIFICATION_MODES, { error: `Choose one of: ${EMAIL_NOTIFICATION_MODES.join(', ')}.` })
    .optional(),
});
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

export const interestsSchema = z.object({
  locations: z.array(z.string().trim().max(200)).max(100).default([]),
  ministries: z.array(z.string().trim().max(200)).max(200).default([]),
  sdgs: z.array(z.string().trim().max(200)).max(17).default([]),
  sectors: z.array(z.string().trim().max(200)).max(50).default([]),
});
export type InterestsBody = z.input<typeof interestsSchema>;
export type Interests = z.infer<typeof interestsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Responses

export const detailSchema = z.object({ detail: z.string() });

export const organizationSummarySchema = z.object({
  public_id: z.string(),
  name: z.string(),
  username: z.string(),
  account_type: z.enum(ACCOUNT_TYPE_NAMES),
  avatar: z.string().nullable(),
  is_personal: z.boolean(),
  /** The user acts here as staff (a sub-user added by the organisation), not as its own account: staff mode. */
  is_staff: z.boolean(),
  parent: z.string().nullable(),
  role: z.object({ public_id: z.string(), name: z.string(), permissions: z.array(z.number().int()) }),
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

export const userSchema = z.object({
  public_id: z.string(),
  email: z.string(),
  username: z.string(),
  display_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  bio: z.string(),
  avatar: z.string().nullable(),
  account_type: z.enum(ACCOUNT_TYPE_NAMES),
  created: z.string(),
  state_of_residence: z.string().nullable(),
  gender: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  reviews_count: z.number().int(),
  eyemarked_count: z.number().int(),
  follower_count: z.number().int(),
  following_count: z.number().int(),
  newly_registered: z.boolean(),
  email_verified: z.boolean(),
  has_password: z.boolean(),
  google_linked: z.boolean(),
  privacy: privacySchema,
  email_notifications: z.string(),
  interests: z.object({
    locations: z.array(z.string()),
    ministries: z.array(z.string()),
    sdgs: z.array(z.string()),
    sectors: z.array(z.string()),
  }),
  // CSO accounts only.
  company_name: z.string().nullable().optional(),
  rc_number: z.string().nullable().optional(),
  contact_no: z.string().nullable().optional(),
  // GET /auth/user/ only.
  organisations: z.array(organizationSummarySchema).optional(),
});

/** POST /users/verify/: the verified user comes back with the message. */
export const verifyEmailResponseSchema = z.object({ detail: z.string(), user: userSchema });
export type User = z.infer<typeof userSchema>;

/** Login, Google sign-in and sign-up. `access_token` is the old name of `token`; both are sent. */
export const authResponseSchema = z.object({
  token: z.string(),
  access_token: z.string(),
  refresh_token: z.string(),
  user: userSchema,
  organisations: z.array(organizationSummarySchema),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const refreshResponseSchema = z.object({ access: z.string(), refresh: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const passwordChangeResponseSchema = z.object({
  detail: z.string(),
  token: z.string(),
  access_token: z.string(),
  refresh_token: z.string(),
});
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponseSchema>;

export const interestOptionsSchema = z.object({
  locations: z.array(z.string()),
  ministries: z.array(z.string()),
  sdgs: z.array(z.string()),
  sectors: z.array(z.string()),
});
export type InterestOptions = z.infer<typeof interestOptionsSchema>;
