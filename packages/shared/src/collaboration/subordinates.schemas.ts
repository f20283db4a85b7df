import { z } from 'zod';
import { contractorCardSchema } from '../projects/organization-projects.schemas.js';
import { projectSchema, statusCountSchema } from '../projects/projects.schemas.js';
import { ACCOUNT_TYPES, parseAccountType } from '../reference/enums.js';
import { UUID_PATTERN } from '../ids.js';
import {
  isReservedEmail,
  isReservedName,
  isReservedUsername,
  RESERVED_EMAIL_MESSAGE,
  RESERVED_NAME_MESSAGE,
  RESERVED_USERNAME_MESSAGE,
} from '../accounts/reserved-names.js';
import { pageOf, pageQuerySchema } from '../pagination.js';

/**
 * Ministries and agencies under a body (docs/spec/endpoints.txt "Subordinate ministries and agencies") and contractor
 * invitations (POST /users/contractor/). The ADMIN body creates ministries and agencies; a ministry its agencies.
 */

export const SUBORDINATE_TYPES = ['MINISTRY', 'AGENCY'] as const;
export type SubordinateType = (typeof SUBORDINATE_TYPES)[number];

const subordinateType = z.union([z.string(), z.number()]).transform((input, ctx) => {
  const type = parseAccountType(input);
  if (type !== 'MINISTRY' && type !== 'AGENCY') {
    ctx.addIssue({ code: 'custom', message: 'Use MINISTRY (2) or AGENCY (4).' });
    return z.NEVER;
  }
  return type;
});

const name = z
  .string()
  .trim()
  .min(2, 'Enter the name.')
  .max(200, 'Use at most 200 characters.')
  .refine((value) => !isReservedName(value), RESERVED_NAME_MESSAGE);
const email = z
  .string()
  .trim()
  .toLowerCase()
  .check(z.email('Enter a valid e-mail address.'))
  .max(254)
  .refine((value) => !isReservedEmail(value), RESERVED_EMAIL_MESSAGE);
const username = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,60}$/, 'Use 3-60 letters, digits, _ . or -.')
  .refine((value) => !isReservedUsername(value), RESERVED_USERNAME_MESSAGE);
const maxSubUsers = z.coerce
  .number()
  .int('Enter a whole number.')
  .min(0, 'Enter 0 or more.')
  .max(10_000, 'Enter at most 10000.');

export const createSubordinateBodySchema = z.object({
  account_type: subordinateType,
  name,
  email,
  username: username.optional(),
  /** The ministry an agency belongs to, when the supervising body creates it (a ministry's agencies are its own). */
  ministry: z.string().trim().max(150).optional(),
  description: z.string().trim().max(2000).optional(),
  max_sub_users: maxSubUsers.optional(),
  is_pro_user: z.boolean().optional(),
});
export type CreateSubordinateBody = z.infer<typeof createSubordinateBodySchema>;

export const updateSubordinateBodySchema = z
  .object({
    name: name.optional(),
    email: email.optional(),
    description: z.string().trim().max(2000).optional(),
    max_sub_users: maxSubUsers.optional(),
    is_pro_user: z.boolean().optional(),
  })
  // Object.values drops undefined from optional fields' types; an optional field given as undefined is no change.
  .refine((body) => (Object.values(body) as unknown[]).some((value) => value !== undefined), {
    message: 'Give at least one field to change.',
  });
export type UpdateSubordinateBody = z.infer<typeof updateSubordinateBodySchema>;

export const subordinateListQuerySchema = z.object({
  query: z.string().trim().max(200).optional(),
  account_type: subordinateType.optional(),
});

export const subordinateIdParamsSchema = z.object({
  id: z.string().trim().regex(UUID_PATTERN, 'Give a valid id.'),
});

export const subordinateSchema = z.object({
  public_id: z.string(),
  display_name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  account_type: z.enum(SUBORDINATE_TYPES),
  /** The spec's numbers: MINISTRY 2, AGENCY 4. */
  account_type_code: z.number().int(),
  description: z.string(),
  parent: z.object({ public_id: z.string(), name: z.string() }).nullable(),
  max_sub_users: z.number().int(),
  is_pro_user: z.boolean(),
  created: z.string(),
  no_of_projects: z.number().int(),
  no_of_agencies: z.number().int(),
  average_completion_rate: z.number(),
});
export type Subordinate = z.infer<typeof subordinateSchema>;

/** The new account's password: in this one answer and the e-mail, never again. */
export const subordinateWithPasswordSchema = subordinateSchema.extend({ password: z.string() });

export const subordinateDetailSchema = subordinateSchema.extend({
  year: z.number().int().nullable(),
  status_count: statusCountSchema,
  total_appropriated_amount: z.string(),
  agencies: z.array(subordinateSchema),
  projects: z.array(projectSchema),
});
export type SubordinateDetail = z.infer<typeof subordinateDetailSchema>;

export const regeneratedPasswordSchema = z.object({ detail: z.string(), password: z.string() });

export const inviteContractorBodySchema = z.object({
  name,
  email,
  rc_number: z.string().trim().max(50).optional(),
});
export type InviteContractorBody = z.infer<typeof inviteContractorBodySchema>;
export const invitedContractorSchema = contractorCardSchema;

export const ACCOUNT_TYPE_CODE = (type: SubordinateType) => ACCOUNT_TYPES[type].code;

export const subordinatePageQuerySchema = subordinateListQuerySchema.extend(pageQuerySchema(50).shape);
export const subordinatePageSchema = pageOf(subordinateSchema);
