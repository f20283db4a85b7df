import { randomUUID } from 'node:crypto';
import { checkSections, normalizeSections } from '@oversight/shared/surveys/form-definition';
import {
  CHOICE_TYPES,
  eachQuestion,
  FILE_TYPES,
  NO_ANSWER_TYPES,
  type FlatQuestion,
  type Question,
  type Section,
  type SectionInput,
} from '@oversight/shared/surveys/questions.schemas';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, type FieldErrors } from '../../platform/errors.js';
import { indexedAlikeInEveryVersion, indexedInEveryVersion } from './answer-index.js';
import * as repo from './structure.repository.js';

/**
 * A form's structure: every change goes through saveStructure, which normalises and checks the sections
 * with the shared engine, keeps ids the form already has, and versions the form when answers were already given to
 * the version being changed (those answers stay readable under their version).
 */

type Saver = { tenantId: string; userId: string | null };

function idsOf(sections: readonly Section[]): Set<string> {
  const ids = new Set<string>();
  for (const section of sections) ids.add(section.id);
  for (const { question } of eachQuestion(sections)) {
    ids.add(question.id);
    for (const option of question.options) ids.add(option.id);
  }
  return ids;
}

/** Question and choice rows of a structure, in form order (depth first). */
function rowsOf(sections: readonly Section[]) {
  const questions: repo.QuestionRowInput[] = [];
  const options: repo.OptionRowInput[] = [];
  for (const section of sections) {
    for (const { question } of eachQuestion([section])) {
      questions.push({
        id: question.id,
        sectionId: section.id,
        name: question.name,
        type: question.question_type,
        text: question.text,
        position: questions.length,
      });
      question.options.forEach((option, position) =>
        options.push({
          id: option.id,
          questionId: question.id,
          position,
          label: option.label,
          value: option.value,
        }),
      );
    }
  }
  return { questions, options };
}

const answerable = (question: Question) => !NO_ANSWER_TYPES.includes(question.question_type);
export const countQuestions = (sections: readonly Section[]) =>
  [...eachQuestion(sections)].filter(({ question }) => answerable(question)).length;

/** Canonical JSON: the same value always gives the same text, whatever the key order (jsonb reorders keys). */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : item,
  );
}

/** Normalises and checks sections; a bad structure is a 400 naming the question and field. */
export function prepareSections(input: SectionInput[], keepIds: ReadonlySet<string> = new Set()): Section[] {
  const sections = normalizeSections(input, randomUUID, keepIds);
  const problems = checkSections(sections);
  if (problems) throw badRequest(problems as FieldErrors);
  return sections;
}

/**
 * Saves a new structure for the form (in the caller's transaction). Unchanged structure: nothing is written. Answers
 * given to the current version: a new version; otherwise the current version is rewritten.
 */
export async function saveStructure(
  tx: DbOrTx,
  saver: Saver,
  surveyId: string,
  input: SectionInput[],
): Promise<{ version: number; sections: Section[] }> {
  const locked = await repo.lockSurvey(tx, saver.tenantId, surveyId);
  const currentVersion = locked?.version ?? 1;
  const current = await repo.findVersionSections(tx, saver.tenantId, surveyId, currentVersion);
  const sections = prepareSections(input, idsOf(current ?? []));
  if (current && canonical(current) === canonical(sections)) return { version: currentVersion, sections };
  const version =
    current && (await repo.hasResponsesAt(tx, surveyId, currentVersion))
      ? currentVersion + 1
      : currentVersion;
  await writeStructure(tx, saver, surveyId, version, sections);
  return { version, sections };
}

/** Writes a checked structure as the form's `version` (a new form, a copy, an import). */
export async function writeStructure(
  tx: DbOrTx,
  saver: Saver,
  surveyId: string,
  version: number,
  sections: Section[],
) {
  await repo.upsertVersion(tx, {
    tenantId: saver.tenantId,
    surveyId,
    version,
    sections,
    createdBy: saver.userId,
  });
  const rows = rowsOf(sections);
  await repo.replaceQuestionRows(tx, saver.tenantId, surveyId, rows.questions, rows.options);
  await repo.setSurveyVersion(tx, saver.tenantId, surveyId, version, countQuestions(sections));
}

/** A copy of a structure with new ids everywhere (duplicating a form). */
export function copySections(sections: Section[]): Section[] {
  return prepareSections(sections);
}

export async function currentSections(
  db: DbOrTx,
  tenantId: string,
  surveyId: string,
  version: number,
): Promise<Section[]> {
  return (await repo.findVersionSections(db, tenantId, surveyId, version)) ?? [];
}

/**
 * Structures kept in memory: answering and listing read a form's structure on every request, and it changes only on a
 * save, which always stamps the form's modified_at (setSurveyVersion). The key holds that stamp, so a save is seen at
 * once by every process. Callers must not change what they get (it is shared).
 */
const STRUCTURES_KEPT = 500;
/**
 * What every version of a form says together: questions indexed in all of them (`indexedAlike`: and answered by one
 * value in all or by a list in all), and whether any asks for files.
 */
export type FormFacts = {
  /** Every question name of every version: a filter naming another is refused. */
  questionNames: ReadonlySet<string>;
  indexedEverywhere: ReadonlySet<string>;
  indexedAlike: ReadonlySet<string>;
  asksForFiles: boolean;
};
const kept = new Map<string, { sections?: Section[]; facts?: FormFacts }>();

type StampedForm = { id: string; version: number | string; modified_at: string | Date };
const stampOf = (form: StampedForm) =>
  `${form.id}:${form.version}:${form.modified_at instanceof Date ? form.modified_at.getTime() : form.modified_at}`;

function keep(key: string, entry: { sections?: Section[]; facts?: FormFacts }) {
  kept.delete(key);
  kept.set(key, entry);
  // The oldest entry goes first (a Map iterates in insertion order).
  if (kept.size > STRUCTURES_KEPT) kept.delete(kept.keys().next().value!);
}

/** The form's current sections, from memory when this save of the form was read before. */
export async function formSections(db: DbOrTx, tenantId: string, form: StampedForm): Promise<Section[]> {
  const key = stampOf(form);
  const known = kept.get(key);
  if (known?.sections) return known.sections;
  const sections = await currentSections(db, tenantId, form.id, Number(form.version));
  keep(key, { ...known, sections });
  return sections;
}

/** The facts of all the form's versions (responses of any version are listed together). */
export async function formFacts(db: DbOrTx, tenantId: string, form: StampedForm): Promise<FormFacts> {
  const key = stampOf(form);
  const known = kept.get(key);
  if (known?.facts) return known.facts;
  const versions = (await repo.findAllVersions(db, tenantId, form.id)).map((item) => item.sections);
  const facts: FormFacts = {
    questionNames: new Set(
      versions.flatMap((sections) => [...eachQuestion(sections)].map(({ question }) => question.name)),
    ),
    indexedEverywhere: indexedInEveryVersion(versions),
    indexedAlike: indexedAlikeInEveryVersion(versions),
    asksForFiles: versions.some((sections) =>
      [...eachQuestion(sections)].some(({ question }) => FILE_TYPES.includes(question.question_type)),
    ),
  };
  keep(key, { ...known, facts });
  return facts;
}

/** Every question flat, in order, with its section and enclosing group or repeat. */
export function flattenForList(
  sections: readonly Section[],
  version: number,
  removed = false,
): FlatQuestion[] {
  const flat: FlatQuestion[] = [];
  for (const section of sections) {
    for (const { question, parents } of eachQuestion([section])) {
      const parent = parents.at(-1) ?? null;
      const repeat = [...parents].reverse().find((item) => item.question_type === 'repeat') ?? null;
      flat.push({
        id: question.id,
        name: question.name,
        question_type: question.question_type,
        text: question.text,
        required: question.required,
        options: question.options,
        section: { id: section.id, name: section.name },
        parent: parent?.name ?? null,
        in_repeat: repeat?.name ?? null,
        position: flat.length,
        removed,
        version,
      });
    }
  }
  return flat;
}

/**
 * The current questions, then (all versions) every question only older versions hold, as it was last described,
 * newest version first: the columns of a responses table that must show every answer ever given.
 */
export async function listQuestions(
  db: DbOrTx,
  tenantId: string,
  survey: { id: string; version: number },
  allVersions: boolean,
): Promise<FlatQuestion[]> {
  if (!allVersions)
    return flattenForList(await currentSections(db, tenantId, survey.id, survey.version), survey.version);
  const versions = await repo.findAllVersions(db, tenantId, survey.id);
  const current = versions.find((item) => item.version === survey.version);
  const listed = current ? flattenForList(current.sections, survey.version) : [];
  const seen = new Set(listed.map((question) => question.name));
  for (const older of versions.filter((item) => item.version !== survey.version).reverse()) {
    for (const question of flattenForList(older.sections, older.version, true)) {
      if (seen.has(question.name)) continue;
      seen.add(question.name);
      listed.push({ ...question, position: listed.length });
    }
  }
  return listed;
}

export const isChoiceQuestion = (question: Question) => CHOICE_TYPES.includes(question.question_type);
