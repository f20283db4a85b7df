import { endpoint, type EndpointMap } from '../endpoint.js';
import {
  createProjectGroupBodySchema,
  dashboardUpdatePageQuerySchema,
  groupProjectsBodySchema,
  mdaDashboardQuerySchema,
  mdaDashboardSchema,
  organizationProjectPageQuerySchema,
  organizationProjectsQuerySchema,
  organizationProjectsResponseSchema,
  projectGroupPageQuerySchema,
  projectGroupPageSchema,
  projectGroupSchema,
  projectIdsSchema,
  projectSuggestionsBodySchema,
  projectSuggestionsSchema,
  projectUpdateEntryPageSchema,
} from './organization-projects.schemas.js';
import {
  deletedProjectListQuerySchema,
  deletedProjectPageSchema,
  deleteProjectResultSchema,
  restoredProjectSchema,
} from './project-deletion.schemas.js';
import {
  bulkUpdateBodySchema,
  bulkUpdateResultSchema,
  createProjectBodySchema,
  publishProjectBodySchema,
  updateProjectBodySchema,
} from './project-writes.schemas.js';
import {
  catalogueQuerySchema,
  catalogueResponseSchema,
  projectActivityPageSchema,
  projectActivityQuerySchema,
  projectDetailSchema,
  projectIdParamsSchema,
  projectPageQuerySchema,
  projectPageSchema,
  projectSchema,
} from './projects.schemas.js';

/** Projects' (catalogue, detail, writes, the organisation's projects and groups, deletion) endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const projectsEndpoints = {
  'GET /projects/': endpoint({ query: catalogueQuerySchema, response: catalogueResponseSchema }),
  'GET /projects/{id}/': endpoint({ params: projectIdParamsSchema, response: projectDetailSchema }),
  'GET /projects/list-most-discussed/': endpoint({
    query: projectPageQuerySchema,
    response: projectPageSchema,
  }),
  'GET /projects/list-nearing-completion/': endpoint({
    query: projectPageQuerySchema,
    response: projectPageSchema,
  }),
  'GET /projects/{id}/related-projects/': endpoint({
    params: projectIdParamsSchema,
    query: projectPageQuerySchema,
    response: projectPageSchema,
  }),
  'GET /projects/{id}/activities/': endpoint({
    params: projectIdParamsSchema,
    query: projectActivityQuerySchema,
    response: projectActivityPageSchema,
  }),
  'GET /projects/organization-projects/': endpoint({
    query: organizationProjectPageQuerySchema,
    response: organizationProjectsResponseSchema,
  }),
  'GET /projects/project-ids/': endpoint({
    query: organizationProjectsQuerySchema,
    response: projectIdsSchema,
  }),
  'POST /projects/suggestions/': endpoint({
    body: projectSuggestionsBodySchema,
    response: projectSuggestionsSchema,
  }),
  'POST /projects/create-project/': endpoint({ body: createProjectBodySchema, response: projectSchema }),
  'PATCH /projects/{id}/': endpoint({
    params: projectIdParamsSchema,
    body: updateProjectBodySchema,
    response: projectSchema,
  }),
  'POST /projects/{id}/publish/': endpoint({
    params: projectIdParamsSchema,
    body: publishProjectBodySchema,
    response: projectSchema,
  }),
  'POST /projects/{id}/update-image/': endpoint({ params: projectIdParamsSchema, response: projectSchema }),
  'PATCH /projects/bulk_update/': endpoint({ body: bulkUpdateBodySchema, response: bulkUpdateResultSchema }),
  'GET /projects/organization-project-groups/': endpoint({
    query: projectGroupPageQuerySchema,
    response: projectGroupPageSchema,
  }),
  'POST /projects/groups/': endpoint({ body: createProjectGroupBodySchema, response: projectGroupSchema }),
  'POST /projects/groups/group-project/': endpoint({
    body: groupProjectsBodySchema,
    response: projectGroupSchema,
  }),
  'GET /projects/deleted/': endpoint({
    query: deletedProjectListQuerySchema,
    response: deletedProjectPageSchema,
  }),
  'DELETE /projects/{id}/': endpoint({ params: projectIdParamsSchema, response: deleteProjectResultSchema }),
  'POST /projects/{id}/restore/': endpoint({
    params: projectIdParamsSchema,
    response: restoredProjectSchema,
  }),
  'GET /users/mda-dashboard/': endpoint({ query: mdaDashboardQuerySchema, response: mdaDashboardSchema }),
  'GET /users/organizations/dashboard-updates/': endpoint({
    query: dashboardUpdatePageQuerySchema,
    response: projectUpdateEntryPageSchema,
  }),
} as const satisfies EndpointMap;
