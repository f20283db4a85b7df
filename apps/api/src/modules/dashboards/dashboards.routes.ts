import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  createDashboardBodySchema,
  dashboardIdParamsSchema,
  dashboardListQuerySchema,
  dashboardPageSchema,
  dashboardSchema,
  updateDashboardBodySchema,
} from '@oversight/shared/dashboards/dashboards.schemas';
import { answerPage, pageQuerySchema } from '../../platform/pagination.js';
import * as service from './dashboards.service.js';
import { routeOptions } from '../../platform/route-options.js';

const tags = ['dashboards'];
const route = routeOptions(tags);
const security = [{ bearerAuth: [] }];

/**
 * Dashboards (docs/spec/endpoints.txt "Dashboards"). Reading and changing one is decided per item (the organisation's role
 * when it owns the dashboard, or a stakeholder grant on it), so those routes only need a signed-in caller; creating
 * one needs "create/edit dashboard" in the current organisation. Stakeholder routes: stakeholders/item-stakeholders.
 */
export async function dashboardsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/dashboards/',
    route('authenticated', {
      summary:
        "The current organisation's dashboards and those shared with you, with what you may do on each",
      querystring: pageQuerySchema(25).extend(dashboardListQuerySchema.shape),
      response: { 200: dashboardPageSchema },
    }),
    async (request) => {
      const { limit, offset, ...query } = request.query;
      return answerPage(
        request,
        { limit, offset },
        await service.findDashboards(request.ctx, query, { limit, offset }),
      );
    },
  );

  app.post(
    '/dashboards/',
    route(
      { permission: PERMISSIONS.CREATE_EDIT_DASHBOARD },
      {
        summary: 'Create a dashboard of the current organisation',
        body: createDashboardBodySchema,
        response: { 201: dashboardSchema },
      },
    ),
    async (request, reply) =>
      reply.status(201).send(await service.createDashboard(request.ctx, request.body)),
  );

  app.get(
    '/dashboards/:id/',
    {
      // Anyone: an anonymous visitor reads a dashboard shared with the general public (item access decides).
      config: { access: 'public' },
      schema: {
        tags,
        security,
        summary: 'One dashboard',
        params: dashboardIdParamsSchema,
        response: { 200: dashboardSchema },
      },
    },
    async (request) => service.getDashboard(request.ctx, request.params.id),
  );

  app.patch(
    '/dashboards/:id/',
    route('authenticated', {
      summary: "Change a dashboard's name or description",
      params: dashboardIdParamsSchema,
      body: updateDashboardBodySchema,
      response: { 200: dashboardSchema },
    }),
    async (request) => service.updateDashboard(request.ctx, request.params.id, request.body),
  );

  app.delete(
    '/dashboards/:id/',
    route('authenticated', {
      summary: 'Delete a dashboard (its stakeholders lose their role on it)',
      params: dashboardIdParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await service.deleteDashboard(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
