import { z } from 'zod';
import { PROJECT_STATUS_NAMES, type ProjectStatus } from '../reference/enums.js';
import {
  organizationCardSchema,
  projectActivitySchema,
  projectGeoJsonSchema,
  projectListQuerySchema,
  projectMapSchema,
  projectPageSchema,
  projectSchema,
  statusCountSchema,
  yearQuerySchema,
} from './projects.schemas.js';
import { isUuid, UUID_PATTERN } from '../ids.js';
import { optionalOrderingParam, pageOf, pageQuerySchema } from '../pagination.js';

/**
 * The organisation's side of projects: its list (drafts included), ids, look-alike suggestions, groups, the
 * government dashboard and the change log (docs/spec/endpoints.txt "Projects (auth: organisation side)", "Project groups",
 * "Users": mda-dashboard, mda-projects, organizations/dashboard-updates).
 */

const uuidList = (what: string) =>
  z.union([z.string(), z.array(z.string())]).transform((raw, ctx) => {
    const items = (Array.isArray(raw) ? raw.join(',') : raw)
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    if (items.length > 50) {
      ctx.addIssue({ code: 'custom', message: `Give at most 50 ${what}s.` });
      return z.NEVER;
    }
    const bad = items.find((item) => !isUuid(item));
    if (bad) {
      ctx.addIssue({ code: 'custom', message: `"${bad}" is not a valid ${what} id.` });
      return z.NEVER;
    }
    return [...new Set(items.map((item) => item.toLowerCase()))];
  });

export const ACCESS_TYPES = ['all', 'owned', 'shared'] as const;

/** GET /projects/organization-projects/ and /projects/project-ids/: the public list's parameters, plus groups. */
export const organizationProjectsQuerySchema = projectListQuerySchema.extend({
  groups: uuidList('group').optional(),
  /** owned: the organisation's own; shared: those it holds a stakeholder role on; all (default): both. */
  access_type: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(ACCESS_TYPES, { error: 'Use all, owned or shared.' }))
    .optional(),
  /** The child projects of this project (public id or id), drafts included. */
  parent: z.string().trim().min(1, 'Give a project id.').max(300, 'Use at most 300 characters.').optional(),
});
export type OrganizationProjectsQuery = z.infer<typeof organizationProjectsQuerySchema>;

export const projectIdsSchema = z.object({ count: z.number().int(), results: z.array(z.string()) });
export type ProjectIds = z.infer<typeof projectIdsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Suggestions: projects that look like the one being entered (to stop duplicates)

export const projectSuggestionsBodySchema = z
  .object({
    name: z.string().trim().max(300, 'Use at most 300 characters.').optional(),
    code: z.string().trim().max(100, 'Use at most 100 characters.').optional(),
    /** The project being edited, left out of its own suggestions. */
    exclude: z.string().trim().max(300).optional(),
  })
  .refine((body) => !!body.name || !!body.code, {
    path: ['name'],
    message: 'Give a name or a code to compare.',
  });
export type ProjectSuggestionsBody = z.infer<typeof projectSuggestionsBodySchema>;

export const projectSuggestionSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  code: z.string(),
  status: z.enum(PROJECT_STATUS_NAMES as [ProjectStatus, ...ProjectStatus[]]),
  status_label: z.string(),
  states: z.array(z.string()),
  organization: z.string().nullable(),
  is_published: z.boolean(),
  /** 0-1: how alike the names are. */
  similarity: z.number(),
  matched_on: z.enum(['code', 'name']),
});
export const projectSuggestionsSchema = z.object({ results: z.array(projectSuggestionSchema) });
export type ProjectSuggestion = z.infer<typeof projectSuggestionSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Groups

const groupName = z.string().trim().min(1, 'Enter the group name.').max(120, 'Use at most 120 characters.');
const projectRefs = z
  .array(z.string().trim().min(1).max(300), { error: 'Give a list of project ids.' })
  .min(1, 'Give at least one project.')
  .max(1000, 'Give at most 1000 projects.');
const groupId = z.string().trim().regex(UUID_PATTERN, 'Give a valid group id.');

export const createProjectGroupBodySchema = z.object({ name: groupName, projects: projectRefs.optional() });
export const groupProjectsBodySchema = z.object({ group_id: groupId, projects: projectRefs });
export const renameProjectGroupBodySchema = z.object({ group_id: groupId, name: groupName });
export const projectGroupParamsSchema = z.object({ id: groupId });

export const PROJECT_GROUP_ORDERINGS = [
  'name',
  '-name',
  'created',
  '-created',
  'modified',
  '-modified',
] as const;
export type ProjectGroupOrdering = (typeof PROJECT_GROUP_ORDERINGS)[number];
export const projectGroupListQuerySchema = z.object({
  name: z.string().trim().max(120).optional(),
  ordering: optionalOrderingParam(PROJECT_GROUP_ORDERINGS),
});

export const projectGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  projects_count: z.number().int(),
  created: z.string(),
  modified: z.string(),
});
export type ProjectGroup = z.infer<typeof projectGroupSchema>;
export const projectGroupDetailSchema = projectGroupSchema.extend({ projects: z.array(projectSchema) });
export type ProjectGroupDetail = z.infer<typeof projectGroupDetailSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Government dashboard and change log

/** A contractor of the organisation: on its projects, or invited by it (status says whether they signed up). */
export const contractorCardSchema = organizationCardSchema.extend({
  email: z.string().nullable(),
  status: z.enum(['invited', 'accepted']),
});
export type ContractorCard = z.infer<typeof contractorCardSchema>;

export const mdaDashboardSchema = z.object({
  year: z.number().int().nullable(),
  projects: z.object({
    count: z.number().int(),
    status_count: statusCountSchema,
    data: z.array(projectSchema),
  }),
  /** A page of the contractors (contractors_limit, contractors_offset), the busiest first; count is of all that match. */
  contractors: z.object({ count: z.number().int(), data: z.array(contractorCardSchema) }),
});
export type MdaDashboard = z.infer<typeof mdaDashboardSchema>;

/** GET /users/mda-dashboard/: the year, and which page of the contractors (by name, busiest first). */
export const mdaDashboardQuerySchema = yearQuerySchema.extend({
  contractors_limit: z.coerce
    .number({ error: 'Give a number of contractors.' })
    .int()
    .min(1, 'Give at least 1.')
    .max(100, 'Give at most 100.')
    .default(100),
  contractors_offset: z.coerce.number({ error: 'Give a number.' }).int().min(0, 'Give 0 or more.').default(0),
  contractors_query: z.string().trim().max(100, 'Use at most 100 characters.').optional(),
});
export type MdaDashboardQuery = z.infer<typeof mdaDashboardQuerySchema>;

const usernames = z
  .string()
  .trim()
  .max(1000)
  .transform((raw) =>
    raw
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );
export const mdaProjectsQuerySchema = z.object({
  ministry: usernames.optional(),
  agency: usernames.optional(),
});

export const dashboardUpdatesQuerySchema = z.object({
  project: z.string().trim().max(300).optional(),
  action: z
    .enum(
      ['created', 'updated', 'published', 'unpublished', 'image_updated', 'imported', 'deleted', 'restored'],
      {
        error: 'Use created, updated, published, unpublished, image_updated, imported, deleted or restored.',
      },
    )
    .optional(),
});

/** One change of one project: the change log and the dashboard's recent updates. */
export const projectUpdateEntrySchema = projectActivitySchema.extend({
  project: z.object({ public_id: z.string(), name: z.string(), code: z.string() }),
});
export type ProjectUpdateEntry = z.infer<typeof projectUpdateEntrySchema>;

/** GET /projects/organization-projects/: the filters with limit and offset. */
export const organizationProjectPageQuerySchema = organizationProjectsQuerySchema.extend(
  pageQuerySchema(50).shape,
);
/** GET /projects/organization-projects/ answers a page, or with format=map or geojson the map's shapes. */
export const organizationProjectsResponseSchema = projectPageSchema
  .or(projectMapSchema)
  .or(projectGeoJsonSchema);
export const projectGroupPageQuerySchema = projectGroupListQuerySchema.extend(pageQuerySchema(25).shape);
export const projectGroupPageSchema = pageOf(projectGroupSchema);
export const dashboardUpdatePageQuerySchema = dashboardUpdatesQuerySchema.extend(pageQuerySchema(25).shape);
export const projectUpdateEntryPageSchema = pageOf(projectUpdateEntrySchema);
