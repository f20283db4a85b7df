import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  CHARTS_BY_KIND,
  CHARTS_PER_FORM_MAX,
  CHART_TYPE_LABELS,
  CHART_TYPES,
  type AvailableFields,
  type Chart,
  type CreateChartBody,
  type CrossTab,
  type CrossTabQuery,
  type FormSummary,
  type ResultsFilters,
  type SummaryTask,
} from '@oversight/shared/surveys/results.schemas';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/errors.js';
import { can } from '../../platform/item-access.js';
import type { Jobs } from '../../platform/jobs.js';
import type { ContextOf } from '../../platform/request-context.js';
import { loadSurvey, loadSurveyById } from '../surveys/surveys.service.js';
import {
  addCrossCounts,
  availableFields,
  countCrossTab,
  findField,
  formSummary,
  planCrossTab,
  presentCrossTab,
  resultsFormOf,
  type ResultsForm,
} from './form-results.aggregations.js';
import { presentChart, presentSummary, presentTask } from './form-results.presenter.js';
import * as repo from './saved-results.repository.js';
import { crossTabsChanged, keptCrossTab, keptRequests, type CrossTabRequest } from './kept-cross-tabs.js';

/**
 * What forms tell you: summaries, the cross-tab and saved charts, for those who may view the form's
 * responses (the responses list's rule: "view form responses" from a role or a grant). Others get the form's 404/403.
 */

export const SUMMARY_JOB = 'surveys.form-summary';
/** Counts a form's kept cross-tabs again after its responses were edited or deleted. */
export const CROSS_TAB_JOB = 'surveys.cross-tab-recount';
/** Responses arriving within this many seconds are summarised by one refresh. */
const REFRESH_DEBOUNCE_SECONDS = 30;
const TASK_NOT_FOUND = 'No summary task has this id.';
const CHART_NOT_FOUND = 'No chart has this id.';

/** What the results services read of the request's context (routes pass `request.ctx`). */
type ResultsContext = ContextOf<'db' | 'auth'>;

/** The form for someone who may view its responses, as the aggregation functions read it (reports use this too). */
export async function loadResultsForm(
  ctx: ResultsContext,
  publicId: string,
): Promise<
  ResultsForm & { publicId: string; name: string; access: Awaited<ReturnType<typeof loadSurvey>>['access'] }
> {
  const { row, access } = await loadSurvey(ctx, publicId, PERMISSIONS.VIEW_FORM_RESPONSES);
  const form = await resultsFormOf(ctx.db, ctx.auth.tenant.id, row);
  return { ...form, publicId: row.public_id, name: row.name, access };
}

/** The same for a form reached by its internal id (a task's or a chart's form); not allowed reads as `missing`. */
async function loadResultsFormById(ctx: ResultsContext, internalId: string, missing: string) {
  const { row, access } = await loadSurveyById(ctx, internalId, PERMISSIONS.VIEW_FORM_RESPONSES).catch(
    (error: unknown) => {
      throw error instanceof HttpError && error.statusCode !== 401 ? notFound(missing) : error;
    },
  );
  const form = await resultsFormOf(ctx.db, ctx.auth.tenant.id, row);
  return { ...form, publicId: row.public_id, access };
}

const filtersOf = (query: {
  from?: string;
  to?: string;
  search?: string;
  answer?: string[];
}): ResultsFilters => ({
  from: query.from,
  to: query.to,
  search: query.search,
  answers: query.answer?.map((item) => {
    const at = item.indexOf(':');
    return { name: item.slice(0, at), value: item.slice(at + 1) };
  }),
});

/** GET /surveys/{id}/available-fields/ */
export async function getAvailableFields(ctx: ResultsContext, publicId: string): Promise<AvailableFields> {
  const form = await loadResultsForm(ctx, publicId);
  return {
    fields: availableFields(form),
    chart_types: CHART_TYPES.map((value) => ({ value, label: CHART_TYPE_LABELS[value] })),
  };
}

/** GET /surveys/{id}/analytics/table/ */
export async function getCrossTab(
  ctx: ResultsContext,
  publicId: string,
  query: CrossTabQuery,
): Promise<CrossTab> {
  const form = await loadResultsForm(ctx, publicId);
  const filters = filtersOf(query);
  // Checked (400s) before anything kept is looked up.
  return countedCrossTab(ctx.db, form, { row: query.row, column: query.column, filters });
}

/** A cross-tab from what is kept, or counted and kept (access checked by the caller). */
function countedCrossTab(db: DbOrTx, form: ResultsForm, request: CrossTabRequest): Promise<CrossTab> {
  const plan = planCrossTab(form, request.row, request.column, request.filters);
  return keptCrossTab(db, form, request, {
    count: (since) => countCrossTab(db, plan, since),
    add: addCrossCounts,
    present: (counts) => presentCrossTab(db, form, plan, counts),
  });
}

/**
 * The cross-tab job: after responses of the form were edited or deleted, counts again what was kept for it (the last
 * hour's requests), so the next viewer of each reads it kept instead of waiting for a count of every response.
 * Requests the form no longer allows (a question gone) are left.
 */
export async function runCrossTabJob(db: DbOrTx, data: { surveyId: string }): Promise<void> {
  const survey = await repo.findSurveyStamp(db, data.surveyId);
  if (!survey) return;
  const form = await resultsFormOf(db, survey.tenant_id, survey);
  // Read before counting: each count keeps its own answer and lets go of those of the older generation.
  for (const request of await keptRequests(db, form.id)) {
    try {
      await countedCrossTab(db, form, request);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
}

// Summaries

async function keptSummary(db: DbOrTx, surveyId: string, publicId: string): Promise<FormSummary | null> {
  const kept = await repo.findSummary(db, surveyId);
  return kept ? presentSummary(kept, publicId) : null;
}

/**
 * GET /surveys/{id}/trigger-form-summary/: a fresh kept summary answers at once (a finished task); otherwise, or with
 * `refresh`, a job computes it (a task already queued or running for the form is answered instead of a second one).
 */
export async function triggerSummary(
  ctx: ContextOf<'db' | 'auth' | 'jobs'>,
  publicId: string,
  refresh: boolean,
): Promise<SummaryTask> {
  const form = await loadResultsForm(ctx, publicId);
  const kept = await repo.findSummary(ctx.db, form.id);
  const summary = kept ? presentSummary(kept, form.publicId) : null;
  if (kept && !kept.stale && !refresh) {
    const task = await repo.insertTask(ctx.db, {
      tenantId: form.tenantId,
      surveyId: form.id,
      requestedBy: ctx.auth.user?.id ?? null,
      status: 'SUCCESS',
    });
    return presentTask(task, summary);
  }
  const open = await repo.findOpenTask(ctx.db, form.id);
  if (open) return presentTask(open, summary);
  const task = await repo.insertTask(ctx.db, {
    tenantId: form.tenantId,
    surveyId: form.id,
    requestedBy: ctx.auth.user?.id ?? null,
  });
  await ctx.jobs.send(SUMMARY_JOB, { surveyId: form.id, taskId: task.id }, { retryLimit: 1 });
  return presentTask(task, summary);
}

/** GET /surveys/form-summary-status/?task_id: the task's state, and the kept summary (the new one once it succeeded). */
export async function getSummaryStatus(ctx: ResultsContext, taskId: string): Promise<SummaryTask> {
  const task = await repo.findTask(ctx.db, ctx.auth.tenant.id, taskId);
  if (!task) throw notFound(TASK_NOT_FOUND);
  const form = await loadResultsFormById(ctx, task.survey_id, TASK_NOT_FOUND);
  return presentTask(task, await keptSummary(ctx.db, form.id, form.publicId));
}

/** The summary job: computes every question's numbers and keeps them; `taskId` reports progress to the asker. */
export async function runSummaryJob(db: DbOrTx, data: { surveyId: string; taskId?: string }): Promise<void> {
  const survey = await repo.findSurveyStamp(db, data.surveyId);
  // A deleted form took its tasks with it (ON DELETE CASCADE): there is nothing to report to.
  if (!survey) return;
  const tenantId = survey.tenant_id;
  if (data.taskId) await repo.updateTask(db, tenantId, data.taskId, { status: 'STARTED', progress: 0 });
  const startedAt = new Date();
  // Responses changing from now on mark it stale again (and queue the next refresh).
  await repo.clearStale(db, tenantId, data.surveyId);
  try {
    const form = await resultsFormOf(db, tenantId, survey);
    let reported = 0;
    const summary = await formSummary(db, form, {}, async (done, of) => {
      const progress = Math.floor((done / of) * 100);
      if (data.taskId && progress - reported >= 10 && progress < 100) {
        reported = progress;
        await repo.updateTask(db, tenantId, data.taskId, { progress });
      }
    });
    await repo.saveSummary(db, {
      tenantId,
      surveyId: data.surveyId,
      summary,
      computingMs: Date.now() - startedAt.getTime(),
      startedAt,
    });
    if (data.taskId) await repo.updateTask(db, tenantId, data.taskId, { status: 'SUCCESS', progress: 100 });
  } catch (error) {
    if (data.taskId)
      await repo.updateTask(db, tenantId, data.taskId, {
        status: 'FAILURE',
        error: 'The summary could not be computed. Try again in a few minutes.',
      });
    throw error;
  }
}

/**
 * Responses of the form arrived, changed or went: a kept summary is marked stale and one refresh is queued for the
 * next few seconds (many answers in a row make one job). Forms never summarised cost one indexed UPDATE of nothing.
 */
export async function formResultsChanged(
  caller: { db: DbOrTx; jobs?: Jobs; auth: { tenant: { id: string } } },
  surveyId: string,
): Promise<void> {
  let keptCrossTabs = false;
  try {
    keptCrossTabs = await crossTabsChanged(caller.db, caller.auth.tenant.id, surveyId);
    if (await repo.markStale(caller.db, caller.auth.tenant.id, surveyId))
      await formResultsMarkedStale(caller, surveyId);
  } catch (error) {
    caller.jobs?.log.error({ err: error, surveyId }, 'could not queue the form summary refresh');
  }
  // Cross-tabs kept before the change are counted again by a job (one queued at a time per form).
  if (keptCrossTabs && caller.jobs)
    await caller.jobs
      .send(CROSS_TAB_JOB, { surveyId }, { singletonKey: `cross-tabs:${surveyId}`, retryLimit: 1 })
      .catch((error: unknown) =>
        caller.jobs?.log.error({ err: error, surveyId }, 'could not queue the cross-tab recount'),
      );
}

/**
 * The writes of formResultsChanged as SQL for the statement storing new submissions to carry (one round trip in
 * all), each done only when `when` holds: `stale` marks the kept summary stale (a row when it did: then call
 * formResultsMarkedStale), `others` nothing more: new submissions move the form's count, which kept cross-tabs read,
 * and they add the new responses to what they kept (kept-cross-tabs.ts); only edits and deletes grow its generation.
 */
export const resultsChangedSql = (tenantId: string, surveyId: string, when: SQL) => ({
  stale: repo.markStaleSql(tenantId, surveyId, when),
  others: [] as SQL[],
});

/** The summary was just marked stale (by resultsChangedSql in the caller's statement): one refresh is queued. */
export async function formResultsMarkedStale(caller: { jobs?: Jobs }, surveyId: string): Promise<void> {
  if (!caller.jobs) return;
  try {
    await caller.jobs.send(
      SUMMARY_JOB,
      { surveyId },
      {
        singletonKey: `summary:${surveyId}`,
        singletonSeconds: REFRESH_DEBOUNCE_SECONDS,
        singletonNextSlot: true,
        retryLimit: 1,
      },
    );
  } catch (error) {
    caller.jobs.log.error({ err: error, surveyId }, 'could not queue the form summary refresh');
  }
}

// Saved charts

/** GET /surveys/{id}/visualizations/ */
export async function listCharts(
  ctx: ResultsContext,
  publicId: string,
): Promise<{ count: number; results: Chart[] }> {
  const form = await loadResultsForm(ctx, publicId);
  const rows = await repo.findCharts(ctx.db, form.id);
  return { count: rows.length, results: rows.map((row) => presentChart(row, form.publicId)) };
}

/** POST /surveys/{id}/visualizations/: those who view the responses save charts of them (an editor's role is not needed). */
export async function createChart(
  ctx: ResultsContext,
  publicId: string,
  body: CreateChartBody,
): Promise<Chart> {
  const form = await loadResultsForm(ctx, publicId);
  // A repeat's question too: its chart counts the repeat's entries.
  const item = findField(form, body.question);
  const allowed = CHARTS_BY_KIND[item.kind];
  if (!allowed.includes(body.chart_type))
    throw badRequest({
      chart_type: [
        `This question is drawn as ${allowed.map((type) => CHART_TYPE_LABELS[type].toLowerCase()).join(', ')}.`,
      ],
    });
  const row = await ctx.db.transaction((tx) =>
    repo.insertChart(tx, {
      tenantId: form.tenantId,
      surveyId: form.id,
      createdBy: ctx.auth.user?.id ?? null,
      title: body.title,
      chartType: body.chart_type,
      question: body.question,
      max: CHARTS_PER_FORM_MAX,
    }),
  );
  if (!row)
    throw badRequest({
      non_field_errors: [`A form holds at most ${CHARTS_PER_FORM_MAX} charts. Delete one first.`],
    });
  return presentChart(row, form.publicId);
}

/** DELETE /surveys/charts/{id}/ */
export async function deleteChart(ctx: ResultsContext, chartId: string): Promise<void> {
  const chart = await repo.findChart(ctx.db, ctx.auth.tenant.id, chartId);
  if (!chart) throw notFound(CHART_NOT_FOUND);
  const form = await loadResultsFormById(ctx, chart.survey_id, CHART_NOT_FOUND);
  const own = !!ctx.auth.user && chart.created_by === ctx.auth.user.id;
  if (!own && !can(form.access, PERMISSIONS.CREATE_EDIT_FORM))
    throw forbidden('Only the person who saved this chart, or an editor of the form, deletes it.');
  await repo.deleteChart(ctx.db, ctx.auth.tenant.id, chart.id);
}

export { filtersOf };
