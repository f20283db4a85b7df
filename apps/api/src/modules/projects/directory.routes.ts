import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  organizationCardPageSchema,
  projectIdParamsSchema,
  projectPageSchema,
  publicUserPageSchema,
  quickSearchSchema,
  searchTextQuerySchema,
} from '@oversight/shared/projects/projects.schemas';
import { pageQuerySchema, toPage, type PageParams } from '../../platform/pagination.js';
import * as directories from './directories.service.js';
import * as eyemarks from './eyemarks.service.js';
import type * as filters from './project-filter.js';
import * as search from './search.service.js';
import { routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['users']);
const paged = <T>(request: FastifyRequest, params: PageParams, listed: filters.Listed<T>) =>
  toPage(request, params, listed.count, listed.results);

const mdaSearchQuerySchema = searchTextQuerySchema.extend({
  account_type: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(['MINISTRY', 'AGENCY'], { error: 'Use MINISTRY or AGENCY.' }))
    .optional(),
});

/** The people and organisation side of discovery: eyemarks, suggestions, directories, quick search (profiles: people/). */
export async function directoryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/users/me/eyemarks/',
    route('authenticated', {
      summary: 'Projects I eyemarked, latest first',
      querystring: pageQuerySchema(50),
      response: { 200: projectPageSchema },
    }),
    async (request) =>
      paged(request, request.query, await eyemarks.findMyEyemarks(request.ctx, request.query)),
  );

  r.get(
    '/users/eyemarks/:id/',
    route('public', {
      summary: "A user's eyemarked projects, if their privacy allows",
      params: projectIdParamsSchema,
      querystring: pageQuerySchema(50),
      response: { 200: projectPageSchema },
    }),
    async (request) =>
      paged(
        request,
        request.query,
        await eyemarks.findUserEyemarks(request.ctx, request.params.id, request.query),
      ),
  );

  r.get(
    '/users/suggestions/',
    route('authenticated', {
      summary: 'Projects matching my interests and state, not yet eyemarked',
      querystring: pageQuerySchema(50),
      response: { 200: projectPageSchema },
    }),
    async (request) =>
      paged(request, request.query, await eyemarks.findSuggestions(request.ctx, request.query)),
  );

  r.get(
    '/users/search/',
    route('public', {
      summary: 'Citizens and civil-society organisations',
      querystring: searchTextQuerySchema.extend(pageQuerySchema(25).shape),
      response: { 200: publicUserPageSchema },
    }),
    async (request) => {
      const { query, limit, offset } = request.query;
      return paged(
        request,
        { limit, offset },
        await directories.searchPeople(request.ctx, query, { limit, offset }),
      );
    },
  );

  r.get(
    '/users/mda-search/',
    route('public', {
      summary: 'Ministries and agencies',
      querystring: mdaSearchQuerySchema.extend(pageQuerySchema(50).shape),
      response: { 200: organizationCardPageSchema },
    }),
    async (request) => {
      const { query, account_type: accountType, limit, offset } = request.query;
      return paged(
        request,
        { limit, offset },
        await directories.searchMdas(request.ctx, query, accountType, { limit, offset }),
      );
    },
  );

  r.get(
    '/users/qs/',
    route('public', {
      summary: 'Quick search: top projects, MDAs and contractors',
      querystring: searchTextQuerySchema,
      response: { 200: quickSearchSchema },
    }),
    async (request) => search.quickSearch(request.ctx, request.query.query),
  );
}
