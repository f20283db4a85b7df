import { eachQuestion, type Question, type Section } from '@oversight/shared/surveys/questions.schemas';
import type { AnswerValue, Answers } from '@oversight/shared/surveys/responses.schemas';

/** Where an answer sits: nothing (the top), or a repeat item, itself maybe inside another repeat's item. */
type RepeatPath = { name: string; index: number; parent?: RepeatPath };

/** The repeat items from the outermost to this one. */
const chainOf = (repeat?: RepeatPath): RepeatPath[] => (repeat ? [...chainOf(repeat.parent), repeat] : []);

/** An answer's key in validateAnswers' errors: `name`, `repeat[i].name`, or `outer[i].inner[j].name`. */
export const answerKey = (name: string, repeat?: RepeatPath) =>
  chainOf(repeat)
    .map((place) => `${place.name}[${place.index}].`)
    .join('') + name;

/** A DOM id for the field of an answer key (ids may not hold brackets or dots in CSS selectors). */
export const fieldId = (key: string) => `answer-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** The top-level name an error key belongs to: `rooms[2].size` -> `rooms`. */
export const rootName = (key: string) => key.split(/[[.]/)[0] ?? key;

/** For each answer name at the top of the answers (repeats and questions outside repeats), its section's index. */
export function sectionIndexByName(sections: readonly Section[]): Map<string, number> {
  const byName = new Map<string, number>();
  sections.forEach((section, index) => {
    for (const { question, parents } of eachQuestion<Question>([section])) {
      if (parents.some((parent) => parent.question_type === 'repeat')) continue;
      byName.set(question.name, index);
      if (question.settings.or_other) byName.set(`${question.name}_other`, index);
    }
  });
  return byName;
}

/** The errors whose question sits in one of the given sections, in the order of the form. */
export function errorsInSections(
  errors: Record<string, string[]>,
  sections: readonly Section[],
  indexes: readonly number[],
): Record<string, string[]> {
  const byName = sectionIndexByName(sections);
  const wanted = new Set(indexes);
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([key, messages]) => messages.length && wanted.has(byName.get(rootName(key)) ?? -1),
    ),
  );
}

/** The section holding the first error (errors of names the form does not know stay on the current one). */
export function firstErrorSection(
  errors: Record<string, string[]>,
  sections: readonly Section[],
): number | null {
  const byName = sectionIndexByName(sections);
  let first: number | null = null;
  for (const key of Object.keys(errors)) {
    const index = byName.get(rootName(key));
    if (index !== undefined && (first === null || index < first)) first = index;
  }
  return first;
}

// File inputs are hidden behind their button; disabled controls take no focus.
const FOCUSABLE = [
  'input:not([type=hidden]):not([type=file])',
  'textarea',
  'select',
  'button',
  '[tabindex="0"]',
]
  .map((tag) => `${tag}:not([disabled])`)
  .join(', ');

/** Moves keyboard focus to the first field of the first error on the page. */
export function focusFirstError(keys: readonly string[]) {
  for (const key of keys) {
    const wrapper = document.getElementById(fieldId(key));
    const target = wrapper?.matches('input, textarea, select, button')
      ? wrapper
      : wrapper?.querySelector<HTMLElement>(FOCUSABLE);
    if (target) {
      target.focus();
      return;
    }
  }
}

/** The answers with one changed (null removes it), at the top or in a repeat item at any depth (made when missing). */
export function withAnswer(
  answers: Answers,
  name: string,
  value: AnswerValue | Answers[],
  repeat?: RepeatPath,
): Answers {
  const set = (holder: Answers) => {
    if (value === null) {
      const { [name]: _cleared, ...next } = holder;
      return next;
    }
    return { ...holder, [name]: value };
  };
  const within = (holder: Answers, chain: RepeatPath[]): Answers => {
    const [place, ...rest] = chain;
    if (!place) return set(holder);
    const list = Array.isArray(holder[place.name]) ? [...(holder[place.name] as Answers[])] : [];
    while (list.length <= place.index) list.push({});
    list[place.index] = within(list[place.index] ?? {}, rest);
    return { ...holder, [place.name]: list };
  };
  return within(answers, chainOf(repeat));
}

/** The name of the form's first state question (its answer narrows the LGA choices). */
export function stateQuestionOf(sections: readonly Section[]): string | null {
  for (const { question } of eachQuestion<Question>(sections))
    if (question.question_type === 'state') return question.name;
  return null;
}
