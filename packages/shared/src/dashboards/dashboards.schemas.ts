import { z } from 'zod';
import { pageOf, orderingParam } from '../pagination.js';

/** Dashboards (docs/spec/endpoints.txt "Dashboards"): an organisation's named boards, shareable with stakeholders. */

export const DASHBOARD_NAME_MAX = 120;
export const DASHBOARD_DESCRIPTION_MAX = 2000;

const nameSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Enter a name.') })
  .trim()
  .min(1, 'Enter a name.')
  .max(DASHBOARD_NAME_MAX, `A dashboard name has at most ${DASHBOARD_NAME_MAX} characters.`);

const descriptionSchema = z
  .string({ error: 'Enter the description as text.' })
  .trim()
  .max(DASHBOARD_DESCRIPTION_MAX, `A description has at most ${DASHBOARD_DESCRIPTION_MAX} characters.`);

export const dashboardIdParamsSchema = z.object({ id: z.uuid('A dashboard id is a UUID.') });

export const DASHBOARD_ORDERINGS = ['name', '-name', 'created', '-created', 'modified', '-modified'] as const;
export type DashboardOrdering = (typeof DASHBOARD_ORDERINGS)[number];

/** Whose dashboards: the current organisation's, those shared with the caller, or both (default). */
export const DASHBOARD_ACCESS_TYPES = ['all', 'owned', 'shared'] as const;

export const dashboardListQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
  ordering: orderingParam(DASHBOARD_ORDERINGS, '-modified'),
  access_type: z.enum(DASHBOARD_ACCESS_TYPES, { error: 'Choose all, owned or shared.' }).default('all'),
});
export type DashboardListQuery = z.infer<typeof dashboardListQuerySchema>;

export const createDashboardBodySchema = z.object({
  name: nameSchema,
  description: descriptionSchema.default(''),
});
export type CreateDashboardBody = z.infer<typeof createDashboardBodySchema>;
export type CreateDashboardInput = z.input<typeof createDashboardBodySchema>;

export const updateDashboardBodySchema = z
  .object({ name: nameSchema.optional(), description: descriptionSchema.optional() })
  .refine((body) => body.name !== undefined || body.description !== undefined, {
    message: 'Send a name or a description to change.',
    path: ['non_field_errors'],
  });
export type UpdateDashboardBody = z.infer<typeof updateDashboardBodySchema>;

/** What the caller may do on one dashboard (from their organisation's role or a stakeholder grant). */
export const dashboardAbilitiesSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  manage_visualizations: z.boolean(),
  manage_stakeholders: z.boolean(),
});
export type DashboardAbilities = z.infer<typeof dashboardAbilitiesSchema>;

export const dashboardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  organization: z.object({ public_id: z.uuid(), name: z.string() }),
  created_by: z.object({ public_id: z.uuid(), display_name: z.string() }).nullable(),
  /** 'owned': the current organisation's; 'shared': reached through a stakeholder grant. */
  access: z.enum(['owned', 'shared']),
  created: z.iso.datetime({ offset: true }),
  modified: z.iso.datetime({ offset: true }),
  abilities: dashboardAbilitiesSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardPageSchema = pageOf(dashboardSchema);
export type DashboardPage = z.infer<typeof dashboardPageSchema>;
