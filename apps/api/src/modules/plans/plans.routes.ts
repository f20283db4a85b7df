import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  createIndicatorBodySchema,
  createOutcomeBodySchema,
  createPlanBodySchema,
  indicatorFiltersSchema,
  indicatorIdParamsSchema,
  indicatorPageSchema,
  indicatorSchema,
  outcomeFiltersSchema,
  outcomeIdParamsSchema,
  outcomePageSchema,
  outcomeSchema,
  planChildrenPageSchema,
  planChildrenWithAccessSchema,
  planEntityFiltersSchema,
  planEntityPageSchema,
  planExportQuerySchema,
  suggestionListSchema,
  suggestionQuerySchema,
  planChildrenQuerySchema,
  planListQuerySchema,
  planIdParamsSchema,
  planPageSchema,
  planSchema,
  updateIndicatorBodySchema,
  updateOutcomeBodySchema,
  updatePlanBodySchema,
} from '@oversight/shared/plans/plans.schemas';
import {
  indicatorChangePageSchema,
  indicatorHistoryQuerySchema,
  indicatorChangeSchema,
  indicatorNoteBodySchema,
  measureTaskSchema,
} from '@oversight/shared/plans/indicator-values';
import { attachment } from '../../platform/content-disposition.js';
import { answerPage, pageQuerySchema } from '../../platform/pagination.js';
import { activitiesRoutes } from './activities.routes.js';
import { planSettingsRoutes } from './plan-settings.routes.js';
import * as service from './plans.service.js';
import { bearerSecurity, routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['plans']);
// Item routes decide per item (organisation role or a stakeholder grant on the item or its plan): plans.service.ts.
const signedIn = 'authenticated';
// Reads of one item: anyone, so an anonymous visitor gets what the general public was given (item access decides).
const anyone = 'public';

/** Plans, outcomes and indicators (docs/spec/endpoints.txt "Plans (auth)"); their stakeholders are in item-stakeholders.routes.ts. */
export async function plansRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await planSettingsRoutes(fastify);
  await activitiesRoutes(fastify);

  app.get(
    '/plans/',
    route(signedIn, {
      summary:
        "The current organisation's plans and plans shared with the caller (wholly or some of their outcomes/indicators), newest first",
      querystring: planListQuerySchema,
      response: { 200: planPageSchema },
    }),
    async (request) => {
      const { limit, offset, query } = request.query;
      return answerPage(
        request,
        { limit, offset },
        await service.findPlans(request.ctx, { query, limit, offset }),
      );
    },
  );

  app.post(
    '/plans/',
    route(
      { permission: PERMISSIONS.CREATE_EDIT_PLAN },
      {
        summary: 'Create a plan of the current organisation',
        body: createPlanBodySchema,
        response: { 201: planSchema },
      },
    ),
    async (request, reply) => reply.status(201).send(await service.createPlan(request.ctx, request.body)),
  );

  app.get(
    '/plans/entities/',
    route(signedIn, {
      summary:
        "Items at one plan level (`level`: 0 = the organisation's first level) across the plans the caller sees; `search` in title or description",
      querystring: pageQuerySchema(50).extend(planEntityFiltersSchema.shape),
      response: { 200: planEntityPageSchema },
    }),
    async (request) => {
      const { limit, offset, ...filters } = request.query;
      return answerPage(
        request,
        { limit, offset },
        await service.findEntities(request.ctx, { ...filters, limit, offset }),
      );
    },
  );

  for (const kind of ['outcome', 'indicator'] as const) {
    app.get(
      `/plans/${kind}s/suggestions/`,
      route(signedIn, {
        summary: `${kind === 'outcome' ? 'Outcomes' : 'Indicators'} alike the typed text (trigram similarity) in the plans the caller sees, to reuse rather than duplicate`,
        querystring: suggestionQuerySchema,
        response: { 200: suggestionListSchema },
      }),
      async (request) => service.findSuggestions(request.ctx, kind, request.query),
    );
  }

  app.get(
    '/plans/outcomes/',
    route(signedIn, {
      summary:
        "Outcomes of the organisation's plans and outcomes shared with the caller; `plan_id` limits them to one plan",
      querystring: pageQuerySchema(50).extend(outcomeFiltersSchema.shape),
      response: { 200: outcomePageSchema },
    }),
    async (request) => {
      const { limit, offset, ...filters } = request.query;
      return answerPage(
        request,
        { limit, offset },
        await service.findOutcomes(request.ctx, { ...filters, limit, offset }),
      );
    },
  );

  app.post(
    '/plans/outcomes/',
    route(signedIn, {
      summary: 'Add an outcome to a plan',
      body: createOutcomeBodySchema,
      response: { 201: outcomeSchema },
    }),
    async (request, reply) => reply.status(201).send(await service.createOutcome(request.ctx, request.body)),
  );

  app.get(
    '/plans/indicators/',
    route(signedIn, {
      summary:
        "Indicators of the organisation's plans and indicators shared with the caller (also through their outcome or plan)",
      querystring: pageQuerySchema(50).extend(indicatorFiltersSchema.shape),
      response: { 200: indicatorPageSchema },
    }),
    async (request) => {
      const { limit, offset, ...filters } = request.query;
      return answerPage(
        request,
        { limit, offset },
        await service.findIndicators(request.ctx, { ...filters, limit, offset }),
      );
    },
  );

  app.post(
    '/plans/indicators/',
    route(signedIn, {
      summary: 'Add an indicator to an outcome',
      body: createIndicatorBodySchema,
      response: { 201: indicatorSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await service.createIndicator(request.ctx, request.body)),
  );

  app.get(
    '/plans/outcomes/:id/',
    route(anyone, {
      security: bearerSecurity,
      summary: 'One outcome',
      params: outcomeIdParamsSchema,
      response: { 200: outcomeSchema },
    }),
    async (request) => service.getOutcome(request.ctx, request.params.id),
  );

  app.patch(
    '/plans/outcomes/:id/',
    route(signedIn, {
      summary: 'Change an outcome',
      params: outcomeIdParamsSchema,
      body: updateOutcomeBodySchema,
      response: { 200: outcomeSchema },
    }),
    async (request) => service.updateOutcome(request.ctx, request.params.id, request.body),
  );

  app.delete(
    '/plans/outcomes/:id/',
    route(signedIn, {
      summary: 'Delete an outcome with its indicators',
      params: outcomeIdParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await service.deleteOutcome(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/plans/indicators/:id/',
    route(anyone, {
      security: bearerSecurity,
      summary: 'One indicator',
      params: indicatorIdParamsSchema,
      response: { 200: indicatorSchema },
    }),
    async (request) => service.getIndicator(request.ctx, request.params.id),
  );

  app.patch(
    '/plans/indicators/:id/',
    route(signedIn, {
      summary: 'Change an indicator (its baseline, target, current value, ...)',
      params: indicatorIdParamsSchema,
      body: updateIndicatorBodySchema,
      response: { 200: indicatorSchema },
    }),
    async (request) => service.updateIndicator(request.ctx, request.params.id, request.body),
  );

  app.delete(
    '/plans/indicators/:id/',
    route(signedIn, {
      summary: 'Delete an indicator',
      params: indicatorIdParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await service.deleteIndicator(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/plans/indicators/:id/notes/',
    route(signedIn, {
      summary:
        "Enter the period's actual (`value_change`) with its explanation (`note`), or a note alone; logged in the history",
      params: indicatorIdParamsSchema,
      body: indicatorNoteBodySchema,
      response: { 201: indicatorChangeSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await service.addIndicatorNote(request.ctx, request.params.id, request.body)),
  );

  app.post(
    '/plans/indicators/:id/measure/',
    route(signedIn, {
      summary:
        'Compute the actuals of an indicator measured by a form now (a job; they are also computed every hour)',
      params: indicatorIdParamsSchema,
      response: { 202: measureTaskSchema },
    }),
    async (request, reply) =>
      reply.status(202).send(await service.measureIndicator(request.ctx, request.params.id)),
  );

  app.get(
    '/plans/indicators/:id/history/',
    route(signedIn, {
      summary: "Every change of the indicator's targets and actuals with who, when and why, newest first",
      params: indicatorIdParamsSchema,
      querystring: indicatorHistoryQuerySchema,
      response: { 200: indicatorChangePageSchema },
    }),
    async (request) => {
      const { limit, offset } = request.query;
      return answerPage(
        request,
        { limit, offset },
        await service.indicatorHistory(request.ctx, request.params.id, { limit, offset }),
      );
    },
  );

  app.get(
    '/plans/:id/',
    route(anyone, {
      security: bearerSecurity,
      summary: 'One plan',
      params: planIdParamsSchema,
      response: { 200: planSchema },
    }),
    async (request) => service.getPlan(request.ctx, request.params.id),
  );

  app.patch(
    '/plans/:id/',
    route(signedIn, {
      summary: 'Change a plan',
      params: planIdParamsSchema,
      body: updatePlanBodySchema,
      response: { 200: planSchema },
    }),
    async (request) => service.updatePlan(request.ctx, request.params.id, request.body),
  );

  app.delete(
    '/plans/:id/',
    route(signedIn, {
      summary: 'Delete a plan with its outcomes and indicators',
      params: planIdParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await service.deletePlan(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/plans/:id/export/',
    route(
      signedIn,
      {
        summary:
          "The plan's indicator tracking table (every level, indicator, baseline, targets and actuals per period, disaggregated, progress) and its activities, as XLSX (default) or PDF (format=pdf)",
        params: planIdParamsSchema,
        querystring: planExportQuerySchema,
      },
      { longRunning: true },
    ),
    async (request, reply) => {
      const { format } = request.query;
      const { name, buffer } = await service.exportPlan(request.ctx, request.params.id, format);
      return reply
        .header(
          'content-type',
          format === 'pdf'
            ? 'application/pdf'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('content-disposition', attachment(name, format))
        .header('cache-control', 'private, no-store')
        .send(buffer);
    },
  );

  app.get(
    '/plans/:id/children/',
    route(anyone, {
      security: bearerSecurity,
      summary: "A plan's outcomes (paged) with their indicators",
      params: planIdParamsSchema,
      querystring: planChildrenQuerySchema,
      response: { 200: planChildrenPageSchema },
    }),
    async (request) => {
      const { limit, offset } = request.query;
      return answerPage(
        request,
        { limit, offset },
        await service.planChildren(request.ctx, request.params.id, { limit, offset }),
      );
    },
  );

  app.get(
    '/plans/:id/children-with-access/',
    route(anyone, {
      security: bearerSecurity,
      summary:
        "The plan's outcomes and indicators the caller may open (all of them when the plan is theirs or shared with them)",
      params: planIdParamsSchema,
      response: { 200: planChildrenWithAccessSchema },
    }),
    async (request) => service.planChildrenWithAccess(request.ctx, request.params.id),
  );
}
