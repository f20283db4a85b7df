import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  importKoboFormBodySchema,
  importKoboFormResponseSchema,
  importKoboResponsesQuerySchema,
  koboAssetsResponseSchema,
  koboConnectionSchema,
  koboImportStatusSchema,
  koboTaskQuerySchema,
  refreshKoboFormBodySchema,
} from '@oversight/shared/surveys/kobo.schemas';
import * as kobo from './kobo.service.js';
import { routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['surveys']);
const makesForms = { permission: PERMISSIONS.CREATE_EDIT_FORM };
// Item access (edit the form) is checked by the service.
const onItem = 'authenticated';

/** KoboToolbox: the organisation's Kobo forms, importing one, refreshing it, importing its submissions. */
export async function koboRoutes(fastify: FastifyInstance) {
  const r = fastify.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/surveys/kobo-connection/',
    route(makesForms, {
      summary:
        "Whether the organisation's KoboToolbox account is connected, and to which server (never the token)",
      response: { 200: koboConnectionSchema },
    }),
    async (request) => kobo.getConnection(request.ctx),
  );

  r.get(
    '/surveys/kobo-assets/',
    route(makesForms, {
      summary: "The forms of the organisation's KoboToolbox account, with the form made from each here",
      response: { 200: koboAssetsResponseSchema },
    }),
    async (request) => kobo.listKoboAssets(request.ctx),
  );

  r.post(
    '/surveys/import-kobo-form/',
    route(
      makesForms,
      {
        summary:
          'Make a draft form from a KoboToolbox form (through the XLSForm import); import_issues lists what was left out',
        body: importKoboFormBodySchema,
        response: { 201: importKoboFormResponseSchema },
      },
      { longRunning: true },
    ),
    async (request, reply) => reply.status(201).send(await kobo.importKoboForm(request.ctx, request.body)),
  );

  r.post(
    '/surveys/refresh-kobo-form/',
    route(onItem, {
      summary:
        "Bring a KoboToolbox form's changes into the form made from it (a new version once it has answers)",
      body: refreshKoboFormBodySchema,
      response: { 200: importKoboFormResponseSchema },
    }),
    async (request) => kobo.refreshKoboForm(request.ctx, request.body.survey_id),
  );

  r.post(
    '/surveys/import-kobo-responses/',
    route(
      onItem,
      {
        summary:
          "Import the KoboToolbox form's submissions (a job; each submission once, photos included); poll kobo-import-status/",
        querystring: importKoboResponsesQuerySchema,
        response: { 202: koboImportStatusSchema },
      },
      { longRunning: true },
    ),
    async (request, reply) =>
      reply.status(202).send(await kobo.startKoboResponsesImport(request.ctx, request.query.survey_id)),
  );

  r.get(
    '/surveys/kobo-import-status/',
    route(onItem, {
      summary: 'A KoboToolbox import: state, progress, submissions imported, skipped and refused',
      querystring: koboTaskQuerySchema,
      response: { 200: koboImportStatusSchema },
    }),
    async (request) => kobo.getKoboImportStatus(request.ctx, request.query.task_id),
  );
}
