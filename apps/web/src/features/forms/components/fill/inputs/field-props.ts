import type { Question } from '@oversight/shared/surveys/questions.schemas';
import type { AnswerValue, ResponseFile } from '@oversight/shared/surveys/responses.schemas';
import { valueText } from '@oversight/shared/value-text';
import { useState, type ReactNode } from 'react';

/** What every answer input gets: its question, value, error and the label parts shared by all of them. */
export interface FieldProps {
  question: Question;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  /** The DOM id errors focus (the input itself, or the wrapper of a group of inputs). */
  id: string;
  error?: string;
  /** The question text (its accessible name), hint and images, ready for Mantine's label/description. */
  label: string;
  description?: ReactNode;
  required: boolean;
  disabled?: boolean;
}

export type UploadAnswerFile = (
  file: File,
  question: Question,
  onProgress?: (fraction: number) => void,
) => Promise<ResponseFile>;

export const asString = (value: AnswerValue | undefined): string => valueText(value);
export const asNumber = (value: AnswerValue | undefined): number | '' =>
  typeof value === 'number' && Number.isFinite(value) ? value : '';
export const asList = (value: AnswerValue | undefined): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * A NumberInput's text while it is typed: "6." or "-" are not numbers yet, and giving the input the number so far
 * would drop the dot or the sign. `change` answers the number (null when empty or not a number).
 */
export function useNumberText(value: number | '', onNumber: (value: number | null) => void) {
  const [text, setText] = useState<string | null>(null);
  const change = (next: string | number) => {
    if (typeof next === 'number' || next === '') {
      setText(null);
      onNumber(next === '' ? null : next);
      return;
    }
    setText(next);
    const number = Number(next);
    onNumber(next.trim() !== '' && Number.isFinite(number) ? number : null);
  };
  return { shown: text ?? value, change };
}
