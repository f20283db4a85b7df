import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  citizenAnalyticsQuerySchema,
  citizenAnalyticsSchema,
  contractorAnalyticsQuerySchema,
  contractorAnalyticsSchema,
  facilityAnswerSchema,
  facilityQuerySchema,
} from '@oversight/shared/analytics/analytics.schemas';
import { sendCsv } from '../../platform/csv.js';
import { toPage } from '../../platform/pagination.js';
import * as presenter from './analytics.presenter.js';
import * as service from './analytics.service.js';
import { routeOptions } from '../../platform/route-options.js';

const tags = ['analytics'];
const route = routeOptions(tags);
const today = () => new Date().toISOString().slice(0, 10);

/** The analytics pages: citizens (protected counts), contractors and facilities (public, cached). */
export async function analyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users/analysis/',
    {
      // Who sees whose figures is decided in the service (supervising body: all; others: their projects' people).
      config: { access: 'organization' },
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary:
          'Citizen analytics; groups under 5 are withheld, other counts rounded to 5; format=csv&table= one table',
        querystring: citizenAnalyticsQuerySchema,
        response: { 200: citizenAnalyticsSchema },
      },
    },
    async (request, reply) => {
      const { format, table, ...query } = request.query;
      const data = await service.getCitizenAnalytics(request.ctx, query);
      reply.header('cache-control', 'private, no-store');
      if (format !== 'csv') return data;
      const chosen = table ?? 'registration';
      const csv = presenter.citizenCsv(data, chosen);
      return sendCsv(reply, `citizens-${chosen.replace(/_/g, '-')}-${today()}.csv`, csv.header, csv.rows);
    },
  );

  app.get(
    '/users/analytics/contractors/',
    route('public', {
      summary:
        'Contractors of published projects ranked by projects, value, completion, delays, abandonment, sentiment',
      querystring: contractorAnalyticsQuerySchema,
      response: { 200: contractorAnalyticsSchema },
    }),
    async (request, reply) => {
      const { limit, offset, format, ...query } = request.query;
      if (format === 'csv') {
        const all = await service.getContractorAnalytics(request.ctx, query, null);
        return sendCsv(
          reply,
          `contractors-${today()}.csv`,
          presenter.CONTRACTOR_CSV_HEADER,
          all.results.map(presenter.contractorCsvRow),
        );
      }
      const found = await service.getContractorAnalytics(request.ctx, query, { limit, offset });
      return { ...toPage(request, { limit, offset }, found.count, found.results), summary: found.summary };
    },
  );

  app.get(
    '/analytics/facilities/',
    route('public', {
      summary:
        'Schools, health centres, roads and water points built or upgraded by published projects; format=map|csv',
      querystring: facilityQuerySchema,
      response: { 200: facilityAnswerSchema },
    }),
    async (request, reply) => {
      const { limit, offset, format, ...query } = request.query;
      if (format === 'map') return service.getFacilityPoints(request.ctx, query);
      if (format === 'csv') {
        const rows = await service.listAllFacilities(request.ctx, query);
        return sendCsv(
          reply,
          `facilities-${today()}.csv`,
          presenter.FACILITY_CSV_HEADER,
          rows.map(presenter.facilityCsvRow),
        );
      }
      const found = await service.getFacilityAnalytics(request.ctx, query, { limit, offset });
      const { count, results, ...figures } = found;
      return { ...toPage(request, { limit, offset }, count, results), ...figures };
    },
  );
}
