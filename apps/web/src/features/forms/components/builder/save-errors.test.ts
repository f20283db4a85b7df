import { describe, expect, it } from 'vitest';
import { blankQuestion, blankSection } from './builder-state';
import { firstErrorKey, structureErrors } from './save-errors';

const sections = [
  blankSection({
    key: 's1',
    questions: [
      blankQuestion({ key: 'a', name: 'age' }),
      blankQuestion({ key: 'b' }),
      blankQuestion({ key: 'n', text: 'Head teacher name' }),
    ],
  }),
  blankSection({ key: 's2', questions: [blankQuestion({ key: 'c', name: 'district' })] }),
];

describe('structureErrors', () => {
  it('puts each message on its question (by name or by position) and section', () => {
    const errors = structureErrors(
      {
        questions: {
          district: { relevant: ['Unknown question ${x}.'] },
          '#2': { options: { 0: { value: ['Use letters.'] } } },
          ghost: { text: ['Gone.'] },
          head_teacher_name: { text: ['Too long.'] },
        },
        sections: { 1: { name: ['Too long.'] } },
      },
      sections,
    );
    expect(errors?.questions.c).toEqual({ relevant: 'Unknown question ${x}.' });
    expect(errors?.questions.b).toEqual({ options: 'Choice 1 value: Use letters.' });
    expect(errors?.questions.n).toEqual({ text: 'Too long.' });
    expect(errors?.sections.s2).toEqual({ name: 'Too long.' });
    expect(errors?.other).toEqual(['Question ghost text: Gone.']);
    expect(firstErrorKey(errors!, sections)).toBe('b');
  });

  it('places the schema errors nested by position (sections.i.questions.j) on their question', () => {
    const errors = structureErrors(
      { sections: { 0: { questions: { 1: { options: { 0: { label: ['Enter the choice text.'] } } } } } } },
      sections,
    );
    expect(errors?.questions.b).toEqual({ options: 'Choice 1 label: Enter the choice text.' });
    expect(errors?.sections).toEqual({});
  });

  it('is null for an answer without structure errors', () => {
    expect(structureErrors({ name: ['Enter the form name.'] }, sections)).toBeNull();
    expect(structureErrors('oops', sections)).toBeNull();
  });
});
