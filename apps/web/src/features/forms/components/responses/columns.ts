import {
  eachQuestion,
  FIXED_CHOICE_TYPES,
  CHOICE_TYPES,
  type FlatQuestion,
  type Question,
  type QuestionSettings,
  type Section,
} from '@oversight/shared/surveys/questions.schemas';
import type { Answers } from '@oversight/shared/surveys/responses.schemas';
import { optionsOf } from './answer-format';

// Notes and groups take no answer; a repeat's own answer is its list, shown through the questions inside it.
const NO_COLUMN = new Set(['note', 'group', 'repeat']);

/** A column's question, with the settings of the form's current question (a rating's number of stars). */
export type Column = FlatQuestion & { settings: QuestionSettings };

/** The table's question columns: form order, questions no longer in the form last (their answers stay readable). */
export function questionColumns(
  questions: readonly FlatQuestion[],
  sections: readonly Section[],
  showRemoved: boolean,
): Column[] {
  const settings = new Map<string, QuestionSettings>();
  for (const { question } of eachQuestion<Question>(sections)) settings.set(question.id, question.settings);
  const answerable = questions
    .filter((question) => !NO_COLUMN.has(question.question_type))
    .map((question) => ({ ...question, settings: settings.get(question.id) ?? {} }));
  const current = answerable.filter((question) => !question.removed);
  return showRemoved ? [...current, ...answerable.filter((question) => question.removed)] : current;
}

/** A question's answer in a response; inside a repeat, the list of its answers (one per repeat). */
export function answerOf(question: FlatQuestion, answers: Answers): unknown {
  if (!question.in_repeat) return answers[question.name];
  const items = answers[question.in_repeat];
  if (!Array.isArray(items)) return undefined;
  const values = (items as unknown[])
    .map((item) => (item && typeof item === 'object' ? (item as Answers)[question.name] : undefined))
    .flatMap((value): unknown[] => (Array.isArray(value) ? value : [value]))
    .filter((value) => value !== undefined && value !== null && value !== '');
  return values.length ? values : undefined;
}

// A list longer than this (all the LGAs) is no use in a plain select.
const MAX_FILTER_CHOICES = 100;

/** Questions the list can be filtered by (a value from a fixed list): current, outside repeats, with choices. */
export function filterableQuestions(questions: readonly Column[]): Column[] {
  return questions.filter(
    (question) =>
      !question.removed &&
      !question.in_repeat &&
      (CHOICE_TYPES.includes(question.question_type) ||
        FIXED_CHOICE_TYPES.includes(question.question_type)) &&
      optionsOf(question).length > 0 &&
      optionsOf(question).length <= MAX_FILTER_CHOICES,
  );
}

export const questionLabel = (question: FlatQuestion) =>
  `${question.text || question.name}${question.removed ? ' (removed)' : ''}`;
