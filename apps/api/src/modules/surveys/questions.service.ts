import { createHash } from 'node:crypto';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  CHOICE_TYPES,
  NUMERIC_TYPES,
  eachQuestion,
  questionOptionSchema,
  type FlatQuestion,
  type MdaFormQuestion,
  type QuestionOptionInput,
  type QuestionOptionWithQuestion,
  type Section,
} from '@oversight/shared/surveys/questions.schemas';
import type { Respondent } from '@oversight/shared/surveys/responses.schemas';
import { badRequest, forbidden, notFound, unauthorized } from '../../platform/errors.js';
import type { PageParams } from '../../platform/pagination.js';
import type { ContextOf } from '../../platform/request-context.js';
import { publishEvent } from '../notifications/notifications.service.js';
import { presentRespondent } from './responses.presenter.js';
import * as responsesRepo from './responses.repository.js';
import * as repo from './structure.repository.js';
import { currentSections, formSections, listQuestions, saveStructure } from './structure.service.js';
import { ownFormsScope } from './surveys.policy.js';
import { loadSurvey, loadSurveyById, type SurveysContext } from './surveys.service.js';

/** A form's questions read flat, one question's choices edited by id, questions offered to indicators, respondents. */

const QUESTION_NOT_FOUND = 'No question has this id.';
const OPTION_NOT_FOUND = 'No choice has this id.';
type Listed<T> = { count: number; results: T[] };

export async function findQuestions(
  caller: SurveysContext,
  surveyId: string,
  allVersions: boolean,
): Promise<FlatQuestion[]> {
  const { row } = await loadSurvey(caller, surveyId);
  return listQuestions(caller.db, caller.auth.tenant.id, { id: row.id, version: row.version }, allVersions);
}

/** Numeric and choice questions of the current organisation's forms, for indicators (docs/spec/product-spec.md section 9: 100 a page). */
export async function findOrganizationQuestions(
  caller: SurveysContext,
  query: { search?: string; survey?: string; kind: 'numeric' | 'choice' | 'all' },
  page: PageParams,
): Promise<Listed<MdaFormQuestion>> {
  if (!caller.auth.user) throw unauthorized();
  const organizationId = ownFormsScope(caller.auth);
  if (!organizationId) return { count: 0, results: [] };
  const types =
    query.kind === 'numeric'
      ? NUMERIC_TYPES
      : query.kind === 'choice'
        ? [...CHOICE_TYPES, 'yes-no' as const]
        : [...NUMERIC_TYPES, ...CHOICE_TYPES, 'yes-no' as const];
  const { count, rows } = await repo.findOrganizationQuestions(
    caller.db,
    {
      tenantId: caller.auth.tenant.id,
      organizationId,
      types,
      search: query.search,
      surveyPublicId: query.survey,
    },
    page,
  );
  // Choices come from each form's current version (one query for the page's forms).
  const sections = await repo.findCurrentSections(caller.db, caller.auth.tenant.id, [
    ...new Set(rows.map((row) => row.survey_id)),
  ]);
  const optionsOf = (surveyId: string, questionId: string) => {
    for (const { question } of eachQuestion(sections.get(surveyId) ?? []))
      if (question.id === questionId) return question.options;
    return [];
  };
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      name: row.name,
      text: row.text,
      question_type: row.question_type as MdaFormQuestion['question_type'],
      options: optionsOf(row.survey_id, row.id),
      survey: { id: row.survey_public_id, name: row.survey_name, is_published: row.is_published },
    })),
  };
}

// Question options: each edit rewrites the form's structure through saveStructure, so versions and checks hold.

type Located = { surveyInternalId: string; questionId: string };

/** The form holding the question or choice, when the caller may open it (404 otherwise, telling nothing). */
async function reachableForm(caller: SurveysContext, located: Located | undefined, notFoundMessage: string) {
  if (!located) throw notFound(notFoundMessage);
  return loadSurveyById(caller, located.surveyInternalId).catch(() => {
    throw notFound(notFoundMessage);
  });
}

function optionsWithQuestion(sections: Section[], questionId: string): QuestionOptionWithQuestion[] {
  for (const { question } of eachQuestion(sections)) {
    if (question.id === questionId)
      return question.options.map((option, position) => ({
        ...questionOptionSchema.parse(option),
        question_id: question.id,
        position,
      }));
  }
  throw notFound(QUESTION_NOT_FOUND);
}

/** Changes one question's options in the form's structure and saves it (a 400 when the result is not a valid form). */
async function changeOptions(
  caller: SurveysContext,
  located: Located,
  change: (options: QuestionOptionInput[]) => QuestionOptionInput[],
) {
  const { row: form, access } = await reachableForm(caller, located, QUESTION_NOT_FOUND);
  if (!access.permissions.has(PERMISSIONS.CREATE_EDIT_FORM))
    throw forbidden('Your role does not change this form.');
  return caller.db.transaction(async (tx) => {
    const sections = await currentSections(tx, caller.auth.tenant.id, form.id, form.version);
    let found = false;
    for (const { question } of eachQuestion(sections)) {
      if (question.id !== located.questionId) continue;
      question.options = change(question.options) as typeof question.options;
      found = true;
    }
    if (!found) throw notFound(QUESTION_NOT_FOUND);
    const saved = await saveStructure(
      tx,
      { tenantId: caller.auth.tenant.id, userId: caller.auth.user?.id ?? null },
      form.id,
      sections,
    );
    return optionsWithQuestion(saved.sections, located.questionId);
  });
}

async function locateQuestion(caller: SurveysContext, questionId: string): Promise<Located | undefined> {
  const surveyId = await repo.findQuestionSurvey(caller.db, caller.auth.tenant.id, questionId);
  return surveyId ? { surveyInternalId: surveyId, questionId } : undefined;
}

async function locateOption(caller: SurveysContext, optionId: string): Promise<Located | undefined> {
  const found = await repo.findOptionQuestion(caller.db, caller.auth.tenant.id, optionId);
  return found ? { surveyInternalId: found.survey_id, questionId: found.question_id } : undefined;
}

export async function listOptions(
  caller: SurveysContext,
  questionId: string,
): Promise<QuestionOptionWithQuestion[]> {
  const located = await locateQuestion(caller, questionId);
  const { row: form } = await reachableForm(caller, located, QUESTION_NOT_FOUND);
  return optionsWithQuestion(await formSections(caller.db, caller.auth.tenant.id, form), questionId);
}

export async function getOption(
  caller: SurveysContext,
  optionId: string,
): Promise<QuestionOptionWithQuestion> {
  const located = await locateOption(caller, optionId);
  const { row: form } = await reachableForm(caller, located, OPTION_NOT_FOUND);
  const option = optionsWithQuestion(
    await formSections(caller.db, caller.auth.tenant.id, form),
    located!.questionId,
  ).find((item) => item.id === optionId);
  if (!option) throw notFound(OPTION_NOT_FOUND);
  return option;
}

export async function createOption(
  caller: SurveysContext,
  body: QuestionOptionInput & { question_id: string; position?: number },
): Promise<QuestionOptionWithQuestion> {
  const { question_id: questionId, position, ...option } = body;
  const located = await locateQuestion(caller, questionId);
  if (!located) throw notFound(QUESTION_NOT_FOUND);
  let before: Set<string> = new Set();
  const options = await changeOptions(caller, located, (current) => {
    before = new Set(current.map((item) => item.id!));
    const next = [...current];
    next.splice(position ?? next.length, 0, option);
    return next;
  });
  return options.find((item) => !before.has(item.id))!;
}

export async function updateOption(
  caller: SurveysContext,
  optionId: string,
  body: Partial<QuestionOptionInput> & { position?: number },
): Promise<QuestionOptionWithQuestion> {
  const located = await locateOption(caller, optionId);
  if (!located) throw notFound(OPTION_NOT_FOUND);
  const { position, ...changes } = body;
  const options = await changeOptions(caller, located, (current) => {
    const next = current.map((item) => (item.id === optionId ? { ...item, ...changes, id: optionId } : item));
    if (position === undefined) return next;
    const from = next.findIndex((item) => item.id === optionId);
    const [moved] = next.splice(from, 1);
    next.splice(Math.min(position, next.length), 0, moved!);
    return next;
  });
  return options.find((item) => item.id === optionId)!;
}

export async function deleteOption(caller: SurveysContext, optionId: string): Promise<void> {
  const located = await locateOption(caller, optionId);
  if (!located) throw notFound(OPTION_NOT_FOUND);
  await changeOptions(caller, located, (current) => current.filter((item) => item.id !== optionId));
}

// Respondents

/** Asks people to answer the form; those newly asked are notified (in the app, and by e-mail as they chose). */
export async function addRespondents(
  caller: SurveysContext & ContextOf<'jobs'>,
  surveyId: string,
  body: { emails: string[]; users: string[] },
) {
  const { row } = await loadSurvey(caller, surveyId, PERMISSIONS.MANAGE_FORM_STAKEHOLDERS);
  const found = await responsesRepo.findUsersForRespondents(
    caller.db,
    caller.auth.tenant.id,
    body.emails,
    body.users,
  );
  const already = new Set(
    (
      await responsesRepo.findRespondents(
        caller.db,
        row.id,
        { limit: 1000, offset: 0 },
        found.map((user) => user.id),
      )
    ).rows.map((user) => user.id),
  );
  const foundEmails = new Set(found.map((user) => user.email.toLowerCase()));
  const foundIds = new Set(found.map((user) => user.id));
  const notFoundList = [
    ...body.emails.filter((email) => !foundEmails.has(email)),
    ...body.users.filter((id) => !foundIds.has(id.toLowerCase())),
  ];
  await caller.db.transaction((tx) =>
    responsesRepo.addRespondents(tx, {
      tenantId: caller.auth.tenant.id,
      surveyId: row.id,
      userIds: found.map((user) => user.id),
      addedBy: caller.auth.user!.id,
    }),
  );
  const fresh = found.map((user) => user.id).filter((id) => !already.has(id));
  if (fresh.length) {
    await publishEvent(caller.jobs, {
      tenantId: caller.auth.tenant.id,
      kind: 'form_respondent',
      actorId: caller.auth.user!.id,
      key: `form-respondent:${row.id}:${createHash('sha256').update(fresh.sort().join(',')).digest('hex')}`,
      to: { userIds: fresh },
      data: { item_name: row.name, link: `/forms/${row.public_id}/respond` },
    });
  }
  const added = found.length
    ? await responsesRepo.findRespondents(
        caller.db,
        row.id,
        { limit: 500, offset: 0 },
        found.map((user) => user.id),
      )
    : { rows: [] };
  return { added: added.rows.map(presentRespondent), not_found: notFoundList };
}

export async function findRespondents(
  caller: SurveysContext,
  surveyId: string,
  page: PageParams,
): Promise<Listed<Respondent>> {
  const { row } = await loadSurvey(caller, surveyId, PERMISSIONS.MANAGE_FORM_STAKEHOLDERS);
  const { count, rows } = await responsesRepo.findRespondents(caller.db, row.id, page);
  return { count, results: rows.map(presentRespondent) };
}

export async function removeRespondent(
  caller: SurveysContext,
  surveyId: string,
  userId: string,
): Promise<void> {
  const { row } = await loadSurvey(caller, surveyId, PERMISSIONS.MANAGE_FORM_STAKEHOLDERS);
  const removed = await caller.db.transaction((tx) =>
    responsesRepo.removeRespondent(tx, caller.auth.tenant.id, row.id, userId),
  );
  if (!removed) throw badRequest({ user: ['This person is not a respondent of the form.'] });
}
