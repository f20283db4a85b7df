import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  columnMappingListSchema,
  dashboardFiltersSchema,
} from '@oversight/shared/dashboards/data-sources.schemas';
import {
  availableFieldsQuerySchema,
  availableFieldsSchema,
  createVisualizationBodySchema,
  updateVisualizationBodySchema,
  visualizationDataSchema,
  visualizationIdParamsSchema,
  visualizationListQuerySchema,
  visualizationPageSchema,
  visualizationSchema,
} from '@oversight/shared/dashboards/visualizations.schemas';
import { answerPage, pageQuerySchema } from '../../platform/pagination.js';
import * as mappings from './column-mappings.service.js';
import * as service from './visualizations.service.js';
import { bearerSecurity, routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['dashboards']);
// Access is decided per dashboard (its organisation's role or a stakeholder grant), in the service.
const signedIn = 'authenticated';
// Reads of a dashboard's charts: anyone, so an anonymous visitor sees a dashboard shared with the general public.
const anyone = 'public';

/** Charts on dashboards (docs/spec/endpoints.txt "Dashboards"): CRUD, the fields they are built from, and their numbers. */
export async function visualizationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/dashboards/visualizations/available-fields/',
    route(signedIn, {
      summary:
        "What a chart can be built from: a data source's fields (none given: the organisation's projects), chart types, roles, aggregations",
      querystring: availableFieldsQuerySchema,
      response: { 200: availableFieldsSchema },
    }),
    async (request) => service.availableFields(request.ctx, request.query.data_source_id),
  );

  app.get(
    '/dashboards/visualizations/',
    route(anyone, {
      security: bearerSecurity,
      summary: "A dashboard's charts, in their order",
      querystring: pageQuerySchema(50).extend(visualizationListQuerySchema.shape),
      response: { 200: visualizationPageSchema },
    }),
    async (request) => {
      const { limit, offset, dashboard_id } = request.query;
      return answerPage(
        request,
        { limit, offset },
        await service.findVisualizations(request.ctx, dashboard_id, { limit, offset }),
      );
    },
  );

  app.post(
    '/dashboards/visualizations/',
    route(signedIn, {
      summary: 'Add a chart to a dashboard',
      body: createVisualizationBodySchema,
      response: { 201: visualizationSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await service.createVisualization(request.ctx, request.body)),
  );

  app.get(
    '/dashboards/visualizations/:id/',
    route(anyone, {
      security: bearerSecurity,
      summary: 'One chart',
      params: visualizationIdParamsSchema,
      response: { 200: visualizationSchema },
    }),
    async (request) => service.getVisualization(request.ctx, request.params.id),
  );

  app.patch(
    '/dashboards/visualizations/:id/',
    route(signedIn, {
      summary: 'Change a chart',
      params: visualizationIdParamsSchema,
      body: updateVisualizationBodySchema,
      response: { 200: visualizationSchema },
    }),
    async (request) => service.updateVisualization(request.ctx, request.params.id, request.body),
  );

  app.delete(
    '/dashboards/visualizations/:id/',
    route(signedIn, {
      summary: 'Remove a chart',
      params: visualizationIdParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await service.deleteVisualization(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/dashboards/visualizations/:id/data/',
    route(anyone, {
      security: bearerSecurity,
      summary: "A chart's numbers over what you may see of its data source, with the dashboard's filters",
      params: visualizationIdParamsSchema,
      querystring: dashboardFiltersSchema,
      response: { 200: visualizationDataSchema },
    }),
    async (request) => service.visualizationData(request.ctx, request.params.id, request.query),
  );

  app.get(
    '/dashboards/visualizations/:id/visualization_data_column_mappings/',
    route(signedIn, {
      summary: "A chart's column mappings in order",
      params: visualizationIdParamsSchema,
      response: { 200: columnMappingListSchema },
    }),
    async (request) => mappings.chartMappings(request.ctx, request.params.id),
  );
}
