import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  createProjectGroupBodySchema,
  dashboardUpdatePageQuerySchema,
  groupProjectsBodySchema,
  mdaDashboardQuerySchema,
  mdaDashboardSchema,
  mdaProjectsQuerySchema,
  organizationProjectPageQuerySchema,
  organizationProjectsQuerySchema,
  organizationProjectsResponseSchema,
  projectGroupDetailSchema,
  projectGroupPageQuerySchema,
  projectGroupPageSchema,
  projectGroupParamsSchema,
  projectGroupSchema,
  projectIdsSchema,
  projectSuggestionsBodySchema,
  projectSuggestionsSchema,
  projectUpdateEntryPageSchema,
  renameProjectGroupBodySchema,
} from '@oversight/shared/projects/organization-projects.schemas';
import { projectPageSchema } from '@oversight/shared/projects/projects.schemas';
import { pageQuerySchema, toPage } from '../../platform/pagination.js';
import * as organizationProjects from './organization-projects.service.js';

const security = [{ bearerAuth: [] }];
const viewProjects = { access: { permission: PERMISSIONS.VIEW_PROJECT } } as const;
const viewGroups = { access: { permission: PERMISSIONS.VIEW_PROJECT_GROUP } } as const;
const manageGroups = { access: { permission: PERMISSIONS.MANAGE_PROJECT_GROUPS } } as const;

/** The organisation side of projects: its list, ids, look-alikes, groups, dashboard and change log. */
export async function organizationProjectsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];

  r.get(
    '/projects/organization-projects/',
    {
      config: viewProjects,
      schema: {
        tags,
        security,
        summary: "The current organisation's projects, drafts included (a ministry's include its agencies')",
        querystring: organizationProjectPageQuerySchema,
        response: { 200: organizationProjectsResponseSchema },
      },
    },
    async (request, reply) => {
      const { limit, offset, ...query } = request.query;
      const found = await organizationProjects.findOrganizationProjects(request.ctx, query, {
        limit,
        offset,
      });
      if ('json' in found) return reply.type('application/json; charset=utf-8').send(found.json as never);
      return toPage(request, { limit, offset }, found.count, found.results);
    },
  );

  r.get(
    '/projects/project-ids/',
    {
      config: viewProjects,
      schema: {
        tags,
        security,
        summary: `Public ids of every matching project of the organisation (at most ${organizationProjects.PROJECT_IDS_CAP})`,
        querystring: organizationProjectsQuerySchema,
        response: { 200: projectIdsSchema },
      },
    },
    async (request) => organizationProjects.findOrganizationProjectIds(request.ctx, request.query),
  );

  r.post(
    '/projects/suggestions/',
    {
      config: viewProjects,
      schema: {
        tags,
        security,
        summary:
          'Existing projects that look like the one being entered (same code, or a name that reads alike)',
        body: projectSuggestionsBodySchema,
        response: { 200: projectSuggestionsSchema },
      },
    },
    async (request) => organizationProjects.suggestSimilarProjects(request.ctx, request.body),
  );

  r.post(
    '/projects/groups/',
    {
      config: manageGroups,
      schema: {
        tags,
        security,
        summary: 'Create a project group',
        body: createProjectGroupBodySchema,
        response: { 201: projectGroupSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await organizationProjects.createGroup(request.ctx, request.body)),
  );

  r.post(
    '/projects/groups/group-project/',
    {
      config: manageGroups,
      schema: {
        tags,
        security,
        summary: 'Add projects to a group',
        body: groupProjectsBodySchema,
        response: { 200: projectGroupSchema },
      },
    },
    async (request) => organizationProjects.groupProjects(request.ctx, request.body, true),
  );

  r.post(
    '/projects/groups/ungroup-project/',
    {
      config: manageGroups,
      schema: {
        tags,
        security,
        summary: 'Take projects out of a group',
        body: groupProjectsBodySchema,
        response: { 200: projectGroupSchema },
      },
    },
    async (request) => organizationProjects.groupProjects(request.ctx, request.body, false),
  );

  r.post(
    '/projects/groups/rename-group/',
    {
      config: manageGroups,
      schema: {
        tags,
        security,
        summary: 'Rename a group',
        body: renameProjectGroupBodySchema,
        response: { 200: projectGroupSchema },
      },
    },
    async (request) => organizationProjects.renameGroup(request.ctx, request.body),
  );

  r.get(
    '/projects/groups/:id/',
    {
      config: viewGroups,
      schema: {
        tags,
        security,
        summary: 'A group with its projects',
        params: projectGroupParamsSchema,
        response: { 200: projectGroupDetailSchema },
      },
    },
    async (request) => organizationProjects.getGroup(request.ctx, request.params.id),
  );

  r.delete(
    '/projects/groups/:id/',
    {
      config: manageGroups,
      schema: {
        tags,
        security,
        summary: 'Delete a group (its projects stay)',
        params: projectGroupParamsSchema,
      },
    },
    async (request, reply) => {
      await organizationProjects.deleteGroup(request.ctx, request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    '/projects/organization-project-groups/',
    {
      config: viewGroups,
      schema: {
        tags,
        security,
        summary: "The organisation's project groups",
        querystring: projectGroupPageQuerySchema,
        response: { 200: projectGroupPageSchema },
      },
    },
    async (request) => {
      const { limit, offset, ...query } = request.query;
      const found = await organizationProjects.findGroups(request.ctx, query, { limit, offset });
      return toPage(request, { limit, offset }, found.count, found.results);
    },
  );

  const users = ['users'];
  r.get(
    '/users/mda-dashboard/',
    {
      config: viewProjects,
      schema: {
        tags: users,
        security,
        summary:
          'The government dashboard: projects by status (active in the year), recent projects, contractors',
        querystring: mdaDashboardQuerySchema,
        response: { 200: mdaDashboardSchema },
      },
    },
    async (request) => organizationProjects.getMdaDashboard(request.ctx, request.query),
  );

  r.get(
    '/users/mda-projects/',
    {
      config: viewProjects,
      schema: {
        tags: users,
        security,
        summary: 'Projects of the ministries and agencies under the current organisation',
        querystring: mdaProjectsQuerySchema.extend(pageQuerySchema(50).shape),
        response: { 200: projectPageSchema },
      },
    },
    async (request) => {
      const { limit, offset, ...query } = request.query;
      const found = await organizationProjects.findMdaProjects(request.ctx, query, { limit, offset });
      return toPage(request, { limit, offset }, found.count, found.results);
    },
  );

  r.get(
    '/users/organizations/dashboard-updates/',
    {
      config: viewProjects,
      schema: {
        tags: users,
        security,
        summary:
          "The change log: newest changes of the organisation's projects (before/after with 'view change logs')",
        querystring: dashboardUpdatePageQuerySchema,
        response: { 200: projectUpdateEntryPageSchema },
      },
    },
    async (request) => {
      const { limit, offset, ...query } = request.query;
      const found = await organizationProjects.findDashboardUpdates(request.ctx, query, {
        limit,
        offset,
      });
      return toPage(request, { limit, offset }, found.count, found.results);
    },
  );
}
