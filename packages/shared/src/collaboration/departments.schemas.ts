import { z } from 'zod';
import { ACCOUNT_TYPE_NAMES } from '../reference/enums.js';
import { pageOf, pageQuerySchema } from '../pagination.js';

/** Departments (docs/spec/endpoints.txt "Departments"): named groups of an organisation's members. */

export const DEPARTMENT_NAME_MAX = 100;
export const DEPARTMENT_MEMBERS_MAX = 500;

const departmentNameSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Enter a name.') })
  .trim()
  .min(1, 'Enter a name.')
  .max(DEPARTMENT_NAME_MAX, `A department name has at most ${DEPARTMENT_NAME_MAX} characters.`);

/** User public ids of members of the organisation; the list replaces the department's members. */
const memberIdsSchema = z
  .array(z.uuid('A member id is a user public id (UUID).'), {
    error: 'Send the members as a list of user ids.',
  })
  .max(DEPARTMENT_MEMBERS_MAX, `A department has at most ${DEPARTMENT_MEMBERS_MAX} members.`);

export const departmentIdParamsSchema = z.object({ id: z.uuid('A department id is a UUID.') });

export const departmentFiltersSchema = z.object({
  query: z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
});

export const createDepartmentBodySchema = z.object({
  name: departmentNameSchema,
  member_ids: memberIdsSchema.default([]),
});
export type CreateDepartmentBody = z.infer<typeof createDepartmentBodySchema>;

export const updateDepartmentBodySchema = z.object({
  name: departmentNameSchema.optional(),
  member_ids: memberIdsSchema.optional(),
});
export type UpdateDepartmentBody = z.infer<typeof updateDepartmentBodySchema>;

/** A member of the organisation as colleagues see them. */
export const memberBriefSchema = z.object({
  public_id: z.uuid(),
  username: z.string(),
  display_name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  account_type: z.enum(ACCOUNT_TYPE_NAMES),
});
export type MemberBrief = z.infer<typeof memberBriefSchema>;

export const departmentSchema = z.object({
  public_id: z.uuid(),
  name: z.string(),
  members_count: z.number().int(),
  members: z.array(memberBriefSchema),
  created: z.iso.datetime({ offset: true }),
  modified: z.iso.datetime({ offset: true }),
  abilities: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type Department = z.infer<typeof departmentSchema>;

export const departmentPageSchema = pageOf(departmentSchema);

/** GET /users/departments/member-options/: members of the organisation (owner and staff) to place in departments. */
export const memberOptionFiltersSchema = z.object({
  query: z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
});

export const memberBriefPageSchema = pageOf(memberBriefSchema);

export const departmentListQuerySchema = pageQuerySchema(25).extend(departmentFiltersSchema.shape);
export const memberOptionListQuerySchema = pageQuerySchema(25).extend(memberOptionFiltersSchema.shape);
