import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema } from '@oversight/shared/endpoint';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  createSurveyBodySchema,
  createSurveyGroupBodySchema,
  groupSurveysBodySchema,
  renameSurveyGroupBodySchema,
  surveyDetailSchema,
  surveyGroupPageQuerySchema,
  surveyGroupPageSchema,
  surveyGroupParamsSchema,
  surveyGroupSchema,
  surveyPageQuerySchema,
  surveyPageSchema,
  surveyParamsSchema,
  surveySchema,
  updateSurveyBodySchema,
  updateSurveyGroupBodySchema,
  type SurveyGroupListQuery,
} from '@oversight/shared/surveys/surveys.schemas';
import { toPage } from '../../platform/pagination.js';
import * as surveys from './surveys.service.js';
import { bearerSecurity, routeOptions } from '../../platform/route-options.js';

const security = [{ bearerAuth: [] }];
const tags = ['surveys'];
const route = routeOptions(tags);
// Item routes are reached by grantees acting for other organisations too: the service decides on the item.
const onItem = 'authenticated';
const member = 'organization';
const createsForms = { permission: PERMISSIONS.CREATE_EDIT_FORM };
const managesGroups = { permission: PERMISSIONS.MANAGE_FORM_GROUPS };

/** Forms (surveys) and form groups: docs/spec/endpoints.txt "Surveys / forms" (the core; the builder comes later). */
export async function surveysRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/surveys/',
    route(createsForms, {
      summary: 'Create a form (unpublished, accepting responses) with its sections and questions',
      body: createSurveyBodySchema,
      response: { 201: surveyDetailSchema },
    }),
    async (request, reply) => reply.status(201).send(await surveys.createSurvey(request.ctx, request.body)),
  );

  r.get(
    '/surveys/organization-surveys/',
    route(member, {
      summary:
        "The current organisation's forms and those shared with the caller, with what the caller may do on each",
      querystring: surveyPageQuerySchema,
      response: { 200: surveyPageSchema },
    }),
    async (request) => {
      const { limit, offset, ...query } = request.query;
      const found = await surveys.findSurveys(request.ctx, query, { limit, offset });
      return toPage(request, { limit, offset }, found.count, found.results);
    },
  );

  const groupList =
    (defaultAccess: 'all' | 'owned') =>
    async (request: FastifyRequest<{ Querystring: { limit: number; offset: number } }>) => {
      const { limit, offset, ...query } = request.query as {
        limit: number;
        offset: number;
      } & SurveyGroupListQuery;
      const found = await surveys.findGroups(request.ctx, query, { limit, offset }, defaultAccess);
      return toPage(request, { limit, offset }, found.count, found.results);
    };
  const groupListSchema = {
    tags,
    security,
    querystring: surveyGroupPageQuerySchema,
    response: { 200: surveyGroupPageSchema },
  };

  r.get(
    '/surveys/organization-survey-groups/',
    {
      config: { access: member },
      schema: {
        ...groupListSchema,
        summary: "The current organisation's form groups (access_type=all adds those shared with the caller)",
      },
    },
    groupList('owned'),
  );

  r.get(
    '/surveys/groups/',
    {
      config: { access: member },
      schema: {
        ...groupListSchema,
        summary: "Form groups: the current organisation's and those shared with the caller",
      },
    },
    groupList('all'),
  );

  r.post(
    '/surveys/groups/',
    route(managesGroups, {
      summary: 'Create a form group',
      body: createSurveyGroupBodySchema,
      response: { 201: surveyGroupSchema },
    }),
    async (request, reply) => reply.status(201).send(await surveys.createGroup(request.ctx, request.body)),
  );

  r.post(
    '/surveys/groups/group-survey/',
    route(managesGroups, {
      summary: 'Add forms to a group',
      body: groupSurveysBodySchema,
      response: { 200: surveyGroupSchema },
    }),
    async (request) => surveys.groupSurveys(request.ctx, request.body, true),
  );

  r.post(
    '/surveys/groups/ungroup-survey/',
    route(managesGroups, {
      summary: 'Take forms out of a group',
      body: groupSurveysBodySchema,
      response: { 200: surveyGroupSchema },
    }),
    async (request) => surveys.groupSurveys(request.ctx, request.body, false),
  );

  r.post(
    '/surveys/groups/rename-group/',
    route(managesGroups, {
      summary: 'Rename a form group',
      body: renameSurveyGroupBodySchema,
      response: { 200: surveyGroupSchema },
    }),
    async (request) => surveys.renameGroup(request.ctx, request.body.group_id, request.body.name),
  );

  r.get(
    '/surveys/groups/:id/',
    // Anyone: an anonymous visitor opens a form group shared with the general public (the service decides on the item).
    route('public', {
      security: bearerSecurity,
      summary: 'A form group',
      params: surveyGroupParamsSchema,
      response: { 200: surveyGroupSchema },
    }),
    async (request) => surveys.getGroup(request.ctx, request.params.id),
  );

  r.patch(
    '/surveys/groups/:id/',
    route(managesGroups, {
      summary: 'Rename a form group',
      params: surveyGroupParamsSchema,
      body: updateSurveyGroupBodySchema,
      response: { 200: surveyGroupSchema },
    }),
    async (request) => surveys.renameGroup(request.ctx, request.params.id, request.body.name),
  );

  r.delete(
    '/surveys/groups/:id/',
    route(managesGroups, {
      summary: 'Delete a form group (its forms stay)',
      params: surveyGroupParamsSchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await surveys.deleteGroup(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/surveys/:id/',
    // Public: a form shared with the general public opens for anyone with the link; the service decides.
    route('public', {
      security: bearerSecurity,
      summary: 'A form with its sections and questions',
      params: surveyParamsSchema,
      response: { 200: surveyDetailSchema },
    }),
    async (request) => surveys.getSurvey(request.ctx, request.params.id),
  );

  r.patch(
    '/surveys/:id/',
    route(onItem, {
      summary: "Change a form's details and its sections and questions (answers given keep their version)",
      params: surveyParamsSchema,
      body: updateSurveyBodySchema,
      response: { 200: surveyDetailSchema },
    }),
    async (request) => surveys.updateSurvey(request.ctx, request.params.id, request.body),
  );

  r.delete(
    '/surveys/:id/',
    route(onItem, {
      summary: 'Delete a form',
      params: surveyParamsSchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await surveys.deleteSurvey(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  for (const action of ['publish', 'unpublish', 'archive'] as const) {
    r.post(
      `/surveys/:id/${action}/`,
      route(onItem, {
        summary: {
          publish: 'Publish a form (an archived one comes back)',
          unpublish: 'Unpublish a form (it becomes a draft)',
          archive: 'Archive a form (unpublished, no more responses)',
        }[action],
        params: surveyParamsSchema,
        response: { 200: surveySchema },
      }),
      async (request) => surveys.changeState(request.ctx, request.params.id, action),
    );
  }

  r.post(
    '/surveys/:id/duplicate/',
    route(createsForms, {
      summary: 'Copy a form and its questions into the current organisation (unpublished)',
      params: surveyParamsSchema,
      response: { 201: surveyDetailSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await surveys.duplicateSurvey(request.ctx, request.params.id)),
  );
}
