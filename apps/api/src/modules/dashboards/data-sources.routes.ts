import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkCreateColumnMappingsBodySchema,
  bulkUpdateDataSourcesBodySchema,
  columnMappingIdParamsSchema,
  columnMappingListSchema,
  columnMappingSchema,
  createColumnMappingBodySchema,
  createDataSourceBodySchema,
  dashboardFiltersSchema,
  dataSourceIdParamsSchema,
  dataSourceListQuerySchema,
  dataSourceListSchema,
  dataSourceSchema,
  publicLinkSchema,
  publicLinkStateSchema,
  publicTokenParamsSchema,
  publicVisualizationParamsSchema,
  updateColumnMappingBodySchema,
} from '@oversight/shared/dashboards/data-sources.schemas';
import { dashboardIdParamsSchema } from '@oversight/shared/dashboards/dashboards.schemas';
import {
  publicDashboardSchema,
  visualizationDataSchema,
} from '@oversight/shared/dashboards/visualizations.schemas';
import { Readable } from 'node:stream';
import { readOneFile } from '../../platform/multipart.js';
import { readSpreadsheet, saveUpload } from '../project-import/spreadsheet-reader.js';
import * as mappings from './column-mappings.service.js';
import * as service from './data-sources.service.js';
import * as links from './public-links.service.js';
import { routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['dashboards']);
// Access is decided per dashboard (its organisation's role or a stakeholder grant), in the services.
const signedIn = 'authenticated';

/** Data sources, uploaded datasets, column mappings and public links of dashboards (docs/spec/endpoints.txt "Dashboards"). */
export async function dataSourcesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/dashboards/data-sources/',
    route(signedIn, {
      summary: "A dashboard's data sources",
      querystring: dataSourceListQuerySchema,
      response: { 200: dataSourceListSchema },
    }),
    async (request) => service.listDataSources(request.ctx, request.query.dashboard_id),
  );

  app.post(
    '/dashboards/data-sources/',
    route(signedIn, {
      summary:
        "Add a data source to a dashboard: the organisation's projects, a form's responses, a plan's indicators or a dataset",
      body: createDataSourceBodySchema,
      response: { 201: dataSourceSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await service.createDataSource(request.ctx, request.body)),
  );

  app.post(
    '/dashboards/data-sources/bulk_update_data_sources/',
    route(
      signedIn,
      {
        summary: "Rename data sources and correct a dataset's column names and types",
        body: bulkUpdateDataSourcesBodySchema,
        response: { 200: dataSourceListSchema },
      },
      { longRunning: true },
    ),
    async (request) => service.bulkUpdateDataSources(request.ctx, request.body),
  );

  app.post(
    '/dashboards/data-sources/:id/dataset/',
    route(signedIn, {
      summary:
        "Upload (or replace) a dataset's rows: multipart with a CSV or XLSX in `file`; column types are inferred",
      consumes: ['multipart/form-data'],
      // Any id: one that is not a data source's (not even a UUID) is a 404, as a stranger's source is.
      params: z.object({ id: z.string() }),
      response: { 200: dataSourceSchema },
    }),
    async (request) => {
      const { file } = await readOneFile(request, 'file', {
        missing: 'Choose a CSV or XLSX file to upload.',
        tooLarge: 'The file is larger than 10 MB. Split it.',
      });
      // Who may change this source is known before the file is parsed: an outsider learns nothing from its errors.
      await service.checkDatasetUpload(request.ctx, request.params.id);
      const saved = await saveUpload(Readable.from([file.buffer]));
      try {
        const sheet = await readSpreadsheet(saved.file, file.filename);
        return await service.uploadDataset(request.ctx, request.params.id, sheet, file.filename);
      } finally {
        await saved.cleanup();
      }
    },
  );

  app.delete(
    '/dashboards/data-sources/:id/',
    route(signedIn, {
      summary: 'Remove a data source and the charts drawn from it',
      params: dataSourceIdParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await service.deleteDataSource(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/dashboards/column-mappings/',
    route(signedIn, {
      summary: 'Say which field plays which part in a chart',
      body: createColumnMappingBodySchema,
      response: { 201: columnMappingSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await mappings.createColumnMapping(request.ctx, request.body)),
  );

  app.post(
    '/dashboards/column-mappings/bulk_create_column_mappings/',
    route(
      signedIn,
      {
        summary: "Several column mappings at once (replace: true swaps the charts' whole set)",
        body: bulkCreateColumnMappingsBodySchema,
        response: { 201: columnMappingListSchema },
      },
      { longRunning: true },
    ),
    async (request, reply) =>
      reply.status(201).send(await mappings.bulkCreateColumnMappings(request.ctx, request.body)),
  );

  app.patch(
    '/dashboards/column-mappings/:id/',
    route(signedIn, {
      summary: 'Change a column mapping',
      params: columnMappingIdParamsSchema,
      body: updateColumnMappingBodySchema,
      response: { 200: columnMappingSchema },
    }),
    async (request) => mappings.updateColumnMapping(request.ctx, request.params.id, request.body),
  );

  app.delete(
    '/dashboards/column-mappings/:id/',
    route(signedIn, {
      summary: 'Remove a column mapping',
      params: columnMappingIdParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await mappings.deleteColumnMapping(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/dashboards/:id/public-link/',
    route(signedIn, {
      summary: "The dashboard's public link, if it has one",
      params: dashboardIdParamsSchema,
      response: { 200: publicLinkStateSchema },
    }),
    async (request) => links.getPublicLink(request.ctx, request.params.id),
  );

  app.post(
    '/dashboards/:id/public-link/',
    route(signedIn, {
      summary: 'Make a read-only public link to the dashboard',
      params: dashboardIdParamsSchema,
      response: { 201: publicLinkSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await links.createPublicLink(request.ctx, request.params.id)),
  );

  app.delete(
    '/dashboards/:id/public-link/',
    route(signedIn, {
      summary: 'Revoke the public link',
      params: dashboardIdParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await links.revokePublicLink(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/dashboards/public/:token/',
    route('public', {
      summary: 'A dashboard by its public link (no sign-in)',
      params: publicTokenParamsSchema,
      response: { 200: publicDashboardSchema },
    }),
    async (request) => links.publicDashboard(request.ctx, request.params.token),
  );

  app.get(
    '/dashboards/public/:token/visualizations/:id/data/',
    route('public', {
      summary: "A chart's numbers by the dashboard's public link, with the dashboard's filters",
      params: publicVisualizationParamsSchema,
      querystring: dashboardFiltersSchema,
      response: { 200: visualizationDataSchema },
    }),
    async (request) =>
      links.publicChartData(request.ctx, request.params.token, request.params.id, request.query),
  );
}
