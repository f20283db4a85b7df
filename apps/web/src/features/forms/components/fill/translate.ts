import type { Question, Section } from '@oversight/shared/surveys/questions.schemas';
import type { ChoiceOption } from './inputs/choice-inputs';

/** The languages the form's questions are translated into (XLSForm `label::Hausa (ha)` columns), in form order. */
export function languagesOf(sections: readonly Section[]): string[] {
  const found = new Set<string>();
  const walk = (questions: readonly Question[]) => {
    for (const question of questions) {
      Object.keys(question.translations?.text ?? {}).forEach((language) => found.add(language));
      if (question.questions) walk(question.questions);
    }
  };
  sections.forEach((section) => walk(section.questions));
  return [...found];
}

/** A question's text in the language chosen (its own text when it has no translation there). */
export const textOf = (question: Question, language: string | null) =>
  (language && question.translations?.text?.[language]) || question.text || question.name;

export const hintOf = (question: Question, language: string | null) => (language && question.translations?.hint?.[language]) || question.hint;

/** Choice labels in the language chosen. */
export function translateChoices(question: Question, choices: ChoiceOption[], language: string | null): ChoiceOption[] {
  if (!language) return choices;
  const byValue = new Map(question.options.map((option) => [option.value, option.translations?.[language]]));
  return choices.map((choice) => ({ ...choice, label: byValue.get(choice.value) || choice.label }));
}
