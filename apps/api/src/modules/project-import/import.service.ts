import { IMPORT_COLUMNS, matchHeaders, missingColumns } from '@oversight/shared/projects/import-columns';
import { parseAmount } from '@oversight/shared/projects/import-cells';
import type {
  ImportResult,
  ImportRow,
  MatchColumnsResponse,
  TaskStatusResponse,
  ValidateFileResponse,
} from '@oversight/shared/projects/project-import.schemas';
import type { Database, DatabaseHandle } from '../../db/client.js';
import type { AuthContext } from '../../platform/access-control.js';
import { fieldError, forbidden, notFound } from '../../platform/errors.js';
import type { ContextOf } from '../../platform/request-context.js';
import { forgetPublicAnswers } from '../../platform/public-cache.js';
import {
  canImport,
  checkRows,
  columnsOfSheet,
  issueReport,
  rowsOfSheet,
  type Importer,
} from './import-check.js';
import { writeImport, type ImportStatusChange } from './import-write.js';
import { publishEvent } from '../notifications/notifications.service.js';
import * as repo from './import.repository.js';
import type { SheetText } from './spreadsheet-reader.js';

export const IMPORT_JOB = 'project-import';

/** What the routes' services use of the request's context (a route passes `request.ctx`). */
export type ImportDeps = ContextOf<'db' | 'auth' | 'jobs'>;
/** What the import job uses: the app (it carries the database handle besides a RequestContext's parts). */
export type ImportJobDeps = ContextOf<'db' | 'jobs'> & { database: DatabaseHandle };
export type SheetOptions = { columns?: Record<string, string | null>; rowNumbers?: number[] };

/** Government bodies put their portfolio on the platform; a citizen's or contractor's organisation does not. */
const IMPORTING_TYPES = new Set(['MINISTRY', 'AGENCY', 'ADMIN', 'DEPARTMENT']);

/** The caller as an importer (routes already required the create/edit project permission). */
export function importerOf(auth: AuthContext): Importer {
  const organization = auth.organization;
  if (!auth.user || !organization)
    throw forbidden('Choose an organisation: the X-Organization-Id header is missing.');
  if (!IMPORTING_TYPES.has(organization.accountType))
    throw forbidden('Only ministries, agencies and the supervising body import projects.');
  return {
    tenantId: auth.tenant.id,
    userId: auth.user.id,
    organization: {
      id: organization.id,
      accountType: organization.accountType,
      parentId: organization.parentId,
    },
  };
}

const columnList = IMPORT_COLUMNS.map(({ key, label, compulsory, hint }) => ({
  key,
  label,
  compulsory,
  hint,
}));

export function matchColumns(headers: string[], rowsCount: number | null): MatchColumnsResponse {
  const matches = matchHeaders(headers);
  return {
    matches,
    missing_columns: missingColumns(matches.map((m) => m.column)),
    columns: columnList,
    rows_count: rowsCount,
  };
}

/** The issue report and the rows, for the preview. Nothing is written. */
export async function validateSheet(
  deps: ImportDeps,
  sheet: SheetText,
  options: SheetOptions,
): Promise<ValidateFileResponse> {
  const { auth } = deps;
  const importer = importerOf(auth);
  const columnByIndex = columnsOfSheet(sheet.headers, options.columns);
  const rows = rowsOfSheet(sheet, columnByIndex, options.rowNumbers);
  const { checked, suggestions } = await checkRows(deps.db, importer, rows);
  const report = issueReport(columnByIndex, checked, suggestions);
  return { ...report, rows_count: rows.length, can_import: canImport(report, rows.length), rows };
}

/** Checks the sheet now (a sheet that cannot be imported is a 400) and queues the import; answers the task id. */
export async function startImport(
  deps: ImportDeps,
  sheet: SheetText,
  options: SheetOptions,
): Promise<{ task_id: string }> {
  const { auth } = deps;
  const importer = importerOf(auth);
  const columnByIndex = columnsOfSheet(sheet.headers, options.columns);
  const rows = rowsOfSheet(sheet, columnByIndex, options.rowNumbers);
  const missing = missingColumns(columnByIndex).filter(
    (key) => key === 'project_code' || key === 'project_name',
  );
  if (missing.length) {
    throw fieldError(
      'file',
      `The sheet has no ${missing.map((k) => (k === 'project_code' ? 'project code' : 'project name')).join(' and no ')} column: match one in the column step.`,
    );
  }
  if (!rows.length) throw fieldError('file', 'The sheet has no rows under its header.');
  const taskId = await repo.insertTask(deps.db, {
    tenantId: importer.tenantId,
    organizationId: importer.organization.id,
    userId: importer.userId,
    kind: 'project_import',
    input: { importer, rows },
  });
  await deps.jobs.send(IMPORT_JOB, { taskId });
  return { task_id: taskId };
}

/**
 * Progress of the tasks running in this process. On the embedded database the import's transaction holds the one
 * connection, so even signing a request in waits for it: the status route answers the task's starter from here
 * (`liveTaskStatus`, before any database read) batch by batch.
 */
type LiveTask = {
  progress: number;
  tenantId: string;
  userId: string;
  organizationId: string;
  kind: TaskStatusResponse['kind'];
  resumed: string | null;
};
const liveProgress = new Map<string, LiveTask>();

/** A running task's state for the user who started it, as the organisation they started it for; otherwise undefined. */
export function liveTaskStatus(
  taskId: string,
  caller: { tenantId: string; userId: string; organizationId: string | null },
): TaskStatusResponse | undefined {
  const live = liveProgress.get(taskId);
  if (
    !live ||
    live.tenantId !== caller.tenantId ||
    live.userId !== caller.userId ||
    live.organizationId !== caller.organizationId
  )
    return undefined;
  return {
    task_id: taskId,
    kind: live.kind,
    status: live.progress >= 10 ? 'PROCESSING' : 'STARTED',
    progress: live.progress,
    result: null,
    error: null,
    interruption: live.resumed ? 'resumed' : null,
    note: live.resumed,
  };
}

/** The job: checks the kept rows again (contractors may have joined since) and writes them in one transaction. */
export async function runImportTask(deps: ImportJobDeps, taskId: string) {
  const row = await repo.findTaskForJob(deps.db, taskId);
  if (!row || row.status === 'SUCCESS' || row.status === 'FAILURE') return;
  const importer = (row.input as { importer: Importer }).importer;
  const tenantId = importer.tenantId;
  const live: LiveTask = {
    progress: 1,
    tenantId: importer.tenantId,
    userId: importer.userId,
    organizationId: importer.organization.id,
    kind: row.kind === 'appropriation' ? 'appropriation' : 'project_import',
    resumed: row.error?.startsWith(RESUMED_NOTE) ? row.error : null,
  };
  const report = async (status: string, progress: number) => {
    live.progress = progress;
    // Written outside the import's transaction so pollers see it (PostgreSQL; PGlite has one connection).
    if (deps.database.kind === 'postgres')
      await repo.updateTask(deps.db, tenantId, taskId, { status, progress, error: live.resumed });
    // PGlite answers on the main thread with promises alone: without a turn of the event loop here no request (the
    // progress poll included) is even read until the whole import is done.
    else await new Promise<void>((resolve) => setImmediate(resolve));
  };
  await repo.updateTask(deps.db, tenantId, taskId, { status: 'STARTED', progress: 1, error: live.resumed });
  liveProgress.set(taskId, live);
  try {
    let result: unknown;
    if (row.kind === 'appropriation') {
      const input = row.input as AppropriationInput;
      result = await deps.db.transaction((tx) => writeAppropriation(tx, input));
    } else {
      const input = row.input as { importer: Importer; rows: ImportRow[] };
      const { checked } = await checkRows(deps.db, input.importer, input.rows);
      await report('PROCESSING', 10);
      const statusChanges: ImportStatusChange[] = [];
      result = await deps.db.transaction((tx) =>
        writeImport(
          tx,
          input.importer,
          checked,
          (fraction) => report('PROCESSING', 10 + Math.floor(fraction * 85)),
          statusChanges,
        ),
      );
      for (const change of statusChanges) {
        await publishEvent(deps.jobs, {
          tenantId: input.importer.tenantId,
          kind: 'status_change',
          actorId: input.importer.userId,
          key: `import:${taskId}:${change.projectId}`,
          to: { eyemarkersOf: change.projectId, placeFollowersOf: change.projectId },
          projectId: change.projectId,
          data: { status: change.status },
        });
      }
    }
    await repo.updateTask(deps.db, tenantId, taskId, {
      status: 'SUCCESS',
      progress: 100,
      result,
      finished: true,
    });
    // Visitors' shared catalogue answers must show the imported projects (platform/public-cache.ts).
    forgetPublicAnswers(deps.db, (row.input as { importer: Importer }).importer.tenantId);
  } catch (error) {
    // The transaction rolled back: nothing of this import is written.
    await repo.updateTask(deps.db, tenantId, taskId, {
      status: 'FAILURE',
      progress: 100,
      error: `The import failed and nothing was written: ${(error as Error).message.slice(0, 300)}`,
      finished: true,
    });
  } finally {
    liveProgress.delete(taskId);
  }
}

/** The note a task keeps while it runs again after a restart stopped it (`interruption: 'resumed'`). */
const RESUMED_NOTE = 'The server restarted during this task';

/**
 * Run once when the worker starts: tasks whose job stopped with the process that ran it are not left showing their
 * last percentage until the queue's expiry retries them. Nothing of them was written (each writes in one
 * transaction), so the first interruption queues the task again at once; a second one fails it for good (a sheet
 * that keeps taking the worker down must not loop).
 */
export async function recoverInterruptedTasks(
  deps: ImportJobDeps,
  workerStartedAt: Date,
): Promise<{ resumed: string[]; failed: string[] }> {
  const outcome = { resumed: [] as string[], failed: [] as string[] };
  for (const task of await repo.findInterruptedTasks(deps.db, IMPORT_JOB, workerStartedAt)) {
    if (task.job_id && task.job_state === 'active') {
      await deps.jobs.cancel(IMPORT_JOB, task.job_id);
    }
    const where = `at ${task.progress}%`;
    if (task.error?.startsWith(RESUMED_NOTE)) {
      await repo.updateTask(deps.db, task.tenant_id, task.id, {
        status: 'FAILURE',
        progress: 100,
        error: `The server restarted twice while this task ran (the last time ${where}), so it was stopped. Nothing was written: upload the sheet again.`,
        finished: true,
      });
      outcome.failed.push(task.id);
    } else {
      await repo.updateTask(deps.db, task.tenant_id, task.id, {
        status: 'PENDING',
        progress: 0,
        error: `${RESUMED_NOTE} (${where}) and it started again. Nothing had been written.`,
      });
      await deps.jobs.send(IMPORT_JOB, { taskId: task.id });
      outcome.resumed.push(task.id);
    }
  }
  if (outcome.resumed.length + outcome.failed.length)
    deps.jobs.log.warn(outcome, 'import tasks interrupted by a restart');
  return outcome;
}

/** A task's state; only the organisation that started it may read it. */
export async function getTaskStatus(deps: ImportDeps, taskId: string): Promise<TaskStatusResponse> {
  const { auth } = deps;
  const organization = auth.organization;
  const task = await repo.findTask(deps.db, auth.tenant.id, taskId);
  if (!task || !organization || task.organization_id !== organization.id)
    throw notFound('No import with this task id was started by your organisation.');
  const live = liveProgress.get(taskId)?.progress;
  const running = task.status === 'PENDING' || task.status === 'STARTED' || task.status === 'PROCESSING';
  return {
    task_id: task.id,
    kind: task.kind === 'appropriation' ? 'appropriation' : 'project_import',
    status: (running && live !== undefined && live >= 10
      ? 'PROCESSING'
      : task.status) as TaskStatusResponse['status'],
    progress: running && live !== undefined ? Math.max(live, task.progress) : task.progress,
    result: (task.result ?? null) as TaskStatusResponse['result'],
    error: task.status === 'FAILURE' ? task.error : null,
    interruption: task.error?.startsWith(RESUMED_NOTE)
      ? 'resumed'
      : task.status === 'FAILURE' && task.error?.includes('server restarted')
        ? 'failed'
        : null,
    note: task.status !== 'FAILURE' && task.error?.startsWith(RESUMED_NOTE) ? task.error : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Yearly appropriation (the supervising ADMIN body): a sheet of project codes and amounts for one year.

type AppropriationInput = {
  importer: Importer;
  year: number;
  rows: { row: number; code: string; amount: string }[];
  skipped: { row: number; reason: string }[];
};

export async function startAppropriationUpload(
  deps: ImportDeps,
  sheet: SheetText,
  year: number,
): Promise<{ task_id: string }> {
  const { auth } = deps;
  const importer = importerOf(auth);
  if (importer.organization.accountType !== 'ADMIN')
    throw forbidden('Only the supervising (ADMIN) body uploads yearly appropriations.');
  const matches = matchHeaders(sheet.headers);
  const codeIndex = matches.findIndex((m) => m.column === 'project_code');
  let amountIndex = matches.findIndex((m) => m.column === 'appropriation');
  if (amountIndex < 0) amountIndex = sheet.headers.findIndex((h) => /amount|appropriat|budget/i.test(h));
  if (codeIndex < 0 || amountIndex < 0) {
    throw fieldError(
      'file',
      'The sheet needs a "Project Code" column and an "Appropriation" column (the amount for the year).',
    );
  }
  const rows: AppropriationInput['rows'] = [];
  const skipped: AppropriationInput['skipped'] = [];
  for (const line of sheet.rows) {
    const code = (line.cells[codeIndex] ?? '').trim();
    const text = (line.cells[amountIndex] ?? '').trim();
    const amount = text ? parseAmount(text) : null;
    if (!code) skipped.push({ row: line.row, reason: 'Missing project code.' });
    else if (amount === null)
      skipped.push({
        row: line.row,
        reason: text ? `"${text}" is not an amount.` : 'Missing appropriation amount.',
      });
    else rows.push({ row: line.row, code, amount });
  }
  const taskId = await repo.insertTask(deps.db, {
    tenantId: importer.tenantId,
    organizationId: importer.organization.id,
    userId: importer.userId,
    kind: 'appropriation',
    input: { importer, year, rows, skipped } satisfies AppropriationInput,
  });
  await deps.jobs.send(IMPORT_JOB, { taskId });
  return { task_id: taskId };
}

async function writeAppropriation(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  input: AppropriationInput,
) {
  const { importer, year } = input;
  const updated = await repo.setYearlyAppropriation(
    tx,
    importer.tenantId,
    [],
    year,
    input.rows.map(({ code, amount }) => ({ code, amount })),
  );
  const found = new Set(updated.map((u) => u.code.toLowerCase()));
  const skipped = [
    ...input.skipped,
    ...input.rows
      .filter((r) => !found.has(r.code.toLowerCase()))
      .map((r) => ({ row: r.row, reason: `No project has the code ${r.code}.` })),
  ];
  await repo.insertActivities(
    tx,
    importer.tenantId,
    importer.userId,
    updated
      .filter((u) => JSON.stringify(u.before) !== JSON.stringify(u.after))
      .map((u) => ({
        project_id: u.id,
        action: 'updated',
        changes: { yearly_appropriation: { before: u.before, after: u.after } },
      })),
  );
  return { year, updated: updated.length, skipped: skipped.sort((a, b) => a.row - b.row) } satisfies {
    year: number;
    updated: number;
    skipped: ImportResult['skipped'];
  };
}
