import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../pagination.js';
import {
  ALWAYS_INCLUDED_PERMISSIONS,
  isPermission,
  MAX_PERMISSION,
  MIN_PERMISSION,
} from '../access/permissions.js';

/**
 * Roles (docs/spec/endpoints.txt "Roles"): a name, a type and a set of the 39 permissions. An 'organization' role is
 * what a member (staff) holds in the organisation; a 'stakeholder' role is what a grant on one item gives.
 * The role builder's groups come from access/permissions.ts (ROLE_BUILDER_GROUPS, SHARING_BUILDER_GROUPS).
 */

export const ROLE_TYPES = ['organization', 'stakeholder'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

export const ROLE_NAME_MAX = 100;

const roleTypeSchema = z.enum(ROLE_TYPES, { error: `A role type is one of: ${ROLE_TYPES.join(', ')}.` });

const roleNameSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Enter a name.') })
  .trim()
  .min(1, 'Enter a name.')
  .max(ROLE_NAME_MAX, `A role name has at most ${ROLE_NAME_MAX} characters.`);

/** Permission ids 0..38; duplicates are allowed (the server normalises) and the five view permissions are added. */
export const rolePermissionsSchema = z
  .array(z.number({ error: 'A permission is a number.' }), {
    error: 'Send the permissions as a list of ids.',
  })
  .max(200, 'Too many permissions.')
  .describe(
    `Permission ids ${MIN_PERMISSION}..${MAX_PERMISSION} (packages/shared access/permissions.ts); the five view permissions are always added.`,
  )
  .superRefine((ids, ctx) => {
    const invalid = ids.filter((id) => !isPermission(id));
    if (invalid.length) {
      ctx.addIssue({
        code: 'custom',
        message: `Permission ids are whole numbers from ${MIN_PERMISSION} to ${MAX_PERMISSION}; not ${[...new Set(invalid)].join(', ')}.`,
      });
    }
  });

export const roleIdParamsSchema = z.object({ id: z.uuid('A role id is a UUID.') });

export const roleFiltersSchema = z.object({ role_type: roleTypeSchema.optional() });

export const createRoleBodySchema = z.object({
  name: roleNameSchema,
  role_type: roleTypeSchema.default('organization'),
  permissions: rolePermissionsSchema.default([]),
});
export type CreateRoleBody = z.infer<typeof createRoleBodySchema>;
export type CreateRoleInput = z.input<typeof createRoleBodySchema>;

export const updateRoleBodySchema = z.object({
  name: roleNameSchema.optional(),
  role_type: roleTypeSchema.optional(),
  permissions: rolePermissionsSchema.optional(),
});
export type UpdateRoleBody = z.infer<typeof updateRoleBodySchema>;

export const roleSchema = z.object({
  public_id: z.uuid(),
  name: z.string(),
  role_type: roleTypeSchema,
  /** The owner role holds every permission and cannot be edited or deleted. */
  is_owner: z.boolean(),
  /** Effective permission ids, ascending (always including the five view permissions). */
  permissions: z.array(z.number().int()),
  /** The labels of `permissions`, in the same order. */
  permission_names: z.array(z.string()),
  /** People holding this role (members now; stakeholder grants once they exist). A role in use cannot be deleted. */
  assigned_count: z.number().int(),
  created: z.iso.datetime({ offset: true }),
  modified: z.iso.datetime({ offset: true }),
  /** What the caller may do with this role (edit/delete need "manage roles" and every permission the role holds). */
  abilities: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type Role = z.infer<typeof roleSchema>;

export const rolePageSchema = pageOf(roleSchema);

/** The view permissions every role holds, for forms that show them as fixed. */
export const ROLE_FIXED_PERMISSIONS = ALWAYS_INCLUDED_PERMISSIONS;

export const roleListQuerySchema = pageQuerySchema(25).extend(roleFiltersSchema.shape);
