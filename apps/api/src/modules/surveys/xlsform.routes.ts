import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  createSurveyBodySchema,
  importXlsFormFieldsSchema,
  surveyParamsSchema,
  importXlsFormResponseSchema,
} from '@oversight/shared/surveys/surveys.schemas';
import { badRequest, zodIssuesToFieldErrors } from '../../platform/errors.js';
import { attachment } from '../../platform/content-disposition.js';
import { readOneFile } from '../../platform/multipart.js';
import * as surveys from './surveys.service.js';
import { readXlsForm } from './xlsform/xlsform-reader.js';
import { writeXlsForm } from './xlsform/xlsform-writer.js';
import { routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['surveys']);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The name an uploaded file gives a form: `Clinic check (v2).xlsx` -> `Clinic check (v2)`. */
const nameFromFile = (filename: string) =>
  filename
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[_]+/g, ' ')
    .trim();

/** XLSForm import and export: the format KoboToolbox and ODK users already keep their forms in. */
export async function xlsFormRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/surveys/import-xlsform/',
    route(
      { permission: PERMISSIONS.CREATE_EDIT_FORM },
      {
        summary:
          'Create a draft form from an XLSForm (multipart "file": .xlsx with survey, choices, settings; optional "name"); import_issues lists the rows left out',
        consumes: ['multipart/form-data'],
        response: { 201: importXlsFormResponseSchema },
      },
      { longRunning: true },
    ),
    async (request, reply) => {
      const { file, fields } = await readOneFile(request, 'file', {
        missing: 'Choose the XLSForm (.xlsx) to upload.',
        tooLarge:
          'The file is larger than 10 MB. An XLSForm is rarely over 1 MB: check it is the right file.',
      });
      // A name the caller typed is checked as given (a 400 when too long, as the form says); one found in the file is cut to fit.
      const typed = importXlsFormFieldsSchema.safeParse({ name: fields.name });
      if (!typed.success) throw badRequest(zodIssuesToFieldErrors(typed.error.issues));
      const given = typed.data.name || undefined;
      const read = await readXlsForm(file.buffer, {
        name: given,
        defaultName: (nameFromFile(file.filename) || 'Imported form').slice(0, 200),
      });
      const body = createSurveyBodySchema.safeParse({
        name: given ?? read.name!.slice(0, 200),
        sections: read.sections,
      });
      if (!body.success) throw badRequest(zodIssuesToFieldErrors(body.error.issues));
      const created = await surveys.createSurvey(request.ctx, body.data);
      return reply.status(201).send({ ...created, import_issues: read.issues });
    },
  );

  r.get(
    '/surveys/:id/export-xlsform/',
    route(
      'authenticated',
      {
        summary: 'The form as an XLSForm (.xlsx) that KoboToolbox, ODK and the import here read',
        params: surveyParamsSchema,
      },
      { longRunning: true },
    ),
    async (request, reply) => {
      const survey = await surveys.getSurvey(request.ctx, request.params.id);
      const buffer = await writeXlsForm(survey);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', attachment(survey.name, 'xlsx'))
        .header('cache-control', 'private, no-store')
        .send(buffer);
    },
  );
}
