import { asGeoShape } from '@oversight/shared/surveys/geo-answers';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  EXPORT_KEPT_DAYS,
  type CreateExportBody,
  type ExportStatus,
  type SurveyExport,
} from '@oversight/shared/surveys/exports.schemas';
import type { Section } from '@oversight/shared/surveys/questions.schemas';
import type { Answers } from '@oversight/shared/surveys/responses.schemas';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, notFound, unauthorized } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import type { Jobs } from '../../platform/jobs.js';
import type { PageParams } from '../../platform/pagination.js';
import type { ContextOf } from '../../platform/request-context.js';
import type { Storage } from '../../platform/storage.js';
import { filesOfResponses, submittedResponsesFilter } from '../surveys/responses.service.js';
import {
  withSubmittedResponses,
  type ExportTextRow,
  type SubmittedResponses,
} from '../surveys/submitted-responses.js';
import { formFacts, formSections } from '../surveys/structure.service.js';
import { loadSurvey, loadSurveyById, surveyForJob, type SurveysContext } from '../surveys/surveys.service.js';
import {
  exportTables,
  formLanguages,
  locationQuestions,
  metaCells,
  repeatEntries,
  rowCells,
  type Cell,
  type ColumnOptions,
} from './export-columns.js';
import { CsvFile, GeoJsonFile, XlsxFile, zipFiles } from './export-writers.js';
import { presentExport, presentExportStatus } from './form-exports.presenter.js';
import * as repo from './form-exports.repository.js';

/**
 * Exports of a form's responses: started by those who view the form's responses, written by a job that
 * reads the responses a batch at a time (keyset on the submission index; a filtered export reads its ids once, then
 * ranges of them) into a file on disk, then kept in private storage for a week and downloaded through an endpoint
 * that checks access again.
 */

export const EXPORT_JOB = 'surveys.export-responses';
export const EXPORT_CLEANUP_JOB = 'surveys.export-cleanup';
export const EXPORT_CLEANUP_CRON = '17 * * * *';
const EXPORT_NOT_FOUND = 'No export has this id.';
// Responses per batch. Memory is flat in the rows only if a batch dies young: what outlives two young-generation
// collections (~16 MB of allocation each) is promoted and stays until a full collection, so the heap's peak grows
// with the rows (measured: +160 MB over 100,000 rows with 1,000 parsed answers a batch, see README "Exports").
const BATCH = 250;

export type ExportDeps = {
  db: Database;
  jobs: Jobs;
  storage: Storage;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Responses read per batch (tests use a few to cross batch edges). */
  batchSize?: number;
};
type ExportCaller = ContextOf<'db' | 'auth' | 'jobs' | 'config'>;
type Listed<T> = { count: number; results: T[] };

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  geojson: 'application/geo+json',
  zip: 'application/zip',
} as const;

/** POST /surveys/{id}/exports/: checks the options against the form, records the export and queues its job. */
export async function startExport(
  caller: ExportCaller,
  surveyId: string,
  body: CreateExportBody,
): Promise<ExportStatus> {
  const user = caller.auth.user;
  if (!user) throw unauthorized();
  const { row: form } = await loadSurvey(caller, surveyId, PERMISSIONS.VIEW_FORM_RESPONSES);
  // The same checks (and 400s) as the responses table's filters.
  await submittedResponsesFilter(caller, form, body.filters);
  const sections = await formSections(caller.db, caller.auth.tenant.id, form);
  if (body.format === 'geojson' && !locationQuestions(sections).length)
    throw badRequest({
      format: [
        'This form has no GPS location, line or area question outside repeated groups: choose CSV or XLSX.',
      ],
    });
  if (body.language) {
    const languages = formLanguages(sections);
    if (!languages.includes(body.language))
      throw badRequest({
        language: [
          languages.length
            ? `Choose one of the form's languages: ${languages.join(', ')}.`
            : 'This form has no translations: leave the language empty.',
        ],
      });
  }
  const options = {
    multiple_choice: body.multiple_choice,
    values: body.values,
    language: body.language ?? null,
  };
  const id = await repo.insertExport(caller.db, {
    tenantId: caller.auth.tenant.id,
    organizationId: form.organization_id,
    surveyId: form.id,
    createdBy: user.id,
    format: body.format,
    options,
    filters: body.filters,
    keptDays: EXPORT_KEPT_DAYS,
  });
  await caller.jobs.send(EXPORT_JOB, { exportId: id }, { singletonKey: id });
  return presentExportStatus(
    (await repo.findExport(caller.db, caller.auth.tenant.id, id))!,
    caller.config.publicUrl,
  );
}

/** GET /surveys/{id}/exports/: the form's exports of the last week, newest first. */
export async function findExports(
  caller: ExportCaller,
  surveyId: string,
  page: PageParams,
): Promise<Listed<SurveyExport>> {
  const { row: form } = await loadSurvey(caller, surveyId, PERMISSIONS.VIEW_FORM_RESPONSES);
  const { count, rows } = await repo.findExports(caller.db, caller.auth.tenant.id, form.id, page);
  return { count, results: rows.map((row) => presentExport(row, caller.config.publicUrl)) };
}

/** An export, for those who view its form's responses now (not only whoever started it). */
async function loadExport(caller: SurveysContext, id: string) {
  if (!caller.auth.user) throw unauthorized();
  const row = isUuid(id) ? await repo.findExport(caller.db, caller.auth.tenant.id, id) : undefined;
  if (!row || new Date(row.expires_at).getTime() <= Date.now()) throw notFound(EXPORT_NOT_FOUND);
  try {
    await loadSurveyById(caller, row.survey_id, PERMISSIONS.VIEW_FORM_RESPONSES);
  } catch {
    // Whoever may not see the form's responses learns nothing of its exports.
    throw notFound(EXPORT_NOT_FOUND);
  }
  return row;
}

/** GET /surveys/export-status/?task_id */
export async function getExportStatus(caller: ExportCaller, taskId: string): Promise<ExportStatus> {
  return presentExportStatus(await loadExport(caller, taskId), caller.config.publicUrl);
}

/** GET /surveys/exports/{id}/download/: the file, streamed from storage. */
export async function openExportFile(
  caller: ExportCaller & ContextOf<'storage'>,
  id: string,
): Promise<{ stream: Readable; filename: string; contentType: string; bytes: number | null }> {
  const row = await loadExport(caller, id);
  if (row.status !== 'SUCCESS' || !row.storage_key)
    throw conflict(
      row.status === 'FAILURE'
        ? `This export failed: ${row.error ?? 'try again.'}`
        : 'This export is not ready yet: wait for it to finish.',
    );
  const stream = await caller.storage.privateStream(row.storage_key);
  return {
    stream,
    filename: row.filename ?? 'export',
    contentType: row.content_type ?? 'application/octet-stream',
    bytes: row.bytes === null ? null : Number(row.bytes),
  };
}

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .slice(0, 60) || 'form';

/** Progress written at most every half second: 100 batches do not make 100 writes a second. */
function progressReporter(deps: ExportDeps, tenantId: string, id: string, total: number) {
  let done = 0;
  let last = 0;
  let written = -1;
  return async (rows: number) => {
    done += rows;
    const progress = Math.min(95, 5 + Math.floor((done / Math.max(total, 1)) * 90));
    if (progress === written || Date.now() - last < 500) return;
    last = Date.now();
    written = progress;
    await repo.updateExport(deps.db, tenantId, id, { status: 'PROCESSING', progress });
  };
}

/** The job: writes the file, stores it privately, marks the export done (or failed, in words). */
export async function runExport(deps: ExportDeps, exportId: string) {
  const row = await repo.findExportForJob(deps.db, exportId);
  if (!row || row.status === 'SUCCESS' || row.status === 'FAILURE') return;
  const form = await surveyForJob(deps.db, row.tenant_id, row.survey_id);
  if (!form) {
    await repo.updateExport(deps.db, row.tenant_id, exportId, {
      status: 'FAILURE',
      error: 'The form was deleted.',
      finished: true,
    });
    return;
  }
  await repo.updateExport(deps.db, row.tenant_id, exportId, { status: 'STARTED', progress: 1, error: null });
  const dir = await mkdtemp(path.join(tmpdir(), 'oversight-export-'));
  try {
    const context = { db: deps.db, auth: { tenant: { id: row.tenant_id } } };
    const filter = await submittedResponsesFilter(context, form, row.filters);
    const sections = await formSections(deps.db, row.tenant_id, form);
    const { asksForFiles } = await formFacts(deps.db, row.tenant_id, form);
    const options: ColumnOptions = {
      multipleChoice: row.options.multiple_choice,
      values: row.options.values,
      language: row.options.language ?? null,
    };
    const base = `${slug(form.name)}-${new Date().toISOString().slice(0, 10)}`;
    const written = await withSubmittedResponses(deps.db, filter, async (responses) => {
      await repo.updateExport(deps.db, row.tenant_id, exportId, {
        status: 'PROCESSING',
        progress: 5,
        totalResponses: responses.total,
      });
      const source: Source = {
        responses,
        asksForFiles,
        batchSize: deps.batchSize ?? BATCH,
        config: deps.config,
      };
      const advance = progressReporter(deps, row.tenant_id, exportId, responses.total);
      return writeExport(row.format, sections, options, source, dir, base, advance);
    });
    const key = `exports/${row.tenant_id}/${exportId}/${randomUUID()}${path.extname(written.name)}`;
    await deps.storage.putPrivateFile(key, written.path, written.contentType);
    const { size } = await stat(written.path);
    await repo.updateExport(deps.db, row.tenant_id, exportId, {
      status: 'SUCCESS',
      progress: 100,
      storageKey: key,
      filename: written.name,
      contentType: written.contentType,
      bytes: size,
      finished: true,
    });
  } catch (error) {
    deps.log.error({ err: error, exportId }, 'export failed');
    await repo.updateExport(deps.db, row.tenant_id, exportId, {
      status: 'FAILURE',
      error: 'The export could not be written. Start it again; if it fails again, tell your administrator.',
      finished: true,
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

type Source = { responses: SubmittedResponses; asksForFiles: boolean; batchSize: number; config: AppConfig };
type Written = { path: string; name: string; contentType: string };

/** Every batch of the filter with the signed links of its files (valid for the export's lifetime of links). */
async function* batches(source: Source) {
  for await (const rows of source.responses.batches(source.batchSize)) {
    const files = source.asksForFiles
      ? await filesOfResponses(
          source.responses.db,
          rows.map((row) => row.id),
          source.config,
        )
      : new Map<string, string>();
    yield { rows, context: { files } };
  }
}

/**
 * Writes the tables in one pass over the responses: a CSV's repeat files alongside the main one, an XLSX's repeat
 * sheets alongside its main sheet.
 */
async function writeExport(
  format: 'csv' | 'xlsx' | 'geojson',
  sections: Section[],
  options: ColumnOptions,
  source: Source,
  dir: string,
  base: string,
  advance: (rows: number) => Promise<void>,
): Promise<Written> {
  const { main, repeats } = exportTables(sections, options);
  // Each response's answers are parsed from their JSON text when its lines are made, and dropped with it: a batch
  // holds text, not a thousand parsed answer trees that would outlive a young-generation collection.
  const answersOf = (row: ExportTextRow) => JSON.parse(row.answers_json) as Answers;
  const mainRow = (row: ExportTextRow, answers: Answers, context: { files: Map<string, string> }): Cell[] => [
    ...metaCells(row),
    ...rowCells(main, answers, context),
  ];
  const repeatRows = (
    table: (typeof repeats)[number],
    id: string,
    answers: Answers,
    context: { files: Map<string, string> },
  ) =>
    repeatEntries(answers, table.path).map(({ index, entry }): Cell[] => [
      id,
      index,
      ...rowCells(table, entry, context),
    ]);
  /** A batch's rows for every table: the main one, then each repeat's, each response parsed once. */
  const tablesOf = (rows: ExportTextRow[], context: { files: Map<string, string> }) => {
    const mainRows: Cell[][] = [];
    const repeatTables: Cell[][][] = repeats.map(() => []);
    for (const row of rows) {
      const answers = answersOf(row);
      mainRows.push(mainRow(row, answers, context));
      repeats.forEach((table, i) => repeatTables[i]!.push(...repeatRows(table, row.id, answers, context)));
    }
    return { mainRows, repeatTables };
  };

  if (format === 'geojson') {
    const file = new GeoJsonFile(path.join(dir, `${base}.geojson`));
    const points = locationQuestions(sections);
    await file.start();
    for await (const { rows, context } of batches(source)) {
      const features = rows.flatMap((row) => {
        const answers = answersOf(row);
        const cells = mainRow(row, answers, context);
        const properties = Object.fromEntries(main.header.map((header, i) => [header, cells[i] ?? null]));
        return points.flatMap((question): { type: string; geometry: object; properties: object }[] => {
          if (question.question_type !== 'location') {
            // A line or an area: its stored GeoJSON geometry as it is.
            const shape = asGeoShape(answers[question.name]);
            return shape
              ? [
                  {
                    type: 'Feature',
                    geometry: shape,
                    properties: { _question: question.name, ...properties },
                  },
                ]
              : [];
          }
          const point = answers[question.name] as
            { latitude?: unknown; longitude?: unknown; altitude?: unknown } | undefined;
          if (!point || typeof point.latitude !== 'number' || typeof point.longitude !== 'number') return [];
          const coordinates =
            typeof point.altitude === 'number'
              ? [point.longitude, point.latitude, point.altitude]
              : [point.longitude, point.latitude];
          return [
            {
              type: 'Feature',
              geometry: { type: 'Point', coordinates },
              properties: { _question: question.name, ...properties },
            },
          ];
        });
      });
      await file.features(features);
      await advance(rows.length);
    }
    await file.finish();
    return { path: file.path, name: `${base}.geojson`, contentType: CONTENT_TYPES.geojson };
  }

  if (format === 'xlsx') {
    // Every sheet from the same batches, as the CSV files below (one pass; each sheet's XML waits for its own disk).
    const file = new XlsxFile(path.join(dir, `${base}.xlsx`), dir);
    const mainSheet = await file.sheet('Responses', main.header);
    const repeatSheets = [];
    for (const table of repeats) repeatSheets.push(await file.sheet(table.name, table.header));
    for await (const { rows, context } of batches(source)) {
      const { mainRows, repeatTables } = tablesOf(rows, context);
      await mainSheet.rows(mainRows);
      for (const [i, sheet] of repeatSheets.entries()) await sheet.rows(repeatTables[i]!);
      await advance(rows.length);
    }
    await file.finish();
    return { path: file.path, name: `${base}.xlsx`, contentType: CONTENT_TYPES.xlsx };
  }

  // One file per table (repeated groups zipped with the main one), each written from the same batch in turn: every
  // write waits for its own file to drain, so no file's buffer grows while another's disk is slow.
  const mainFile = new CsvFile(path.join(dir, `${base}.csv`));
  const repeatFiles = repeats.map((table, i) => ({
    table,
    file: new CsvFile(path.join(dir, `repeat-${i}.csv`)),
  }));
  await mainFile.header(main.header);
  for (const { table, file } of repeatFiles) await file.header(table.header);
  for await (const { rows, context } of batches(source)) {
    const { mainRows, repeatTables } = tablesOf(rows, context);
    await mainFile.rows(mainRows);
    for (const [i, { file }] of repeatFiles.entries()) await file.rows(repeatTables[i]!);
    await advance(rows.length);
  }
  await Promise.all([mainFile, ...repeatFiles.map(({ file }) => file)].map((file) => file.finish()));
  if (!repeats.length) return { path: mainFile.path, name: `${base}.csv`, contentType: CONTENT_TYPES.csv };
  const files = [
    { path: mainFile.path, name: `${base}.csv` },
    ...repeatFiles.map(({ table, file }) => ({ path: file.path, name: `${base}-${slug(table.name)}.csv` })),
  ];
  const zipPath = path.join(dir, `${base}.zip`);
  await zipFiles(zipPath, files);
  return { path: zipPath, name: `${base}.zip`, contentType: CONTENT_TYPES.zip };
}

/** The hourly job: files past their week are deleted with their rows. */
export async function deleteExpiredExports(deps: ExportDeps): Promise<number> {
  let deleted = 0;
  for (;;) {
    const expired = await repo.findExpired(deps.db);
    if (!expired.length) return deleted;
    for (const row of expired) if (row.storage_key) await deps.storage.removePrivate(row.storage_key);
    await repo.deleteExports(
      deps.db,
      expired.map((row) => row.id),
    );
    deleted += expired.length;
    if (expired.length < 500) return deleted;
  }
}
