import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createQuestionOptionBodySchema,
  flatQuestionListSchema,
  mdaFormQuestionPageQuerySchema,
  mdaFormQuestionPageSchema,
  questionListQuerySchema,
  questionOptionListQuerySchema,
  questionOptionParamsSchema,
  questionOptionWithQuestionSchema,
  updateQuestionOptionBodySchema,
} from '@oversight/shared/surveys/questions.schemas';
import { surveyParamsSchema } from '@oversight/shared/surveys/surveys.schemas';
import { toPage } from '../../platform/pagination.js';
import * as questions from './questions.service.js';
import { routeOptions } from '../../platform/route-options.js';

const security = [{ bearerAuth: [] }];
const tags = ['surveys'];
const route = routeOptions(tags);
const onItem = 'authenticated';

/** A form's questions flat, one question's choices by id, and the organisation's questions offered to indicators. */
export async function surveyQuestionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/surveys/:id/questions/',
    route(onItem, {
      summary: "A form's questions flat with their section (all_versions adds removed ones)",
      params: surveyParamsSchema,
      querystring: questionListQuerySchema,
      response: { 200: flatQuestionListSchema },
    }),
    async (request) =>
      questions.findQuestions(request.ctx, request.params.id, request.query.all_versions ?? false),
  );

  r.get(
    '/surveys/mda-form-questions/',
    route('organization', {
      summary: "Numeric and choice questions of the organisation's forms (for indicators; 100 a page)",
      querystring: mdaFormQuestionPageQuerySchema,
      response: { 200: mdaFormQuestionPageSchema },
    }),
    async (request) => {
      const { limit, offset, ...query } = request.query;
      const found = await questions.findOrganizationQuestions(request.ctx, query, { limit, offset });
      return toPage(request, { limit, offset }, found.count, found.results);
    },
  );

  r.get(
    '/surveys/question-options/',
    route(onItem, {
      summary: "One question's choices, in order",
      querystring: questionOptionListQuerySchema,
      response: { 200: z.array(questionOptionWithQuestionSchema) },
    }),
    async (request) => questions.listOptions(request.ctx, request.query.question_id),
  );

  r.post(
    '/surveys/question-options/',
    route(onItem, {
      summary: 'Add a choice to a question (at position, or last)',
      body: createQuestionOptionBodySchema,
      response: { 201: questionOptionWithQuestionSchema },
    }),
    async (request, reply) => reply.status(201).send(await questions.createOption(request.ctx, request.body)),
  );

  r.get(
    '/surveys/question-options/:id/',
    route(onItem, {
      summary: 'A choice',
      params: questionOptionParamsSchema,
      response: { 200: questionOptionWithQuestionSchema },
    }),
    async (request) => questions.getOption(request.ctx, request.params.id),
  );

  r.patch(
    '/surveys/question-options/:id/',
    route(onItem, {
      summary: 'Change a choice (label, value, position)',
      params: questionOptionParamsSchema,
      body: updateQuestionOptionBodySchema,
      response: { 200: questionOptionWithQuestionSchema },
    }),
    async (request) => questions.updateOption(request.ctx, request.params.id, request.body),
  );

  r.delete(
    '/surveys/question-options/:id/',
    {
      config: { access: onItem },
      schema: { tags, security, summary: 'Remove a choice', params: questionOptionParamsSchema },
    },
    async (request, reply) => {
      await questions.deleteOption(request.ctx, request.params.id);
      return reply.status(204).send();
    },
  );
}
