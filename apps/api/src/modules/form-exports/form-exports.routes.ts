import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createExportBodySchema,
  exportListQuerySchema,
  exportParamsSchema,
  exportStatusSchema,
  exportTaskQuerySchema,
  surveyExportPageSchema,
} from '@oversight/shared/surveys/exports.schemas';
import { surveyParamsSchema } from '@oversight/shared/surveys/surveys.schemas';
import { toPage } from '../../platform/pagination.js';
import * as exportsService from './form-exports.service.js';
import { routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['surveys']);
// Item access (view form responses) is checked by the service on the form.
const onItem = 'authenticated';

/** Exports of a form's responses to CSV, XLSX and GeoJSON. */
export async function formExportsRoutes(fastify: FastifyInstance) {
  const r = fastify.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/surveys/:id/exports/',
    route(
      onItem,
      {
        summary:
          "Export the form's responses (filtered as the responses table) to CSV, XLSX or GeoJSON: a job; poll export-status/",
        params: surveyParamsSchema,
        body: createExportBodySchema,
        response: { 202: exportStatusSchema },
      },
      { longRunning: true },
    ),
    async (request, reply) =>
      reply.status(202).send(await exportsService.startExport(request.ctx, request.params.id, request.body)),
  );

  r.get(
    '/surveys/:id/exports/',
    route(onItem, {
      summary: "The form's exports of the last week, newest first",
      params: surveyParamsSchema,
      querystring: exportListQuerySchema,
      response: { 200: surveyExportPageSchema },
    }),
    async (request) => {
      const { limit, offset } = request.query;
      const { count, results } = await exportsService.findExports(request.ctx, request.params.id, {
        limit,
        offset,
      });
      return toPage(request, { limit, offset }, count, results);
    },
  );

  r.get(
    '/surveys/export-status/',
    route(onItem, {
      summary: "An export's state and progress; result {file_url, filename, total_responses} once done",
      querystring: exportTaskQuerySchema,
      response: { 200: exportStatusSchema },
    }),
    async (request) => exportsService.getExportStatus(request.ctx, request.query.task_id),
  );

  r.get(
    '/surveys/exports/:id/download/',
    route(
      onItem,
      {
        summary: "The export file (attachment), for those who view the form's responses",
        params: exportParamsSchema,
      },
      { longRunning: true },
    ),
    async (request, reply) => {
      const file = await exportsService.openExportFile(request.ctx, request.params.id);
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store');
      if (file.bytes !== null) reply.header('content-length', file.bytes);
      return reply.send(file.stream);
    },
  );
}
