import { questionDefaults, type Question, type Section } from '@oversight/shared/surveys/questions.schemas';

let counter = 0;

/** A question as the API answers it, with every field at its default (tests and the builder's samples). */
export function makeQuestion(
  overrides: Partial<Question> & Pick<Question, 'name' | 'question_type'>,
): Question {
  counter += 1;
  return {
    ...questionDefaults(),
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    text: overrides.name,
    ...overrides,
  };
}

export const option = (label: string, value: string) => ({ id: `opt-${value}`, label, value });

export function makeSection(name: string, questions: Question[]): Section {
  counter += 1;
  return {
    id: `10000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    name,
    description: '',
    questions,
  };
}
