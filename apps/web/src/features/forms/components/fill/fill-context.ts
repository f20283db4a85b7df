import type { Question } from '@oversight/shared/surveys/questions.schemas';
import type { AnswerValue, Answers } from '@oversight/shared/surveys/responses.schemas';
import type { UploadAnswerFile } from './inputs/field-props';

/** Where an answer sits: at the top of the answers, or in one item of a repeat. */
export type RepeatPlace = {
  name: string;
  index: number;
  item: Answers;
  /** The item as expressions read it (every name of the repeat present), as the server evaluates it. */
  view: Answers;
  /** The repeat item this repeat sits in (a repeat inside a repeat), if any. */
  parent?: RepeatPlace;
  /** The item in words ("Rooms 2 of Schools 1"), for the labels of the repeats inside it. */
  label: string;
};

/** What every question of the page needs from the filler. */
export interface FillContext {
  /** All answers, calculated ones included (relevance and calculations read them). */
  answers: Answers;
  errors: Record<string, string[]>;
  setAnswer: (name: string, value: AnswerValue, repeat?: RepeatPlace) => void;
  /** Replaces a repeat's whole list of items (add, remove). */
  setItems: (question: Question, items: Answers[], repeat?: RepeatPlace) => void;
  uploadFile?: UploadAnswerFile;
  /** The builder's preview: files are chosen but never uploaded (elsewhere, no uploadFile means files stay as they are). */
  preview: boolean;
  /** The translation shown (a language of the form's XLSForm labels), or null for the form's own texts. */
  language: string | null;
  /** The geopolitical zones' names in the language read (zone-names.ts), or null for the fixed English names. */
  zoneNames: Readonly<Record<string, string>> | null;
  /** The name of the form's first state question, whose answer narrows LGA choices. */
  stateQuestion: string | null;
  disabled?: boolean;
}
