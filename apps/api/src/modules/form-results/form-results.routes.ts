import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema } from '@oversight/shared/endpoint';
import { surveyParamsSchema } from '@oversight/shared/surveys/surveys.schemas';
import {
  availableFieldsSchema,
  chartListSchema,
  chartParamsSchema,
  chartSchema,
  createChartBodySchema,
  crossTabQuerySchema,
  crossTabSchema,
  summaryStatusQuerySchema,
  summaryTaskSchema,
  triggerSummaryQuerySchema,
} from '@oversight/shared/surveys/results.schemas';
import * as results from './form-results.service.js';
import { routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['surveys']);
// Forms are reached by grantees acting for other organisations too: the service checks "view form responses" on the form.
const onItem = 'authenticated';

/** Summaries, the cross-tab and saved charts of a form's responses. */
export async function formResultsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/surveys/:id/available-fields/',
    route(onItem, {
      summary: "The form's questions usable as chart fields: kind, aggregations and chart types each allows",
      params: surveyParamsSchema,
      response: { 200: availableFieldsSchema },
    }),
    async (request) => results.getAvailableFields(request.ctx, request.params.id),
  );

  const trigger = route(onItem, {
    summary:
      "Compute the form's per-question summary (a job; a fresh kept summary answers at once, refresh=true computes it anew) -> task_id",
    params: surveyParamsSchema,
    querystring: triggerSummaryQuerySchema,
    response: { 200: summaryTaskSchema },
  });
  const triggerHandler = async (
    request: FastifyRequest<{ Params: { id: string }; Querystring: { refresh: boolean } }>,
  ) => results.triggerSummary(request.ctx, request.params.id, request.query.refresh);
  r.get('/surveys/:id/trigger-form-summary/', trigger, triggerHandler);
  r.post('/surveys/:id/trigger-form-summary/', trigger, triggerHandler);

  r.get(
    '/surveys/form-summary-status/',
    route(onItem, {
      summary: 'The state and progress of a summary task, with the kept summary',
      querystring: summaryStatusQuerySchema,
      response: { 200: summaryTaskSchema },
    }),
    async (request) => results.getSummaryStatus(request.ctx, request.query.task_id),
  );

  r.get(
    '/surveys/:id/analytics/table/',
    route(onItem, {
      summary:
        'Cross-tab of two choice questions (row, column): counts with row and column percentages; from/to, answer=name:value and search filter',
      params: surveyParamsSchema,
      querystring: crossTabQuerySchema,
      response: { 200: crossTabSchema },
    }),
    async (request) => results.getCrossTab(request.ctx, request.params.id, request.query),
  );

  r.get(
    '/surveys/:id/visualizations/',
    route(onItem, {
      summary: "The form's saved charts, in order",
      params: surveyParamsSchema,
      response: { 200: chartListSchema },
    }),
    async (request) => results.listCharts(request.ctx, request.params.id),
  );

  r.post(
    '/surveys/:id/visualizations/',
    route(onItem, {
      summary: 'Save a chart of a question (bar, pie, line over time, map, table as its kind allows)',
      params: surveyParamsSchema,
      body: createChartBodySchema,
      response: { 201: chartSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await results.createChart(request.ctx, request.params.id, request.body)),
  );

  r.delete(
    '/surveys/charts/:id/',
    route(onItem, {
      summary: 'Delete a saved chart (who saved it, or an editor of the form)',
      params: chartParamsSchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await results.deleteChart(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
