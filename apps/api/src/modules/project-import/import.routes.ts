import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  matchColumnsBodySchema,
  matchColumnsResponseSchema,
  MAX_IMPORT_FILE_BYTES,
  taskStartedSchema,
  taskStatusQuerySchema,
  taskStatusSchema,
  validateFileResponseSchema,
} from '@oversight/shared/projects/project-import.schemas';
import { badRequest, fieldError, HttpError, refuseBadTextFields } from '../../platform/errors.js';
import * as importing from './import.service.js';
import { readSpreadsheet, saveUpload, type SheetText } from './spreadsheet-reader.js';
import { routeOptions } from '../../platform/route-options.js';

const tags = ['project import'];
const route = routeOptions(tags);
const security = [{ bearerAuth: [] }];
const canCreate = { permission: PERMISSIONS.CREATE_EDIT_PROJECT };
const megabytes = MAX_IMPORT_FILE_BYTES / 1024 / 1024;

const columnsFieldSchema = z.record(z.string(), z.string().nullable());
const rowNumbersFieldSchema = z.array(z.number().int().min(1)).max(100_000);

function jsonField<T>(
  name: string,
  text: string | undefined,
  schema: z.ZodType<T>,
  example: string,
): T | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fieldError(name, `Send ${name} as JSON, e.g. ${example}.`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw fieldError(name, `Send ${name} as JSON, e.g. ${example}.`);
  return parsed.data;
}

/** Reads a multipart upload: one spreadsheet in `file` (at most 10 MB) and text fields. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ sheet: SheetText; fields: Record<string, string> }> {
  if (!request.isMultipart())
    throw fieldError('file', 'Send the spreadsheet as multipart/form-data in the field "file".');
  const fields: Record<string, string> = {};
  let upload: { buffer: Buffer; filename: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
        continue;
      }
      if (part.fieldname !== 'file' || upload) {
        part.file.resume();
        throw fieldError(part.fieldname, 'Send one spreadsheet, in the field "file".');
      }
      // Read whole (10 MB at most) before touching disk: a stream piped to a file never ends when the body breaks off.
      upload = { buffer: await part.toBuffer(), filename: part.filename };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, {
        file: [`The file is larger than ${megabytes} MB. Split the sheet into smaller files.`],
      });
    // Everything else is the body failing to parse (busboy: no boundary, malformed parts): the sender's fault.
    throw fieldError('file', 'The upload could not be read. Send it again as multipart/form-data.');
  }
  refuseBadTextFields(fields);
  if (upload) refuseBadTextFields({ file: upload.filename });
  let sheet: SheetText | undefined;
  if (upload) {
    const saved = await saveUpload(Readable.from([upload.buffer]));
    try {
      sheet = await readSpreadsheet(saved.file, upload.filename);
    } finally {
      await saved.cleanup();
    }
  }
  if (!sheet) throw fieldError('file', 'Choose a spreadsheet (.xlsx or .csv) to upload.');
  return { sheet, fields };
}

const sheetOptions = (fields: Record<string, string>): importing.SheetOptions => ({
  columns: jsonField(
    'columns',
    fields.columns,
    columnsFieldSchema,
    '{"Project Title": "project_name", "Notes": null}',
  ),
  rowNumbers: jsonField('row_numbers', fields.row_numbers, rowNumbersFieldSchema, '[2, 3, 7]'),
});

/** The spreadsheet import (docs/spec/endpoints.txt "Projects (auth: organisation side)") and the yearly appropriation upload. */
export async function projectImportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/projects/match-columns/',
    route(
      canCreate,
      {
        summary:
          "Matches a sheet's headers to the import columns: JSON {headers}, or multipart with the sheet in `file`",
        consumes: ['application/json', 'multipart/form-data'],
        // Multipart bodies are read in the handler.
        body: matchColumnsBodySchema.nullish(),
        response: { 200: matchColumnsResponseSchema },
      },
      { longRunning: true },
    ),
    async (request) => {
      importing.importerOf(request.auth);
      if (request.isMultipart()) {
        const { sheet } = await readUpload(request);
        return importing.matchColumns(sheet.headers, sheet.rows.length);
      }
      if (!request.body)
        throw badRequest({
          headers: ['Send the header row of the sheet, or the sheet itself as multipart.'],
        });
      return importing.matchColumns(request.body.headers, null);
    },
  );

  app.post(
    '/projects/validate-file/',
    route(
      canCreate,
      {
        summary:
          'The issue report of a sheet (multipart: `file`, optional `columns` and `row_numbers` as JSON); writes nothing',
        consumes: ['multipart/form-data'],
        response: { 200: validateFileResponseSchema },
      },
      { longRunning: true },
    ),
    async (request) => {
      const { sheet, fields } = await readUpload(request);
      return importing.validateSheet(request.ctx, sheet, sheetOptions(fields));
    },
  );

  app.post(
    '/projects/upload/',
    route(
      canCreate,
      {
        summary:
          'Starts the import of a sheet (multipart as validate-file); poll GET /projects/status/?task_id',
        consumes: ['multipart/form-data'],
        response: { 202: taskStartedSchema },
      },
      { longRunning: true },
    ),
    async (request, reply) => {
      const { sheet, fields } = await readUpload(request);
      return reply.status(202).send(await importing.startImport(request.ctx, sheet, sheetOptions(fields)));
    },
  );

  app.post(
    '/projects/upload-appropriation/',
    route(
      canCreate,
      {
        summary:
          "The supervising body's yearly appropriation (multipart: `year` and `file` with project codes and amounts)",
        consumes: ['multipart/form-data'],
        response: { 202: taskStartedSchema },
      },
      { longRunning: true },
    ),
    async (request, reply) => {
      const { sheet, fields } = await readUpload(request);
      const year = Number(fields.year);
      if (!/^\d{4}$/.test(fields.year ?? '') || year < 1990 || year > 2100)
        throw fieldError('year', 'Give the year of the appropriation, e.g. 2025.');
      return reply.status(202).send(await importing.startAppropriationUpload(request.ctx, sheet, year));
    },
  );

  app.get(
    '/projects/status/',
    {
      config: {
        access: 'organization',
        // The starter's poll is answered from memory while the task runs (the embedded database is busy with it).
        memoryAnswer: (request, caller) => {
          const taskId = (request.query as { task_id?: unknown }).task_id;
          return typeof taskId === 'string' ? importing.liveTaskStatus(taskId, caller) : undefined;
        },
      },
      schema: {
        tags,
        security,
        summary: 'The state of an import or appropriation upload',
        querystring: taskStatusQuerySchema,
        response: { 200: taskStatusSchema },
      },
    },
    async (request) => importing.getTaskStatus(request.ctx, request.query.task_id),
  );
}
