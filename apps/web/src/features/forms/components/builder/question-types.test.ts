import { QUESTION_TYPES } from '@oversight/shared/surveys/questions.schemas';
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPE_GROUPS } from './question-types';

describe("the builder's question type menu", () => {
  it('lists every question type once, the field types among them', () => {
    const listed = QUESTION_TYPE_GROUPS.flatMap((group) => group.items.map((item) => item.value));
    expect([...listed].sort()).toEqual([...QUESTION_TYPES].sort());
    expect(listed).toEqual(expect.arrayContaining(['barcode', 'acknowledge', 'hidden']));
  });
});
