import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DOWNLOAD_FORMATS,
  oc4idsQuerySchema,
  openDataInfoSchema,
  openDataQuerySchema,
} from '@oversight/shared/open-data/open-data.schemas';
import { projectIdParamsSchema } from '@oversight/shared/projects/projects.schemas';
import * as service from './open-data.service.js';
import { routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['open data']);
const JSON_TYPE = 'application/json; charset=utf-8';
const OC4IDS_NOTE =
  'An OC4IDS 0.9.5 project package (https://standard.open-contracting.org/infrastructure/). Published projects only.';

/** Open data: OC4IDS packages and downloads of any catalogue view. Public: the same data as the catalogue. */
export async function openDataRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/open-data/',
    route('public', {
      summary: 'Publisher, licence, OC4IDS prefix and the data dictionary of the downloads',
      response: { 200: openDataInfoSchema },
    }),
    async (request) => service.getOpenDataInfo(request.ctx),
  );

  r.get(
    '/open-data/oc4ids/',
    route(
      'public',
      {
        summary:
          "Published projects as an OC4IDS project package: the catalogue's filters; with limit (1-1000) one page, without it the whole selection streamed",
        description: OC4IDS_NOTE,
        querystring: oc4idsQuerySchema,
      },
      { longRunning: true },
    ),
    async (request, reply) => {
      const found = await service.oc4idsPackage(request.ctx, request.query, request.url);
      reply.type(JSON_TYPE).header('cache-control', 'public, max-age=60');
      return 'json' in found ? reply.send(found.json) : reply.send(found.stream);
    },
  );

  r.get(
    '/projects/:id/oc4ids/',
    route('public', {
      summary: 'One published project as an OC4IDS project package',
      description: OC4IDS_NOTE,
      params: projectIdParamsSchema,
    }),
    async (request, reply) =>
      reply
        .type(JSON_TYPE)
        .header('cache-control', 'public, max-age=60')
        .send(await service.oc4idsProjectPackage(request.ctx, request.params.id, request.url)),
  );

  for (const format of DOWNLOAD_FORMATS) {
    r.get(
      `/open-data/projects.${format}`,
      route('public', {
        summary: `Every published project of a catalogue view as ${format.toUpperCase()} (the filters of GET /projects/), streamed; columns as GET /open-data/ dictionary`,
        querystring: openDataQuerySchema,
      }),
      async (request, reply) => {
        const stream = await service.downloadProjects(request.ctx, request.query, format);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type(service.DOWNLOAD_TYPES[format])
          .header('content-disposition', `attachment; filename="projects-${day}.${format}"`)
          .header('cache-control', 'public, max-age=60')
          .send(stream);
      },
    );
  }
}
