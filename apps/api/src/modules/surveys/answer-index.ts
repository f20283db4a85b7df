import { flattenQuestions } from '@oversight/shared/surveys/form-definition';
import {
  CHOICE_TYPES,
  NUMERIC_TYPES,
  type QuestionType,
  type Section,
} from '@oversight/shared/surveys/questions.schemas';
import type { Answers } from '@oversight/shared/surveys/responses.schemas';

/**
 * Which answers survey_answer_values holds: choices (one row per chosen value), yes/no, reference lists and numbers,
 * of questions outside repeats. Filters and counts by these read the narrow index instead of the answers' JSON.
 */
const INDEXED_TYPES: ReadonlySet<QuestionType> = new Set<QuestionType>([
  ...CHOICE_TYPES.filter((type) => type !== 'ranking'),
  ...NUMERIC_TYPES,
  'yes-no',
  'state',
  'lga',
  'geopolitical-zone',
  'mda',
  'project',
  'calculate',
]);
const VALUE_MAX = 200;
/** Indexed types answered by a list of values (one index row each). */
const LIST_TYPES: ReadonlySet<QuestionType> = new Set<QuestionType>(['select-multiple']);

export function indexedQuestionNames(sections: readonly Section[]): Set<string> {
  return new Set(
    flattenQuestions(sections)
      .filter((entry) => !entry.inRepeat && INDEXED_TYPES.has(entry.question.question_type))
      .map((entry) => entry.question.name),
  );
}

/** Names indexed in every version that has them: a question retyped from text keeps its old answers out of the index. */
export function indexedInEveryVersion(versions: readonly (readonly Section[])[]): Set<string> {
  const indexed = new Set<string>();
  const not = new Set<string>();
  for (const sections of versions) {
    const names = indexedQuestionNames(sections);
    for (const entry of flattenQuestions(sections))
      (names.has(entry.question.name) ? indexed : not).add(entry.question.name);
  }
  return new Set([...indexed].filter((name) => !not.has(name)));
}

/**
 * Names indexed in every version that has them and answered by a list in all of them or in none: their index rows
 * say exactly what their JSON says (a question retyped between one choice and several would not).
 */
export function indexedAlikeInEveryVersion(versions: readonly (readonly Section[])[]): Set<string> {
  const indexed = indexedInEveryVersion(versions);
  const shapes = new Map<string, Set<boolean>>();
  for (const sections of versions) {
    for (const entry of flattenQuestions(sections)) {
      const name = entry.question.name;
      if (!indexed.has(name)) continue;
      const seen = shapes.get(name) ?? new Set<boolean>();
      seen.add(LIST_TYPES.has(entry.question.question_type));
      shapes.set(name, seen);
    }
  }
  return new Set([...indexed].filter((name) => shapes.get(name)!.size === 1));
}

export type AnswerValueRow = { question: string; value: string; number: number | null };

export function answerValueRows(sections: readonly Section[], answers: Answers): AnswerValueRow[] {
  const rows: AnswerValueRow[] = [];
  for (const name of indexedQuestionNames(sections)) {
    const answer = answers[name];
    const values = Array.isArray(answer) ? answer : [answer];
    for (const value of values) {
      if (typeof value === 'number' && Number.isFinite(value))
        rows.push({ question: name, value: String(value), number: value });
      else if (typeof value === 'string' && value !== '' && value.length <= VALUE_MAX)
        rows.push({ question: name, value, number: null });
      else if (typeof value === 'boolean') rows.push({ question: name, value: String(value), number: null });
    }
  }
  return rows;
}
