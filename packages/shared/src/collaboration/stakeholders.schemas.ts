import { z } from 'zod';
import { ACCOUNT_TYPE_NAMES } from '../reference/enums.js';
import { pageOf, pageQuerySchema, orderingParam } from '../pagination.js';
import { emailSchema } from '../accounts/accounts.schemas.js';
import { ACCESS_GROUPS, CONTENT_TYPES } from './content.js';

/**
 * Stakeholders (docs/spec/endpoints.txt "Stakeholders" and every invite-stakeholders / stakeholders pair): a grantee
 * holds a role on one content item. Users and organisations are invited and answer; departments of the
 * organisation and the access groups are granted at once; an e-mail with no account gets a sign-up link.
 */

export const INVITE_MAX = 50;
const MESSAGE_MAX = 1000;

export const contentTypeSchema = z.enum(CONTENT_TYPES, {
  error: `A content type is one of: ${CONTENT_TYPES.join(', ')}.`,
});
export const accessGroupSchema = z.enum(ACCESS_GROUPS, {
  error: `An access group is one of: ${ACCESS_GROUPS.join(', ')}.`,
});
export const stakeholderTypeSchema = z.union([z.literal(0), z.literal(1)], {
  error: 'The stakeholder type is 0 (internal) or 1 (external).',
});
const coercedStakeholderType = z.coerce
  .number({ error: 'The stakeholder type is 0 (internal) or 1 (external).' })
  .pipe(stakeholderTypeSchema);

const GRANTEE_FIELDS = ['user_id', 'organization_id', 'department_id', 'email', 'access_group'] as const;

export const stakeholderInviteeSchema = z
  .object({
    user_id: z.uuid('A user id is a UUID.').optional(),
    organization_id: z.uuid('An organisation id is a UUID.').optional(),
    department_id: z.uuid('A department id is a UUID.').optional(),
    /** Someone with no account yet: they get a sign-up link that lands on the invitation. */
    email: emailSchema.optional(),
    access_group: accessGroupSchema.optional(),
    role_id: z.uuid('Choose a role (a role id is a UUID).'),
    stakeholder_type: stakeholderTypeSchema.default(1),
  })
  .superRefine((entry, ctx) => {
    const given = GRANTEE_FIELDS.filter((field) => entry[field] !== undefined);
    if (given.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['non_field_errors'],
        message: `Name exactly one of: ${GRANTEE_FIELDS.join(', ')}.`,
      });
    }
  });
export type StakeholderInvitee = z.infer<typeof stakeholderInviteeSchema>;

export const inviteStakeholdersBodySchema = z.object({
  stakeholders: z
    .array(stakeholderInviteeSchema, { error: 'Send the people to invite as a list.' })
    .min(1, 'Invite at least one stakeholder.')
    .max(INVITE_MAX, `Invite at most ${INVITE_MAX} at a time.`),
  message: z.string().trim().max(MESSAGE_MAX, `A message has at most ${MESSAGE_MAX} characters.`).default(''),
});
export type InviteStakeholdersBody = z.infer<typeof inviteStakeholdersBodySchema>;

const contentIdSchema = z
  .string()
  .trim()
  .min(1, 'Name the item.')
  .max(200, 'An item id has at most 200 characters.');

export const contentRefSchema = z.object({ content_type: contentTypeSchema, content_id: contentIdSchema });
export type ContentRef = z.infer<typeof contentRefSchema>;

export const inviteStakeholderBodySchema = inviteStakeholdersBodySchema.extend(contentRefSchema.shape);
export type InviteStakeholderBody = z.infer<typeof inviteStakeholderBodySchema>;

export const itemIdParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });

export const stakeholderIdParamsSchema = z.object({
  id: z.uuid('A stakeholder id is the public id (UUID) of a user, organisation or department.'),
});

const briefRoleSchema = z.object({
  public_id: z.uuid(),
  name: z.string(),
  permissions: z.array(z.number().int()),
});
/** An item named in a list; `page_public_id` is the item whose page shows it (an outcome's or indicator's plan), else null. */
export const contentBriefSchema = z.object({
  content_type: contentTypeSchema,
  public_id: z.string(),
  name: z.string(),
  page_public_id: z.string().nullable(),
});
export type ContentBrief = z.infer<typeof contentBriefSchema>;

export const STAKEHOLDER_KINDS = ['team_member', 'visitor', 'department', 'organisation'] as const;
export type StakeholderKind = (typeof STAKEHOLDER_KINDS)[number];

export const granteeSchema = z.object({
  public_id: z.uuid(),
  kind: z.enum(STAKEHOLDER_KINDS),
  name: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  account_type: z.enum(ACCOUNT_TYPE_NAMES),
});
export type Grantee = z.infer<typeof granteeSchema>;

/** One stakeholder of one item. */
export const itemStakeholderSchema = z.object({
  stakeholder: granteeSchema,
  role: briefRoleSchema,
  stakeholder_type: stakeholderTypeSchema,
  created: z.string(),
});
export type ItemStakeholder = z.infer<typeof itemStakeholderSchema>;

export const accessGroupGrantSchema = z.object({
  access_group: accessGroupSchema,
  role: briefRoleSchema,
  created: z.string(),
});
export type AccessGroupGrant = z.infer<typeof accessGroupGrantSchema>;

export const itemStakeholderPageSchema = pageOf(itemStakeholderSchema).extend({
  /** The item's access groups (general public, everyone in the organisation): never listed as people. */
  access_groups: z.array(accessGroupGrantSchema),
});
export type ItemStakeholderPage = z.infer<typeof itemStakeholderPageSchema>;

export const INVITE_STATUSES = ['pending', 'accepted', 'declined'] as const;

export const inviteSchema = z.object({
  invite_public_id: z.uuid(),
  content: contentBriefSchema,
  organization: z.object({ public_id: z.uuid(), name: z.string(), avatar: z.string().nullable() }),
  invitee: z.object({
    kind: z.enum(['user', 'organisation', 'email']),
    public_id: z.uuid().nullable(),
    name: z.string(),
    email: z.string().nullable(),
  }),
  role: briefRoleSchema,
  stakeholder_type: stakeholderTypeSchema,
  status: z.enum(INVITE_STATUSES),
  message: z.string(),
  invited_by: z.object({ public_id: z.uuid(), display_name: z.string() }).nullable(),
  created: z.string(),
  /** A pending invitation can be accepted until then; its senders may resend it (which moves this on). */
  expires: z.string(),
  is_expired: z.boolean(),
});
export type Invite = z.infer<typeof inviteSchema>;
export const resendInviteBodySchema = z.object({
  invite_public_id: z.uuid('invite_public_id must be the id of an invitation.'),
});
export type ResendInviteBody = z.infer<typeof resendInviteBodySchema>;
export const invitePageSchema = pageOf(inviteSchema);

export const inviteResultSchema = z.object({
  detail: z.string(),
  /** Invitations waiting for an answer (users, organisations, e-mail addresses). */
  invitations: z.array(inviteSchema),
  /** Granted at once (departments, access groups). */
  granted: z.array(z.union([itemStakeholderSchema, accessGroupGrantSchema])),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;

export const INVITE_RESPONSES = ['accept', 'decline'] as const;
export const respondToInviteBodySchema = z.object({
  invite_public_id: z.uuid('An invitation id is a UUID.'),
  response: z
    .enum(INVITE_RESPONSES, { error: 'Answer "accept" or "decline".' })
    .describe(
      '"accept" makes you (or your organisation) a stakeholder of the item with the offered role; "decline" refuses.',
    ),
});
export type RespondToInviteBody = z.infer<typeof respondToInviteBodySchema>;

export const deleteInviteQuerySchema = z.object({ invite_public_id: z.uuid('An invitation id is a UUID.') });

export const pendingInvitesQuerySchema = z.object({
  content_type: contentTypeSchema.optional(),
  content_id: contentIdSchema.optional(),
});

export const OWNERSHIP_FILTERS = [
  'all',
  'sub_users',
  'citizens',
  'contractors',
  'mdas',
  'team_member',
  'visitor',
  'department',
  'organisation',
] as const;
export type OwnershipFilter = (typeof OWNERSHIP_FILTERS)[number];
export const OWNERSHIP_LABELS: Record<OwnershipFilter, string> = {
  all: 'All',
  sub_users: 'Sub users',
  citizens: 'Citizens',
  contractors: 'Contractors',
  mdas: 'MDAs',
  team_member: 'Team Member',
  visitor: 'Visitor',
  department: 'Department',
  organisation: 'Organisation',
};

export const STAKEHOLDER_ORDERINGS = [
  'name',
  '-name',
  'created',
  '-created',
  'items_count',
  '-items_count',
] as const;
export type StakeholderOrdering = (typeof STAKEHOLDER_ORDERINGS)[number];

export const stakeholderFiltersSchema = z.object({
  query: z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
  ordering: orderingParam(STAKEHOLDER_ORDERINGS, 'name'),
  stakeholder_type: coercedStakeholderType.optional(),
  ownership: z
    .enum(OWNERSHIP_FILTERS, { error: `Ownership is one of: ${OWNERSHIP_FILTERS.join(', ')}.` })
    .default('all'),
});
export type StakeholderFilters = z.infer<typeof stakeholderFiltersSchema>;

/** A stakeholder of the organisation: its staff and everyone it granted a role on one of its items. */
export const stakeholderSchema = granteeSchema.extend({
  stakeholder_type: stakeholderTypeSchema,
  is_sub_user: z.boolean(),
  items_count: z.number().int(),
  created: z.string(),
});
export type Stakeholder = z.infer<typeof stakeholderSchema>;
export const stakeholderPageSchema = pageOf(stakeholderSchema);

export const updateStakeholderBodySchema = z
  .object({
    stakeholder_type: stakeholderTypeSchema.optional(),
    role_id: z.uuid('A role id is a UUID.').optional(),
  })
  .refine((body) => body.stakeholder_type !== undefined || body.role_id !== undefined, {
    message: 'Send stakeholder_type or role_id.',
    path: ['non_field_errors'],
  });
export type UpdateStakeholderBody = z.infer<typeof updateStakeholderBodySchema>;

export const assignedObjectsQuerySchema = z.object({
  content_type: contentTypeSchema.optional(),
  name: z.string().trim().max(100).optional(),
});

export const assignedObjectSchema = z.object({
  content: contentBriefSchema,
  role: briefRoleSchema,
  stakeholder_type: stakeholderTypeSchema,
  created: z.string(),
});
export type AssignedObject = z.infer<typeof assignedObjectSchema>;
export const assignedObjectPageSchema = pageOf(assignedObjectSchema);

export const editRoleOnContentBodySchema = contentRefSchema.extend({
  role_id: z.uuid('A role id is a UUID.'),
  stakeholder_type: stakeholderTypeSchema.optional(),
});
export type EditRoleOnContentBody = z.infer<typeof editRoleOnContentBodySchema>;

export const removeStakeholderBodySchema = contentRefSchema
  .extend({
    stakeholder_id: z.uuid('A stakeholder id is a UUID.').optional(),
    access_group: accessGroupSchema.optional(),
  })
  .refine((body) => (body.stakeholder_id === undefined) !== (body.access_group === undefined), {
    message: 'Name the stakeholder (stakeholder_id) or the access group, not both.',
    path: ['non_field_errors'],
  });
export type RemoveStakeholderBody = z.infer<typeof removeStakeholderBodySchema>;

export const removeStakeholderFromOrgBodySchema = z.object({
  stakeholder_id: z.uuid('A stakeholder id is a UUID.'),
});

export const stakeholderActivitiesBodySchema = z.object({
  stakeholder_id: z.uuid('A stakeholder id is a UUID.'),
  content_type: contentTypeSchema.optional(),
  limit: z.number().int().min(1).max(100).default(25),
  offset: z.number().int().min(0).default(0),
});

export const STAKEHOLDER_ACTIONS = [
  'invited',
  'granted',
  'accepted',
  'declined',
  'invite_cancelled',
  'role_changed',
  'type_changed',
  'removed',
] as const;
export const stakeholderActivitySchema = z.object({
  id: z.uuid(),
  action: z.enum(STAKEHOLDER_ACTIONS),
  content: contentBriefSchema,
  actor: z.object({ public_id: z.uuid(), display_name: z.string() }).nullable(),
  detail: z.string(),
  created: z.string(),
});
export type StakeholderActivity = z.infer<typeof stakeholderActivitySchema>;
export const stakeholderActivityPageSchema = z.object({
  count: z.number().int(),
  results: z.array(stakeholderActivitySchema),
});

export const stakeholderListQuerySchema = pageQuerySchema(25).extend(stakeholderFiltersSchema.shape);
export const pendingInviteListQuerySchema = pageQuerySchema(25).extend(pendingInvitesQuerySchema.shape);
export const assignedObjectListQuerySchema = pageQuerySchema(25).extend(assignedObjectsQuerySchema.shape);
/** GET /users/profiles/my-invites/. */
export const inviteListQuerySchema = pageQuerySchema(25);
/** GET /<item>/{id}/stakeholders/. */
export const itemStakeholderListQuerySchema = pageQuerySchema(25);
