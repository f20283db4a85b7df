import type { Question } from '@oversight/shared/surveys/questions.schemas';
import type { ChoiceOption } from './inputs/choice-inputs';

type Translated = {
  translations?: { text?: Record<string, string>; hint?: Record<string, string> };
  options: readonly { translations?: Record<string, string> }[];
  questions?: readonly Translated[];
};

/** The languages one question is translated into: its text, its hint and its choice labels, in that order. */
export function questionLanguages(question: Translated): string[] {
  const found = new Set<string>([
    ...Object.keys(question.translations?.text ?? {}),
    ...Object.keys(question.translations?.hint ?? {}),
  ]);
  for (const option of question.options)
    Object.keys(option.translations ?? {}).forEach((language) => found.add(language));
  return [...found];
}

/** The languages the form is translated into (XLSForm `label::Hausa (ha)` columns), in form order. */
export function languagesOf(sections: readonly { questions: readonly Translated[] }[]): string[] {
  const found = new Set<string>();
  const walk = (questions: readonly Translated[]) => {
    for (const question of questions) {
      questionLanguages(question).forEach((language) => found.add(language));
      if (question.questions) walk(question.questions);
    }
  };
  sections.forEach((section) => walk(section.questions));
  return [...found];
}

/** A question's text in the language chosen (its own text when it has no translation there). */
export const textOf = (question: Question, language: string | null) =>
  (language && question.translations?.text?.[language]) || question.text || question.name;

export const hintOf = (question: Question, language: string | null) =>
  (language && question.translations?.hint?.[language]) || question.hint;

/** Choice labels in the language chosen. */
export function translateChoices(
  question: Question,
  choices: ChoiceOption[],
  language: string | null,
): ChoiceOption[] {
  if (!language) return choices;
  const byValue = new Map(question.options.map((option) => [option.value, option.translations?.[language]]));
  return choices.map((choice) => ({ ...choice, label: byValue.get(choice.value) || choice.label }));
}
