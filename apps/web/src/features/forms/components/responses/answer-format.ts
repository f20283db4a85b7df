import { answerText as sharedAnswerText } from '@oversight/shared/surveys/answers';
import { optionsOf } from '@oversight/shared/surveys/form-definition';
import type { Question } from '@oversight/shared/surveys/questions.schemas';

export { optionsOf };

/** What showing an answer needs of a question: a section's Question, or a listed question with its settings. */
export type AnswerQuestion = Pick<Question, 'name' | 'question_type' | 'options' | 'settings'>;

/** The shared answerText for a question as the responses screens hold it (it reads only these fields). */
export const answerText = (question: AnswerQuestion, value: unknown) =>
  sharedAnswerText(question as Question, value);
