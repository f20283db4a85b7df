import { z } from 'zod';
import { pageOf, orderingParam } from '../pagination.js';
import { organizationSummarySchema } from '../accounts/accounts.schemas.js';

const accountTypeSchema = z.enum([
  'CITIZEN',
  'CSO',
  'CONTRACTOR',
  'MINISTRY',
  'AGENCY',
  'DEPARTMENT',
  'ADMIN',
]);

export const organizationIdParamsSchema = z.object({ id: z.uuid('An organisation id is a UUID.') });

/** A role as the caller holds it: `permissions` are the effective ids (an owner holds all 38). */
export const organizationRoleSchema = organizationSummarySchema.shape.role;

/** `GET /users/profiles/my-organizations/`: the same items as login's `organisations`. */
export const myOrganizationListSchema = z.array(organizationSummarySchema);

export const organizationParentSchema = z.object({
  public_id: z.uuid(),
  name: z.string(),
  username: z.string(),
  account_type: accountTypeSchema,
});

/** An organisation as anyone may see it in the public directory. */
export const visitorOrganizationSchema = z.object({
  public_id: z.uuid(),
  name: z.string(),
  username: z.string(),
  account_type: accountTypeSchema,
  avatar: z.string().nullable(),
  description: z.string(),
  parent: organizationParentSchema.nullable(),
  created: z.iso.datetime({ offset: true }),
  /** Organisations whose parent this one is (agencies of a ministry, departments). */
  subordinates_count: z.number().int(),
  members_count: z.number().int(),
});
export type VisitorOrganization = z.infer<typeof visitorOrganizationSchema>;

export const visitorOrganizationPageSchema = pageOf(visitorOrganizationSchema);

export const VISITOR_ORGANIZATION_ORDERINGS = ['name', '-name', 'created', '-created'] as const;
export type VisitorOrganizationOrdering = (typeof VISITOR_ORGANIZATION_ORDERINGS)[number];

/** Filters of `GET /users/visitor-organizations/` (limit, default 10, and offset come with the page). */
export const visitorOrganizationFiltersSchema = z.object({
  query: z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
  ordering: orderingParam(VISITOR_ORGANIZATION_ORDERINGS, 'name'),
});

/** What the caller may do with an organisation once it is their current one. */
export const organizationAbilitiesSchema = z.object({
  update_plan_levels: z.boolean(),
  update_kobotoolbox_token: z.boolean(),
});

export const organizationDetailSchema = visitorOrganizationSchema.extend({
  is_personal: z.boolean(),
  is_visible: z.boolean(),
  is_pro_user: z.boolean(),
  max_sub_users: z.number().int(),
  website: z.string().nullable(),
  /** Members only (null for others): the organisation's contact e-mail and plan settings. */
  email: z.string().nullable(),
  plan_levels: z.array(z.string()).nullable(),
  /** Members only (null for others); the token itself is never returned. */
  kobotoolbox_token_set: z.boolean().nullable(),
  /** The caller's membership, or null when they are a visitor. */
  membership: z
    .object({ role: organizationRoleSchema, is_owner: z.boolean(), is_staff: z.boolean() })
    .nullable(),
  abilities: organizationAbilitiesSchema,
});
export type OrganizationDetail = z.infer<typeof organizationDetailSchema>;

export const tenantSchema = z.object({ name: z.string(), display_name: z.string() });

export const PLAN_LEVELS_MAX = 10;

export const updatePlanLevelsBodySchema = z.object({
  plan_levels: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A plan level needs a name.')
        .max(100, 'A plan level name has at most 100 characters.'),
    )
    .max(PLAN_LEVELS_MAX, `At most ${PLAN_LEVELS_MAX} plan levels.`)
    .refine(
      (levels) => new Set(levels.map((level) => level.toLowerCase())).size === levels.length,
      'Each plan level must be named once.',
    ),
});
export type UpdatePlanLevelsBody = z.infer<typeof updatePlanLevelsBodySchema>;
export const planLevelsResponseSchema = z.object({ plan_levels: z.array(z.string()) });

export const DEFAULT_KOBOTOOLBOX_URL = 'https://kf.kobotoolbox.org';

/**
 * A KoboToolbox API token (40 hex characters on kf.kobotoolbox.org) and the server it is for (kf.kobotoolbox.org
 * when not given; eu.kobotoolbox.org or an organisation's own); a null token removes both.
 */
export const updateKoboToolboxTokenBodySchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,200}$/, 'A KoboToolbox API token is 8 to 200 letters, digits, "-" or "_".')
    .nullable(),
  server_url: z
    .url({
      protocol: /^https?$/,
      error: 'Give the address of the KoboToolbox server, e.g. https://kf.kobotoolbox.org.',
    })
    .trim()
    .max(200, 'Use at most 200 characters.')
    .optional(),
});
export type UpdateKoboToolboxTokenBody = z.infer<typeof updateKoboToolboxTokenBodySchema>;
export type UpdateKoboToolboxTokenInput = z.input<typeof updateKoboToolboxTokenBodySchema>;
export const koboToolboxTokenStatusSchema = z.object({
  kobotoolbox_token_set: z.boolean(),
  last4: z.string().nullable(),
  server_url: z.string().nullable(),
});
export type KoboToolboxTokenStatus = z.infer<typeof koboToolboxTokenStatusSchema>;
