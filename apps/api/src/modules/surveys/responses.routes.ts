import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema } from '@oversight/shared/endpoint';
import {
  addRespondentsBodySchema,
  answerFileLinkParamsSchema,
  answerFileLinkQuerySchema,
  addRespondentsResultSchema,
  respondBodySchema,
  respondentListQuerySchema,
  respondentPageSchema,
  responseDetailSchema,
  responseFileParamsSchema,
  responseIdQuerySchema,
  responseListQuerySchema,
  responsePageQuerySchema,
  responsePageSchema,
  responseSchema,
  updateResponseBodySchema,
  uploadedFileSchema,
} from '@oversight/shared/surveys/responses.schemas';
import { respondentParamsSchema, surveyParamsSchema } from '@oversight/shared/surveys/surveys.schemas';
import { MAX_ANSWER_FILE_MB } from '@oversight/shared/surveys/questions.schemas';
import { badRequest } from '../../platform/errors.js';
import { readOneFile } from '../../platform/multipart.js';
import { toPage } from '../../platform/pagination.js';
import { IP_LIMITS } from '../../platform/rate-limit.js';
import { openAnswerFile } from './answer-file-links.service.js';
import { uploadAnswerFile } from './answer-files.service.js';
import * as questions from './questions.service.js';
import * as responses from './responses.service.js';
import { routeOptions } from '../../platform/route-options.js';

const security = [{ bearerAuth: [] }];
const tags = ['surveys'];
const route = routeOptions(tags);
// Answering is open to anonymous callers on public forms: the service decides who may answer.
const answering = { access: 'public', rateLimit: IP_LIMITS.anonymousAnswer } as const;
const onItem = 'authenticated';

/** Answering forms and reading their answers. */
export async function surveyResponsesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/files/answers/:tenant/:file/',
    {
      // The signed link is the permission: it is handed out only with a response its reader may see.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'An answer file (photo, document) through the signed, expiring link a response gives',
        params: answerFileLinkParamsSchema,
        querystring: answerFileLinkQuerySchema,
      },
    },
    async (request, reply) => {
      const opened = await openAnswerFile(request.ctx, {
        tenantId: request.params.tenant,
        fileId: request.params.file,
        expires: request.query.expires,
        signature: request.query.signature,
      });
      return reply.headers(opened.headers).send(opened.body);
    },
  );

  r.post(
    '/surveys/:id/respond/',
    {
      config: answering,
      schema: {
        tags,
        security,
        summary:
          'Answer a form, save a draft (is_draft) or continue one (response_id); the same client_id again answers the stored response',
        params: surveyParamsSchema,
        body: respondBodySchema,
        response: { 200: responseSchema, 201: responseSchema },
      },
    },
    async (request, reply) => {
      const { created, response } = await responses.respond(request.ctx, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(response);
    },
  );

  r.post(
    '/surveys/:id/files/',
    {
      config: answering,
      schema: {
        tags,
        security,
        summary: `A file for a file question (multipart "file", at most ${MAX_ANSWER_FILE_MB} MB, and "question": its name); answer with its id`,
        consumes: ['multipart/form-data'],
        // Any id reaches the service (an unknown one is a 404): a multipart body is read only once the id is known.
        params: responseFileParamsSchema,
        response: { 201: uploadedFileSchema },
      },
    },
    async (request, reply) => {
      const { file, fields } = await readOneFile(request, 'file', {
        missing: 'Choose a file to upload.',
        tooLarge: `The file is larger than ${MAX_ANSWER_FILE_MB} MB.`,
      });
      const uploaded = await uploadAnswerFile(
        request.ctx,
        request.params.id,
        file,
        fields.question?.trim() || undefined,
        request.ip,
      );
      return reply.status(201).send(uploaded);
    },
  );

  const list =
    (mine: boolean) =>
    async (
      request: FastifyRequest<{
        Params: { id: string };
        Querystring: z.infer<typeof responseListQuerySchema> & { limit: number; offset: number };
      }>,
    ) => {
      const { limit, offset, ...query } = request.query;
      const find = mine ? responses.findMyResponses : responses.findResponses;
      const found = await find(request.ctx, request.params.id, query, { limit, offset });
      return toPage(request, { limit, offset }, found.count, found.results);
    };
  const listSchema = {
    tags,
    security,
    params: surveyParamsSchema,
    querystring: responsePageQuerySchema,
    response: { 200: responsePageSchema },
  };

  r.get(
    '/surveys/:id/responses/',
    {
      config: { access: onItem },
      schema: {
        ...listSchema,
        summary:
          "A form's submitted responses (search, answer=name:value, from/to, question+min/max, ordering)",
      },
    },
    list(false),
  );
  r.get(
    '/surveys/:id/my-responses/',
    {
      config: { access: onItem },
      schema: { ...listSchema, summary: "The caller's own responses and drafts of a form (is_draft)" },
    },
    list(true),
  );

  r.get(
    '/surveys/form-response/',
    route(onItem, {
      summary: 'One response with the questions of its form version and its change history',
      querystring: responseIdQuerySchema,
      response: { 200: responseDetailSchema },
    }),
    async (request) => responses.getResponse(request.ctx, request.query.response_id),
  );

  r.patch(
    '/surveys/form-response/',
    {
      config: { access: onItem },
      // The body is checked after the query (Fastify checks a body first), so a bad response_id is named as such.
      schema: {
        tags,
        security,
        summary: 'Change answers of a response (form editors; the respondent while the form is open); logged',
        querystring: responseIdQuerySchema,
        body: updateResponseBodySchema.nullish(),
        response: { 200: responseDetailSchema },
      },
    },
    async (request) => {
      if (!request.body)
        throw badRequest({ answers: ['Send the answers as an object of question name -> answer.'] });
      return responses.updateResponse(request.ctx, request.query.response_id, request.body);
    },
  );

  r.delete(
    '/surveys/form-response/',
    route(onItem, {
      summary: "Delete a response (form editors) or one's own draft",
      querystring: responseIdQuerySchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await responses.deleteResponse(request.ctx, request.query.response_id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/surveys/:id/add-respondents/',
    route(onItem, {
      summary: 'Ask people (accounts, by e-mail or id) to answer the form',
      params: surveyParamsSchema,
      body: addRespondentsBodySchema,
      response: { 200: addRespondentsResultSchema },
    }),
    async (request) => questions.addRespondents(request.ctx, request.params.id, request.body),
  );

  r.get(
    '/surveys/:id/respondents/',
    route(onItem, {
      summary: 'People asked to answer the form',
      params: surveyParamsSchema,
      querystring: respondentListQuerySchema,
      response: { 200: respondentPageSchema },
    }),
    async (request) => {
      const { limit, offset } = request.query;
      const found = await questions.findRespondents(request.ctx, request.params.id, { limit, offset });
      return toPage(request, { limit, offset }, found.count, found.results);
    },
  );

  r.delete(
    '/surveys/:id/respondents/:user_id/',
    route(onItem, {
      summary: 'No longer ask this person to answer the form',
      params: respondentParamsSchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await questions.removeRespondent(request.ctx, request.params.id, request.params.user_id);
      return reply.status(204).send(null);
    },
  );
}
