import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analysisSchema,
  catalogueQuerySchema,
  catalogueResponseSchema,
  categoriesSchema,
  eyemarkBodySchema,
  eyemarkResponseSchema,
  projectActivityPageSchema,
  projectActivityQuerySchema,
  projectDetailSchema,
  projectFilterQuerySchema,
  projectIdParamsSchema,
  projectPageQuerySchema,
  projectPageSchema,
  projectSearchSchema,
  projectTagListSchema,
  projectYearsSchema,
  yearQuerySchema,
} from '@oversight/shared/projects/projects.schemas';
import { analysisCsvQuerySchema } from '@oversight/shared/analytics/analytics.schemas';
import { sendCsv } from '../../platform/csv.js';
import { pageJson, pageQuerySchema, toPage, type PageParams } from '../../platform/pagination.js';
import { analysisCsv } from '../analytics/analytics.presenter.js';
import * as catalogue from './catalogue.service.js';
import * as categories from './categories.service.js';
import * as eyemarks from './eyemarks.service.js';
import type * as filters from './project-filter.js';
import * as search from './search.service.js';
import { routeOptions } from '../../platform/route-options.js';

const tags = ['projects'];
const route = routeOptions(tags);
const page50 = projectPageQuerySchema;
const paged = <T>(request: FastifyRequest, params: PageParams, listed: filters.Listed<T>) =>
  toPage(request, params, listed.count, listed.results);
const JSON_TYPE = 'application/json; charset=utf-8';
/** A page for the caller: shared pages (anonymous visitors) are sent as the JSON text they already are. */
const sendPage = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  params: PageParams,
  listed: filters.Listed<T> | filters.SharedPage,
) =>
  'resultsJson' in listed
    ? reply.type(JSON_TYPE).send(pageJson(request, params, listed.count, listed.resultsJson))
    : paged(request, params, listed);

/** Public reads of the catalogue (spec/endpoints.txt "Projects (public reads)") and the eyemark toggle. */
export async function projectsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/projects/',
    route('public', {
      summary:
        'Published projects, filtered; format=map or geojson gives every matching point, format=clusters one map view',
      querystring: catalogueQuerySchema,
      response: { 200: catalogueResponseSchema },
    }),
    async (request, reply) => {
      const { limit, offset, ...query } = request.query;
      const found = await catalogue.findProjects(request.ctx, query, { limit, offset });
      // The map answer is JSON text made by PostgreSQL: sent as is, not re-serialised.
      if ('json' in found) return reply.type(JSON_TYPE).send(found.json as never);
      return sendPage(request, reply, { limit, offset }, found);
    },
  );

  r.get(
    '/projects/categories/all/',
    route('public', {
      summary: 'Sectors, states and ministries with budget and active projects',
      querystring: yearQuerySchema,
      response: { 200: categoriesSchema },
    }),
    async (request) =>
      categories.getCategories(request.ctx, request.query.year ?? categories.DEFAULT_CATEGORY_YEAR),
  );

  r.get(
    '/projects/list-most-discussed/',
    {
      config: { access: 'public' },
      schema: { tags, querystring: page50, response: { 200: projectPageSchema } },
    },
    async (request, reply) =>
      sendPage(request, reply, request.query, await catalogue.listMostDiscussed(request.ctx, request.query)),
  );

  r.get(
    '/projects/list-nearing-completion/',
    {
      config: { access: 'public' },
      schema: { tags, querystring: page50, response: { 200: projectPageSchema } },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        request.query,
        await catalogue.listNearingCompletion(request.ctx, request.query),
      ),
  );

  r.get(
    '/projects/project-tags/',
    { config: { access: 'public' }, schema: { tags, response: { 200: projectTagListSchema } } },
    async (request) => catalogue.listProjectTags(request.ctx),
  );

  r.get(
    '/projects/years/',
    { config: { access: 'public' }, schema: { tags, response: { 200: projectYearsSchema } } },
    async (request) => catalogue.listProjectYears(request.ctx),
  );

  r.get(
    '/projects/analysis/',
    route('public', {
      summary:
        'Status counts and appropriation by state, SDG and ministry; format=csv&by=States|SDGs|Ministries one table',
      querystring: projectFilterQuerySchema.extend(analysisCsvQuerySchema.shape),
      response: { 200: analysisSchema },
    }),
    async (request, reply) => {
      const { format, by, ...query } = request.query;
      const analysis = await categories.getAnalysis(request.ctx, query);
      if (format !== 'csv') return analysis;
      const table = analysisCsv(analysis, by ?? 'States');
      const day = new Date().toISOString().slice(0, 10);
      return sendCsv(
        reply,
        `projects-by-${(by ?? 'States').toLowerCase()}-${day}.csv`,
        table.header,
        table.rows,
      );
    },
  );

  r.get(
    '/projects/search/',
    route('public', {
      summary: 'Projects, contractors and organisations matching the query',
      querystring: projectFilterQuerySchema.extend(pageQuerySchema(25).shape),
      response: { 200: projectSearchSchema },
    }),
    async (request, reply) => {
      const { limit, offset, ...query } = request.query;
      const found = await search.searchProjects(request.ctx, query, { limit, offset });
      return 'json' in found ? reply.type(JSON_TYPE).send(found.json as never) : found;
    },
  );

  r.post(
    '/projects/eyemark/',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Toggles the eyemark of each project',
        security: [{ bearerAuth: [] }],
        body: eyemarkBodySchema,
        response: { 200: eyemarkResponseSchema },
      },
    },
    async (request) => eyemarks.toggleEyemarks(request.ctx, request.body.projects),
  );

  r.get(
    '/projects/:id/',
    route('public', {
      summary: 'One project (counts a view)',
      params: projectIdParamsSchema,
      response: { 200: projectDetailSchema },
    }),
    async (request) =>
      catalogue.getProject(
        request.ctx,
        request.params.id,
        request.auth.user
          ? { userId: request.auth.user.id }
          : { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
      ),
  );

  r.get(
    '/projects/:id/related-projects/',
    route('public', {
      params: projectIdParamsSchema,
      querystring: page50,
      response: { 200: projectPageSchema },
    }),
    async (request) =>
      paged(
        request,
        request.query,
        await catalogue.findRelatedProjects(request.ctx, request.params.id, request.query),
      ),
  );

  r.get(
    '/projects/:id/activities/',
    route('public', {
      summary: 'The history of changes',
      params: projectIdParamsSchema,
      querystring: projectActivityQuerySchema,
      response: { 200: projectActivityPageSchema },
    }),
    async (request) =>
      paged(
        request,
        request.query,
        await catalogue.findProjectActivities(request.ctx, request.params.id, request.query),
      ),
  );

  // Share previews: the web app's index.html carries the project's title, description and image.
  app.addPageMeta(/^\/project\/[^/?]+/, (request) => catalogue.projectPageMeta(app.db, request.url));
  app.addPageMeta(/^\/citizen\/discover\/?$/, () => catalogue.discoverPageMeta(app.db, app.config.publicUrl));
}
