import { z } from 'zod';
import { ACCOUNT_TYPE_NAMES } from '../reference/enums.js';
import { pageOf, pageQuerySchema, orderingParam } from '../pagination.js';
import { emailSchema } from '../accounts/accounts.schemas.js';
import { isReservedName, RESERVED_NAME_MESSAGE } from '../accounts/reserved-names.js';

/** Staff (sub-users) of an organisation (docs/spec/endpoints.txt "Staff"). */

export const ADD_SUB_USERS_MAX = 50;
const NAME_MAX = 100;

const userIdSchema = z.uuid('A user id is a user public id (UUID).');
const departmentIdsSchema = z
  .array(z.uuid('A department id is a UUID.'), { error: 'Send the departments as a list of ids.' })
  .max(50, 'At most 50 departments.');

const personName = z
  .string()
  .trim()
  .max(NAME_MAX, `Use at most ${NAME_MAX} characters.`)
  .refine((value) => !isReservedName(value), RESERVED_NAME_MESSAGE);

export const newSubUserSchema = z.object({
  email: emailSchema,
  role_id: z.uuid('Choose a role (a role id is a UUID).'),
  department_ids: departmentIdsSchema.default([]),
  /** Ministries and agencies under the organisation the person will be limited to (none = not limited). */
  mda_ids: z
    .array(z.uuid('An MDA id is an organisation public id (UUID).'), {
      error: 'Send the MDAs as a list of ids.',
    })
    .max(200, 'At most 200 MDAs.')
    .default([]),
  first_name: personName.optional(),
  last_name: personName.optional(),
});

export const addSubUsersBodySchema = z.object({
  users: z
    .array(newSubUserSchema, { error: 'Send the people to add as a list.' })
    .min(1, 'Add at least one person.')
    .max(ADD_SUB_USERS_MAX, `Add at most ${ADD_SUB_USERS_MAX} people at a time.`)
    .superRefine((users, ctx) => {
      const seen = new Set<string>();
      users.forEach((user, index) => {
        if (seen.has(user.email))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'email'],
            message: 'This address is already in the list.',
          });
        seen.add(user.email);
      });
    }),
});
export type AddSubUsersBody = z.infer<typeof addSubUsersBodySchema>;

export const removeSubUsersBodySchema = z.object({
  user_ids: z
    .array(userIdSchema, { error: 'Send the users as a list of ids.' })
    .min(1, 'Choose at least one person.')
    .max(100, 'At most 100 at a time.'),
});
export type RemoveSubUsersBody = z.infer<typeof removeSubUsersBodySchema>;

export const updateSubUserBodySchema = z.object({
  user_id: userIdSchema,
  role_id: z.uuid('A role id is a UUID.').optional(),
  /** Replaces the person's departments in this organisation. */
  department_ids: departmentIdsSchema.optional(),
});
export type UpdateSubUserBody = z.infer<typeof updateSubUserBodySchema>;

export const subUserIdParamsSchema = z.object({ id: userIdSchema });

/** Ministries and agencies under the organisation the sub-user is limited to; an empty list lifts the limit. */
export const assignMdasBodySchema = z.object({
  mda_ids: z
    .array(z.uuid('An MDA id is an organisation public id (UUID).'), {
      error: 'Send the MDAs as a list of ids.',
    })
    .max(200, 'At most 200 MDAs.'),
});
export type AssignMdasBody = z.infer<typeof assignMdasBodySchema>;

export const SUB_USER_ORDERINGS = ['name', '-name', 'email', '-email', 'joined', '-joined'] as const;
export type SubUserOrdering = (typeof SUB_USER_ORDERINGS)[number];

export const subUserFiltersSchema = z.object({
  query: z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
  ordering: orderingParam(SUB_USER_ORDERINGS, 'name'),
});

export const staffSearchFiltersSchema = z.object({
  query: z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
});

export const subUserSchema = z.object({
  public_id: z.uuid(),
  email: z.string(),
  username: z.string(),
  display_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  account_type: z.enum(ACCOUNT_TYPE_NAMES),
  role: z.object({ public_id: z.uuid(), name: z.string() }),
  departments: z.array(z.object({ public_id: z.uuid(), name: z.string() })),
  /** The ministries and agencies the sub-user is limited to; empty = not limited. */
  assigned_mdas: z.array(
    z.object({ public_id: z.uuid(), name: z.string(), account_type: z.enum(ACCOUNT_TYPE_NAMES) }),
  ),
  /** False until an invited person sets a password (or signs in with Google). */
  invitation_accepted: z.boolean(),
  joined: z.iso.datetime({ offset: true }),
});
export type SubUser = z.infer<typeof subUserSchema>;

export const subUserPageSchema = pageOf(subUserSchema);

export const STAFF_INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;

/**
 * An offer of a staff seat to an e-mail address: the person becomes staff, with this role,
 * these departments and MDAs, only when the account with that verified address accepts it before it expires.
 */
export const staffInvitationSchema = z.object({
  public_id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  organization: z.object({ public_id: z.uuid(), name: z.string() }),
  role: z.object({ public_id: z.uuid(), name: z.string() }),
  departments: z.array(z.object({ public_id: z.uuid(), name: z.string() })),
  assigned_mdas: z.array(
    z.object({ public_id: z.uuid(), name: z.string(), account_type: z.enum(ACCOUNT_TYPE_NAMES) }),
  ),
  status: z.enum(STAFF_INVITATION_STATUSES),
  invited_by: z.object({ public_id: z.uuid(), display_name: z.string() }).nullable(),
  /** True once expires_at has passed: it cannot be accepted until the organisation sends it again. */
  expired: z.boolean(),
  expires_at: z.iso.datetime({ offset: true }),
  last_sent_at: z.iso.datetime({ offset: true }),
  created_at: z.iso.datetime({ offset: true }),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffInvitationPageSchema = pageOf(staffInvitationSchema);

export const staffInvitationIdParamsSchema = z.object({ id: z.uuid('An invitation id is a UUID.') });

export const respondToStaffInvitationBodySchema = z.object({
  response: z.enum(['accept', 'decline'], { error: 'Answer "accept" or "decline".' }),
});
export type RespondToStaffInvitationBody = z.infer<typeof respondToStaffInvitationBodySchema>;

/**
 * `results` stays for older clients and is always empty now: nobody becomes staff until they accept, and
 * `invitations` holds what was sent (docs/contract-notes.md).
 */
export const addSubUsersResponseSchema = z.object({
  detail: z.string(),
  results: z.array(subUserSchema),
  invitations: z.array(staffInvitationSchema),
});
export type AddSubUsersResponse = z.infer<typeof addSubUsersResponseSchema>;

/** A person of the tenant who could be added: public fields only. */
export const staffCandidateSchema = z.object({
  public_id: z.uuid(),
  username: z.string(),
  display_name: z.string(),
  avatar: z.string().nullable(),
  account_type: z.enum(ACCOUNT_TYPE_NAMES),
});
export type StaffCandidate = z.infer<typeof staffCandidateSchema>;

export const staffCandidatePageSchema = pageOf(staffCandidateSchema);

export const subUserListQuerySchema = pageQuerySchema(25).extend(subUserFiltersSchema.shape);
export const staffSearchQuerySchema = pageQuerySchema(25).extend(staffSearchFiltersSchema.shape);
/** The staff invitations lists (the organisation's, and the caller's own). */
export const staffInvitationListQuerySchema = pageQuerySchema(25);
