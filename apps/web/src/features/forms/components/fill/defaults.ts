import { defaultAnswer } from '@oversight/shared/surveys/answer-values';
import {
  eachQuestion,
  NO_ANSWER_TYPES,
  type Question,
  type Section,
} from '@oversight/shared/surveys/questions.schemas';
import type { AnswerValue, Answers } from '@oversight/shared/surveys/responses.schemas';

function withDefaults(questions: readonly Question[], skipRepeats: boolean): Answers {
  const answers: Answers = {};
  for (const { question, parents } of eachQuestion<Question>([{ questions }])) {
    if (skipRepeats && parents.some((parent) => parent.question_type === 'repeat')) continue;
    if (NO_ANSWER_TYPES.includes(question.question_type) || question.question_type === 'repeat') continue;
    const value = defaultAnswer(question);
    if (value !== undefined) answers[question.name] = value as AnswerValue;
  }
  return answers;
}

/** The answers a new response starts with: each default outside repeats (repeat items get theirs when added). */
export const startingAnswers = (sections: readonly Section[]): Answers =>
  withDefaults(
    sections.flatMap((section) => section.questions),
    true,
  );

/** A new repeat item with the defaults of the questions directly inside it (groups included). */
export const newRepeatItem = (repeat: Question): Answers => withDefaults(repeat.questions ?? [], true);
