import { PERMISSIONS } from '@oversight/shared/access/permissions';
import { validateAnswers } from '@oversight/shared/surveys/answers';
import { eachQuestion, type Section } from '@oversight/shared/surveys/questions.schemas';
import type {
  Answers,
  RespondBody,
  ResponseListQuery,
  SurveyResponse,
  SurveyResponseDetail,
  UpdateResponseBody,
} from '@oversight/shared/surveys/responses.schemas';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../../platform/errors.js';
import { can, type ItemAccess } from '../../platform/item-access.js';
import type { PageParams } from '../../platform/pagination.js';
import { answerFileUrl, type FileUrlConfig } from './answer-file-urls.js';
import { answerValueRows } from './answer-index.js';
import { closedReason, mayRespond } from './surveys.policy.js';
import { presentResponse, presentResponseDetail } from './responses.presenter.js';
import * as repo from './responses.repository.js';
import { insertResponseTogether } from './response-batches.js';
import { newResponseId } from './response-ids.js';
import { canonical, formFacts, formSections, type FormFacts } from './structure.service.js';
import { loadSurvey, loadSurveyById, type SurveysContext } from './surveys.service.js';
import type { SurveyRow } from './surveys.repository.js';
import type { ContextOf } from '../../platform/request-context.js';
import * as structureRepo from './structure.repository.js';
import {
  formAnswersChanged,
  formMeasuredAnswersChanged,
  formMeasuredSql,
} from '../plans/indicator-measures.service.js';
import { responseChanging, responsesChanged, submittedSubscriber } from './response-events.js';

/** Submitted answers changed: the indicators a form measures and its kept summary follow. */
/** Responses hand out signed links to their files: the server's secret and address come with the caller. */
type ResponsesContext = SurveysContext & ContextOf<'config'>;

const answersChanged = (caller: ResponsesContext, surveyId: string) =>
  Promise.all([formAnswersChanged(caller, surveyId), responsesChanged(caller, surveyId)]);

/**
 * The same for new submissions, carried by the statement storing them (no round trip of their own): it reads whether
 * indicators measure the form, marks the kept summary stale and forgets kept cross-tabs; then only jobs are queued.
 */
const submittedAlongside = (caller: ResponsesContext, surveyId: string): repo.SubmittedAlongside => {
  const submitted = submittedSubscriber();
  return {
    measured: formMeasuredSql(surveyId),
    changed: submitted && ((when) => submitted.sql(caller.auth.tenant.id, surveyId, when)),
  };
};
const submittedTold = (caller: ResponsesContext, surveyId: string, told: repo.SubmittedTold) =>
  Promise.all([
    told.measured ? formMeasuredAnswersChanged(caller, surveyId) : undefined,
    told.staleMarked ? submittedSubscriber()?.markedStale(caller, surveyId) : undefined,
  ]);

/**
 * Answering forms. The server applies the same rules as the browser (the shared validateAnswers): types,
 * required, constraints, choices, skip logic (answers to hidden questions are dropped), calculations. Who may
 * answer follows the form's sharing: "respond to form" from a role or grant (a general-public grant: anyone, signed
 * in or not) or being added as a respondent.
 */

const RESPONSE_NOT_FOUND = 'No response has this id.';
type Listed<T> = { count: number; results: T[] };

/** The form, checked open and answerable by the caller (401 for anonymous callers a public link does not cover). */
async function loadForAnswering(caller: ResponsesContext, surveyId: string) {
  const { row, access } = await loadSurvey(caller, surveyId);
  if (!mayRespond(access, row)) {
    if (!caller.auth.user) throw unauthorized();
    throw forbidden(
      'You are not asked to answer this form. Ask its organisation to add you as a respondent.',
    );
  }
  const reason = closedReason(row);
  if (reason) throw forbidden(reason);
  return { row, access };
}

const isEditor = (access: ItemAccess) => can(access, PERMISSIONS.CREATE_EDIT_FORM);

function responseAbilities(
  caller: ResponsesContext,
  form: SurveyRow,
  access: ItemAccess,
  response: repo.ResponseRow,
) {
  const own = !!caller.auth.user && response.respondent_id === caller.auth.user.id;
  return {
    edit: isEditor(access) || (own && closedReason(form) === null),
    delete: isEditor(access) || (own && response.is_draft),
  };
}

/** Checks answers against a structure; a failure is a 400 naming each question (`answers.<name>`). */
async function checkedAnswers(
  caller: ResponsesContext,
  form: SurveyRow,
  sections: Section[],
  raw: Answers,
  isDraft: boolean,
  responseId: string | null,
) {
  const result = validateAnswers(sections, raw, { isDraft });
  const errors: Record<string, string[]> = { ...result.errors };
  await checkReferences(caller, sections, result.answers, errors);
  let files: repo.FileRow[] = [];
  if (result.files.length) {
    files = await repo.findFiles(
      caller.db,
      form.id,
      result.files.map((file) => file.id),
    );
    const usable = new Map(
      files
        .filter(
          (file) =>
            file.uploader_id === (caller.auth.user?.id ?? null) ||
            (responseId !== null && file.response_id === responseId),
        )
        .filter((file) => file.response_id === null || file.response_id === responseId)
        .map((file) => [file.id, file]),
    );
    for (const file of result.files) {
      if (!usable.has(file.id))
        (errors[file.question] ??= []).push(
          'Upload the file again: this one is not among your uploads for this form.',
        );
    }
  }
  if (Object.keys(errors).length) throw badRequest({ answers: errors });
  return { answers: result.answers, fileIds: result.files.map((file) => file.id), files };
}

/** Project and organisation answers must name ones that exist (published projects of the tenant). */
async function checkReferences(
  caller: ResponsesContext,
  sections: Section[],
  answers: Answers,
  errors: Record<string, string[]>,
) {
  const wanted: { name: string; kind: 'project' | 'mda'; value: string }[] = [];
  for (const { question } of eachQuestion(sections)) {
    if (question.question_type !== 'project' && question.question_type !== 'mda') continue;
    const value = answers[question.name];
    if (typeof value === 'string') wanted.push({ name: question.name, kind: question.question_type, value });
  }
  if (!wanted.length) return;
  const found = await repo.existingReferences(
    caller.db,
    caller.auth.tenant.id,
    wanted.filter((item) => item.kind === 'project').map((item) => item.value),
    wanted.filter((item) => item.kind === 'mda').map((item) => item.value),
  );
  for (const item of wanted) {
    const known =
      item.kind === 'project' ? found.projects.has(item.value) : found.organizations.has(item.value);
    if (!known)
      (errors[item.name] ??= []).push(
        item.kind === 'project'
          ? 'Choose a project from the list.'
          : 'Choose a ministry or agency from the list.',
      );
  }
}

/** Responses with their files (`mayHaveFiles` false: the form never asked for files, so no query). */
async function present(
  caller: ResponsesContext,
  form: SurveyRow,
  access: ItemAccess,
  rows: repo.ResponseRow[],
  mayHaveFiles = true,
): Promise<SurveyResponse[]> {
  const files = mayHaveFiles
    ? await repo.findResponseFiles(
        caller.db,
        rows.map((row) => row.id),
      )
    : [];
  return rows.map((row) =>
    presentResponse(
      row,
      form,
      files.filter((file) => file.response_id === row.id),
      responseAbilities(caller, form, access, row),
      caller.config,
    ),
  );
}

/** POST /surveys/{id}/respond/: a submission, a draft, or a draft continued; retries with a known client_id answer the first. */
export async function respond(
  caller: ResponsesContext,
  surveyId: string,
  body: RespondBody,
): Promise<{ created: boolean; response: SurveyResponse }> {
  const { row: form, access } = await loadForAnswering(caller, surveyId);
  const user = caller.auth.user;
  if (body.website)
    throw badRequest({
      non_field_errors: ['This response looks automated and was not saved. Reload the page and try again.'],
    });
  if (body.is_draft && !user)
    throw badRequest({ is_draft: ['Sign in to save a draft and finish it later.'] });
  // A retried send of a draft's submission finds the draft, which took its client_id (a new response's retry is
  // caught by the insert itself).
  if (body.client_id && body.response_id) {
    const earlier = await earlierSend(caller, form, access, body.client_id);
    if (earlier) return earlier;
  }
  let draft: repo.ResponseRow | undefined;
  if (body.response_id) {
    draft = await repo.findResponse(caller.db, caller.auth.tenant.id, body.response_id);
    if (!draft || draft.survey_id !== form.id || !user || draft.respondent_id !== user.id)
      throw badRequest({ response_id: ['This is not one of your drafts of this form.'] });
    if (!draft.is_draft) throw badRequest({ response_id: ['This response was already submitted.'] });
  }
  const version = form.version;
  const sections = await formSections(caller.db, caller.auth.tenant.id, form);
  const checked = await checkedAnswers(
    caller,
    form,
    sections,
    body.answers,
    body.is_draft,
    draft?.id ?? null,
  ).catch(async (error: unknown) => {
    // The first send was saved and the form changed since: the retry still answers the first.
    const earlier =
      body.client_id && error instanceof HttpError
        ? await earlierSend(caller, form, access, body.client_id)
        : null;
    if (earlier) return earlier;
    throw error;
  });
  if ('created' in checked) return checked;
  const { answers, fileIds, files } = checked;
  if (!draft) {
    const inserted = await insertResponseTogether(
      caller.db,
      caller.auth.tenant.id,
      form.id,
      {
        id: newResponseId(),
        version,
        respondentId: user?.id ?? null,
        isDraft: body.is_draft,
        answers,
        clientId: body.client_id ?? null,
        startedAt: body.started_at ?? null,
        indexed: answerValueRows(sections, answers),
        fileIds,
      },
      async (told) => {
        await submittedTold(caller, form.id, told);
      },
      submittedAlongside(caller, form.id),
    );
    if (!inserted) return (await earlierSend(caller, form, access, body.client_id!))!;
    const attached = files.map((file) => ({ ...file, response_id: inserted.id }));
    return {
      created: true,
      response: presentResponse(
        inserted,
        form,
        attached,
        responseAbilities(caller, form, access, inserted),
        caller.config,
      ),
    };
  }
  await caller.db.transaction(async (tx) => {
    if (!body.is_draft) await responseChanging(tx, caller.auth.tenant.id, draft.id);
    // The draft takes the send's client_id: a retried send of the same submission finds it.
    await repo.updateResponseAnswers(tx, caller.auth.tenant.id, draft.id, {
      answers,
      isDraft: body.is_draft,
      version,
      clientId: body.client_id ?? null,
    });
    await repo.attachFiles(tx, caller.auth.tenant.id, draft.id, fileIds);
    if (!body.is_draft)
      await repo.replaceAnswerValues(
        tx,
        caller.auth.tenant.id,
        form.id,
        draft.id,
        answerValueRows(sections, answers),
      );
    if (!body.is_draft) await repo.addToResponsesCount(tx, caller.auth.tenant.id, form.id, 1);
  });
  if (!body.is_draft) await answersChanged(caller, form.id);
  const stored = await repo.findResponse(caller.db, caller.auth.tenant.id, draft.id);
  return { created: true, response: (await present(caller, form, access, [stored!]))[0]! };
}

/** The response an earlier send with this client_id made, as the answer to its retry (someone else's: a 400). */
async function earlierSend(caller: ResponsesContext, form: SurveyRow, access: ItemAccess, clientId: string) {
  const earlier = await repo.findByClientId(caller.db, form.id, clientId);
  if (!earlier) return null;
  if (earlier.respondent_id !== (caller.auth.user?.id ?? null))
    throw badRequest({ client_id: ['This client_id was already used. Make a new one for each response.'] });
  return { created: false, response: (await present(caller, form, access, [earlier]))[0]! };
}

/** The response and its form, for someone who may read it: the form's response viewers, or its respondent. */
async function loadResponse(caller: ResponsesContext, responseId: string) {
  const response = await repo.findResponse(caller.db, caller.auth.tenant.id, responseId);
  if (!response) throw notFound(RESPONSE_NOT_FOUND);
  const { row: form, access } = await loadSurveyById(caller, response.survey_id).catch((error: unknown) => {
    throw error instanceof HttpError ? notFound(RESPONSE_NOT_FOUND) : error;
  });
  const own = !!caller.auth.user && response.respondent_id === caller.auth.user.id;
  if (!own && !can(access, PERMISSIONS.VIEW_FORM_RESPONSES)) throw notFound(RESPONSE_NOT_FOUND);
  return { response, form, access };
}

async function detail(
  caller: ResponsesContext,
  form: SurveyRow,
  access: ItemAccess,
  response: repo.ResponseRow,
): Promise<SurveyResponseDetail> {
  const [sections, changes, presented] = await Promise.all([
    structureRepo.findVersionSections(caller.db, caller.auth.tenant.id, form.id, response.version),
    repo.findChanges(caller.db, response.id),
    present(caller, form, access, [response]),
  ]);
  return presentResponseDetail(presented[0]!, sections ?? [], changes);
}

export async function getResponse(
  caller: ResponsesContext,
  responseId: string,
): Promise<SurveyResponseDetail> {
  const { response, form, access } = await loadResponse(caller, responseId);
  return detail(caller, form, access, response);
}

/** Changes answers (checked against the response's own version) and logs who changed which answer from what to what. */
export async function updateResponse(
  caller: ResponsesContext,
  responseId: string,
  body: UpdateResponseBody,
): Promise<SurveyResponseDetail> {
  const { response, form, access } = await loadResponse(caller, responseId);
  if (!responseAbilities(caller, form, access, response).edit)
    throw forbidden('You may not change this response.');
  const sections =
    (await structureRepo.findVersionSections(caller.db, caller.auth.tenant.id, form.id, response.version)) ??
    [];
  const { answers, fileIds } = await checkedAnswers(
    caller,
    form,
    sections,
    body.answers,
    response.is_draft,
    response.id,
  );
  const names = new Set([...Object.keys(response.answers), ...Object.keys(answers)]);
  const changes = [...names]
    .filter((name) => canonical(response.answers[name] ?? null) !== canonical(answers[name] ?? null))
    .map((name) => ({ question: name, from: response.answers[name] ?? null, to: answers[name] ?? null }));
  if (changes.length) {
    await caller.db.transaction(async (tx) => {
      if (!response.is_draft) await responseChanging(tx, caller.auth.tenant.id, response.id);
      await repo.updateResponseAnswers(tx, caller.auth.tenant.id, response.id, {
        answers,
        isDraft: response.is_draft,
        edited: !response.is_draft,
      });
      await repo.attachFiles(tx, caller.auth.tenant.id, response.id, fileIds);
      if (!response.is_draft)
        await repo.replaceAnswerValues(
          tx,
          caller.auth.tenant.id,
          form.id,
          response.id,
          answerValueRows(sections, answers),
        );
      if (!response.is_draft)
        await repo.insertChange(tx, {
          tenantId: caller.auth.tenant.id,
          responseId: response.id,
          changedBy: caller.auth.user?.id ?? null,
          changes,
        });
    });
    forgetCounts(form.id);
    if (!response.is_draft) await answersChanged(caller, form.id);
  }
  return getResponse(caller, response.id);
}

export async function deleteResponse(caller: ResponsesContext, responseId: string): Promise<void> {
  const { response, form, access } = await loadResponse(caller, responseId);
  if (!responseAbilities(caller, form, access, response).delete)
    throw forbidden('Only the form’s editors delete responses; you may delete your own drafts.');
  await caller.db.transaction(async (tx) => {
    if (!response.is_draft) await responseChanging(tx, caller.auth.tenant.id, response.id);
    await repo.deleteResponse(tx, caller.auth.tenant.id, response.id);
    if (!response.is_draft) await repo.addToResponsesCount(tx, caller.auth.tenant.id, form.id, -1);
  });
  forgetCounts(form.id);
  if (!response.is_draft) await answersChanged(caller, form.id);
}

/**
 * The one check of a filter's question names, shared by the responses list, my responses and exports: a name no
 * version of the form has is a 400 on its field (it used to answer an empty list, or an empty export file).
 */
export function checkFilterQuestions(
  names: ReadonlySet<string>,
  query: Pick<ResponseListQuery, 'answer' | 'question'>,
): void {
  for (const item of query.answer ?? []) {
    const name = item.slice(0, Math.max(0, item.indexOf(':')));
    if (!names.has(name))
      throw badRequest({ answer: [`This form has no question named "${name.slice(0, 100)}".`] });
  }
  if (query.question && !names.has(query.question))
    throw badRequest({ question: [`This form has no question named "${query.question.slice(0, 100)}".`] });
}

function listFilter(
  caller: ResponsesContext,
  form: SurveyRow,
  query: ResponseListQuery,
  facts: Pick<FormFacts, 'questionNames'>,
): repo.ResponseFilter {
  if (query.from && query.to && query.from > query.to)
    throw badRequest({ to: ['The end date must be on or after the start date.'] });
  if ((query.min !== undefined || query.max !== undefined) && !query.question)
    throw badRequest({ question: ['Name the numeric question that min and max bound.'] });
  checkFilterQuestions(facts.questionNames, query);
  return {
    tenantId: caller.auth.tenant.id,
    surveyId: form.id,
    drafts: undefined,
    search: query.search || undefined,
    answers: query.answer?.map((item) => {
      const at = item.indexOf(':');
      return { name: item.slice(0, at), value: item.slice(at + 1) };
    }),
    from: query.from,
    to: query.to,
    numeric: query.question ? { name: query.question, min: query.min, max: query.max } : undefined,
    ordering: query.ordering,
  };
}

/**
 * The responses table's filter over a form's submitted responses, for other modules (exports): the same parsing and
 * the same 400s as the list; answers indexed everywhere are filtered index-only as the list does.
 */
export async function submittedResponsesFilter(
  caller: Pick<SurveysContext, 'db'> & { auth: { tenant: { id: string } } },
  form: SurveyRow,
  filters: Omit<ResponseListQuery, 'ordering' | 'is_draft'>,
): Promise<repo.ResponseFilter> {
  const facts = await formFacts(caller.db, caller.auth.tenant.id, form);
  const base = listFilter(
    caller as ResponsesContext,
    form,
    {
      ...filters,
      ordering: ['submitted'],
    },
    facts,
  );
  return { ...base, drafts: false, indexed: facts.indexedEverywhere };
}

/** How many submitted responses a filter of submittedResponsesFilter holds. */
export const countSubmittedResponses = (db: SurveysContext['db'], filter: repo.ResponseFilter) =>
  repo.countFiltered(db, filter);

/**
 * Counts of filtered lists, kept a few seconds: paging through a filter of 100,000 responses counts it once. The key
 * holds the form's count of submissions, and an edit or deletion here forgets the form's counts at once; another API
 * process may show a count up to COUNT_KEPT_MS old after an edit. The count is kept while it runs too, so requests
 * arriving together with the same filter share one count (32 clients opening a searched list at once counted it 32
 * times over, each a read of 20,000 rows).
 */
const COUNT_KEPT_MS = 5_000;
const recentCounts = new Map<string, Map<string, Promise<number>>>();
function sharedCount(formId: string, key: string, count: () => Promise<number>): Promise<number> {
  let counts = recentCounts.get(formId);
  const kept = counts?.get(key);
  if (kept) return kept;
  if (!counts) {
    recentCounts.set(formId, (counts = new Map<string, Promise<number>>()));
    setTimeout(() => {
      if (recentCounts.get(formId) === counts) recentCounts.delete(formId);
    }, COUNT_KEPT_MS).unref();
  }
  const counting = count();
  counts.set(key, counting);
  // A failed count is not kept: the next request counts again.
  counting.catch(() => {
    if (counts.get(key) === counting) counts.delete(key);
  });
  return counting;
}
const forgetCounts = (formId: string) => recentCounts.delete(formId);

/** GET /surveys/{id}/responses/: the form's submitted responses, for those who view its responses. */
export async function findResponses(
  caller: ResponsesContext,
  surveyId: string,
  query: ResponseListQuery,
  page: PageParams,
): Promise<Listed<SurveyResponse>> {
  const { row: form, access } = await loadSurvey(caller, surveyId, PERMISSIONS.VIEW_FORM_RESPONSES);
  const unfiltered = !query.search && !query.answer?.length && !query.from && !query.to && !query.question;
  const facts = await formFacts(caller.db, caller.auth.tenant.id, form);
  const filter = {
    ...listFilter(caller, form, query, facts),
    drafts: false,
    indexed: unfiltered ? undefined : facts.indexedEverywhere,
  };
  const countKey = `${form.responses_count}:${canonical({ ...filter, indexed: undefined, ordering: undefined })}`;
  const knownCount = unfiltered
    ? form.responses_count
    : await sharedCount(form.id, countKey, () => repo.countFiltered(caller.db, filter));
  const { count, rows } = await repo.findResponses(caller.db, filter, page, knownCount, form.responses_count);
  return { count, results: await present(caller, form, access, rows, facts.asksForFiles) };
}

/** GET /surveys/{id}/my-responses/: the caller's own responses and drafts of the form. */
export async function findMyResponses(
  caller: ResponsesContext,
  surveyId: string,
  query: ResponseListQuery,
  page: PageParams,
): Promise<Listed<SurveyResponse>> {
  const user = caller.auth.user;
  if (!user) throw unauthorized();
  const { row: form, access } = await loadSurvey(caller, surveyId);
  // Drafts are listed by their last change unless asked otherwise (a draft has no submission time).
  const ordering =
    query.is_draft && query.ordering.join() === '-submitted' ? ['-modified' as const] : query.ordering;
  const facts = await formFacts(caller.db, caller.auth.tenant.id, form);
  const { asksForFiles } = facts;
  const { count, rows } = await repo.findResponses(
    caller.db,
    {
      ...listFilter(caller, form, { ...query, ordering }, facts),
      drafts: query.is_draft,
      respondentId: user.id,
    },
    page,
  );
  return { count, results: await present(caller, form, access, rows, asksForFiles) };
}

/** The files of a batch of responses (exports write their links), one query. */
export async function filesOfResponses(
  db: SurveysContext['db'],
  responseIds: string[],
  config: FileUrlConfig,
): Promise<Map<string, string>> {
  const rows = await repo.findResponseFiles(db, responseIds);
  // A downloaded export is read for days: its links last ANSWER_FILE_EXPORT_URL_DAYS.
  return new Map(
    rows.map((row) => [row.id, answerFileUrl(config, row, config.answerFiles.exportUrlSeconds)]),
  );
}

/** The client ids of these that the form already holds: an import stores each submission once. */
export const knownClientIds = (db: SurveysContext['db'], surveyId: string, clientIds: string[]) =>
  repo.findClientIds(db, surveyId, clientIds);

/**
 * A submission made elsewhere (KoboToolbox), checked by the same rules as an answer given here and stored once per
 * client id at its own submission time; answers the form refuses come back as errors, nothing stored.
 */
export async function importResponse(
  db: SurveysContext['db'],
  tenantId: string,
  form: SurveyRow,
  sections: Section[],
  item: { clientId: string; submittedAt: string | null; answers: Answers },
): Promise<{ stored: boolean; errors: Record<string, string[]> }> {
  const result = validateAnswers(sections, item.answers, { isDraft: false });
  if (Object.keys(result.errors).length) return { stored: false, errors: result.errors };
  const {
    rows: [inserted],
  } = await repo.insertResponses(db, tenantId, form.id, [
    {
      id: newResponseId(),
      version: form.version,
      respondentId: null,
      isDraft: false,
      answers: result.answers,
      clientId: item.clientId,
      startedAt: null,
      submittedAt: item.submittedAt,
      indexed: answerValueRows(sections, result.answers),
      fileIds: result.files.map((file) => file.id),
    },
  ]);
  if (inserted) forgetCounts(form.id);
  return { stored: !!inserted, errors: {} };
}
