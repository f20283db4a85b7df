import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityIdParamsSchema,
  activityListQuerySchema,
  activityPageSchema,
  activitySchema,
  createActivityBodySchema,
  updateActivityBodySchema,
} from '@oversight/shared/plans/activities.schemas';
import { answerPage } from '../../platform/pagination.js';
import * as service from './activities.service.js';
import { routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['plans']);
// Each route decides on the outcome (organisation role or a stakeholder grant on the outcome or its plan): activities.service.ts.
const signedIn = 'authenticated';

/** Activities under outcomes (docs/spec/endpoints.txt "Plans": GET /plans/outcomes/activities/, and our chosen paths for their CRUD). */
export async function activitiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/plans/outcomes/activities/',
    route(signedIn, {
      summary:
        'Activities of the outcomes the caller sees, oldest first; `outcome_id` or `plan_id` narrow them, `status` and `query` filter',
      querystring: activityListQuerySchema,
      response: { 200: activityPageSchema },
    }),
    async (request) => {
      const { limit, offset, ...filters } = request.query;
      return answerPage(
        request,
        { limit, offset },
        await service.findActivities(request.ctx, { ...filters, limit, offset }),
      );
    },
  );

  app.post(
    '/plans/outcomes/activities/',
    route(signedIn, {
      summary: 'Add an activity to an outcome',
      body: createActivityBodySchema,
      response: { 201: activitySchema },
    }),
    async (request, reply) => reply.status(201).send(await service.createActivity(request.ctx, request.body)),
  );

  app.get(
    '/plans/outcomes/activities/:id/',
    route(signedIn, {
      summary: 'One activity with its linked projects',
      params: activityIdParamsSchema,
      response: { 200: activitySchema },
    }),
    async (request) => service.getActivity(request.ctx, request.params.id),
  );

  app.patch(
    '/plans/outcomes/activities/:id/',
    route(signedIn, {
      summary:
        'Change an activity; `project_ids` replaces the links (links to projects the caller cannot see stay)',
      params: activityIdParamsSchema,
      body: updateActivityBodySchema,
      response: { 200: activitySchema },
    }),
    async (request) => service.updateActivity(request.ctx, request.params.id, request.body),
  );

  app.delete(
    '/plans/outcomes/activities/:id/',
    route(signedIn, {
      summary: 'Delete an activity',
      params: activityIdParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await service.deleteActivity(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
