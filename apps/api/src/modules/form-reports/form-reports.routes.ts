import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { noContentSchema } from '@oversight/shared/endpoint';
import {
  createTemplateBodySchema,
  createWithAiBodySchema,
  generateReportBodySchema,
  previewBodySchema,
  REPORT_UPLOAD_MAX_MB,
  reportDataSchema,
  reportFileQuerySchema,
  reportPageQuerySchema,
  reportParamsSchema,
  reportTaskQuerySchema,
  reportTaskSchema,
  reportTemplateSchema,
  responsesReportQuerySchema,
  submitReportBodySchema,
  surveyReportPageSchema,
  surveyReportSchema,
  templatePageQuerySchema,
  templatePageSchema,
  templateParamsSchema,
  updateTemplateBodySchema,
  reportTaskStartedSchema,
} from '@oversight/shared/surveys/reports.schemas';
import { surveyParamsSchema } from '@oversight/shared/surveys/surveys.schemas';
import { readOneFile } from '../../platform/multipart.js';
import { toPage } from '../../platform/pagination.js';
import { createTemplateWithAi } from './ai-draft.service.js';
import * as reports from './form-reports.service.js';
import { routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['surveys']);
// Forms are reached by grantees acting for other organisations too: the service checks "view form responses" on the form.
const onItem = 'authenticated';
const taskStarted = reportTaskStartedSchema;

/** Report templates, generated/written/uploaded reports of a form and their files. */
export async function formReportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/surveys/report-templates/',
    route(onItem, {
      summary:
        "A form's report templates (survey_id), newest change first; ai_configured says whether Draft with AI works",
      querystring: templatePageQuerySchema,
      response: { 200: templatePageSchema },
    }),
    async (request) => {
      const { limit, offset, ...query } = request.query;
      const found = await reports.findTemplates(request.ctx, query, { limit, offset });
      return {
        ...toPage(request, { limit, offset }, found.count, found.results),
        ai_configured: found.ai_configured,
      };
    },
  );

  r.post(
    '/surveys/report-templates/',
    route(onItem, {
      summary: 'A report template of a form: ordered blocks checked against its questions',
      body: createTemplateBodySchema,
      response: { 201: reportTemplateSchema },
    }),
    async (request, reply) => reply.status(201).send(await reports.createTemplate(request.ctx, request.body)),
  );

  r.post(
    '/surveys/report-templates/create-with-ai/',
    route(onItem, {
      summary:
        "A template drafted by the configured language model from a request and the form's questions (503 when AI is not set up; 502 when its answer is invalid twice)",
      body: createWithAiBodySchema,
      response: { 201: reportTemplateSchema },
    }),
    async (request, reply) => reply.status(201).send(await createTemplateWithAi(request.ctx, request.body)),
  );

  r.post(
    '/surveys/report-templates/generate-report/',
    route(
      onItem,
      {
        summary: 'Make a report (PDF and DOCX) from a template for a date range; poll generate-report-status',
        body: generateReportBodySchema,
        response: { 202: taskStarted },
      },
      { longRunning: true },
    ),
    async (request, reply) => reply.status(202).send(await reports.generateReport(request.ctx, request.body)),
  );

  r.get(
    '/surveys/report-templates/generate-report-status/',
    route(onItem, {
      summary: "A report task's state and progress; the report with its files when done",
      querystring: reportTaskQuerySchema,
      response: { 200: reportTaskSchema },
    }),
    async (request) => reports.getReportTask(request.ctx, request.query.task_id),
  );

  r.post(
    '/surveys/report-templates/preview/',
    route(
      onItem,
      {
        summary: "Blocks (saved or not) drawn with the form's real numbers for a date range",
        body: previewBodySchema,
        response: { 200: reportDataSchema },
      },
      { longRunning: true },
    ),
    async (request) => reports.previewBlocks(request.ctx, request.body),
  );

  r.get(
    '/surveys/report-templates/:id/',
    route(onItem, {
      summary: 'A report template',
      params: templateParamsSchema,
      response: { 200: reportTemplateSchema },
    }),
    async (request) => reports.getTemplate(request.ctx, request.params.id),
  );

  r.patch(
    '/surveys/report-templates/:id/',
    route(onItem, {
      summary: "Change a template's name, description or blocks (its author or the form's editors)",
      params: templateParamsSchema,
      body: updateTemplateBodySchema,
      response: { 200: reportTemplateSchema },
    }),
    async (request) => reports.updateTemplate(request.ctx, request.params.id, request.body),
  );

  r.delete(
    '/surveys/report-templates/:id/',
    route(onItem, {
      summary: "Delete a template (its author or the form's editors); reports made from it stay",
      params: templateParamsSchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await reports.deleteTemplate(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/surveys/survey-reports/:id/',
    route(onItem, {
      summary: "A form's reports ({id}: the form's), newest first; title searches, report_type filters",
      params: surveyParamsSchema,
      querystring: reportPageQuerySchema,
      response: { 200: surveyReportPageSchema },
    }),
    async (request) => {
      const { limit, offset, ...query } = request.query;
      const found = await reports.findReports(request.ctx, request.params.id, query, { limit, offset });
      return toPage(request, { limit, offset }, found.count, found.results);
    },
  );

  r.get(
    '/surveys/report-files/:id/',
    route(
      onItem,
      {
        summary: "A report's PDF or DOCX (format), as an attachment",
        params: reportParamsSchema,
        querystring: reportFileQuerySchema,
      },
      { longRunning: true },
    ),
    async (request, reply) => {
      const file = await reports.reportFile(request.ctx, request.params.id, request.query.format);
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${file.filename.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  r.get(
    '/surveys/responses/report/',
    route(
      onItem,
      {
        summary:
          "A form's submitted responses in a date range per day, with a template's blocks drawn when template_id is given",
        querystring: responsesReportQuerySchema,
        response: { 200: reportDataSchema },
      },
      { longRunning: true },
    ),
    async (request) => reports.responsesReport(request.ctx, request.query),
  );

  r.post(
    '/surveys/:id/submit-report/',
    route(
      onItem,
      {
        summary: 'A report written in the app (title, body, date range), made into a PDF and a DOCX by a job',
        params: surveyParamsSchema,
        body: submitReportBodySchema,
        response: { 202: taskStarted },
      },
      { longRunning: true },
    ),
    async (request, reply) =>
      reply.status(202).send(await reports.submitReport(request.ctx, request.params.id, request.body)),
  );

  r.post(
    '/surveys/upload_report/',
    route(
      onItem,
      {
        summary: `A report written elsewhere (multipart: file = PDF or DOCX, at most ${REPORT_UPLOAD_MAX_MB} MB, checked by content; survey_id; title)`,
        consumes: ['multipart/form-data'],
        response: { 201: surveyReportSchema },
      },
      { longRunning: true },
    ),
    async (request, reply) => {
      const { file, fields } = await readOneFile(request, 'file', {
        missing: 'Choose the report file (PDF or DOCX) to upload.',
        tooLarge: `The file is larger than ${REPORT_UPLOAD_MAX_MB} MB.`,
      });
      return reply.status(201).send(await reports.uploadReport(request.ctx, fields, file));
    },
  );
}
