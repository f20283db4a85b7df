import { describe, expect, it } from 'vitest';
import {
  blankQuestion,
  blankSection,
  builderReducer,
  fromSaved,
  locate,
  toInput,
  type DraftSection,
} from './builder-state';

const ID1 = '00000000-0000-4000-8000-000000000001';
const ID2 = '00000000-0000-4000-8000-000000000002';

function form(): DraftSection[] {
  return [
    blankSection({
      key: 's1',
      id: ID1,
      name: 'Site',
      questions: [
        blankQuestion({ key: 'a', id: ID2, name: 'age', text: 'Age', question_type: 'integer' }),
        blankQuestion({ key: 'b', text: 'Name' }),
        blankQuestion({
          key: 'g',
          text: 'Classrooms',
          question_type: 'repeat',
          questions: [
            blankQuestion({ key: 'g1', text: 'Pupils' }),
            blankQuestion({ key: 'g2', text: 'Desks' }),
          ],
        }),
      ],
    }),
    blankSection({ key: 's2', name: 'Staff', questions: [blankQuestion({ key: 'c', text: 'Teachers' })] }),
  ];
}
const keys = (sections: DraftSection[], container: string) => {
  const section = sections.find((s) => s.key === container);
  return (section?.questions ?? locate(sections, container)?.question.questions ?? []).map((q) => q.key);
};

describe('builderReducer', () => {
  it('adds a short-text question at the end or at a place, in a section or inside a repeat', () => {
    let state = builderReducer(form(), { type: 'addQuestion', container: 's2' });
    expect(state[1]!.questions).toHaveLength(2);
    expect(state[1]!.questions[1]!.question_type).toBe('text');
    state = builderReducer(state, {
      type: 'addQuestion',
      container: 'g',
      index: 0,
      question: blankQuestion({ key: 'n' }),
    });
    expect(keys(state, 'g')).toEqual(['n', 'g1', 'g2']);
  });

  it('moves a question inside its list, out of a repeat and across sections, keeping its id', () => {
    let state = builderReducer(form(), { type: 'moveQuestion', key: 'a', container: 's1', index: 2 });
    expect(keys(state, 's1')).toEqual(['b', 'g', 'a']);
    state = builderReducer(state, { type: 'moveQuestion', key: 'g2', container: 's2', index: 0 });
    expect(keys(state, 'g')).toEqual(['g1']);
    expect(keys(state, 's2')).toEqual(['g2', 'c']);
    state = builderReducer(state, { type: 'moveQuestion', key: 'a', container: 's2', index: 99 });
    expect(keys(state, 's2')).toEqual(['g2', 'c', 'a']);
    expect(locate(state, 'a')?.question.id).toBe(ID2);
  });

  it('refuses to move a repeat into itself', () => {
    const state = form();
    expect(builderReducer(state, { type: 'moveQuestion', key: 'g', container: 'g', index: 0 })).toBe(state);
  });

  it('duplicates a question or a section with fresh keys and without ids or names', () => {
    let state = builderReducer(form(), { type: 'duplicateQuestion', key: 'a' });
    const copy = state[0]!.questions[1]!;
    expect(copy).toMatchObject({ text: 'Age', question_type: 'integer' });
    expect(copy.id).toBeUndefined();
    expect(copy.name).toBeUndefined();
    expect(copy.key).not.toBe('a');
    state = builderReducer(state, { type: 'duplicateSection', key: 's1' });
    expect(state.map((s) => s.name)).toEqual(['Site', 'Site (copy)', 'Staff']);
    expect(state[1]!.id).toBeUndefined();
    expect(state[1]!.questions[3]!.questions!.map((q) => q.text)).toEqual(['Pupils', 'Desks']);
  });

  it('deletes questions anywhere and sections, and reorders sections', () => {
    let state = builderReducer(form(), { type: 'removeQuestion', key: 'g1' });
    expect(keys(state, 'g')).toEqual(['g2']);
    state = builderReducer(state, { type: 'moveSection', key: 's2', to: 0 });
    expect(state.map((s) => s.key)).toEqual(['s2', 's1']);
    state = builderReducer(state, { type: 'removeSection', key: 's2' });
    expect(state.map((s) => s.key)).toEqual(['s1']);
  });

  it('edits a question and gives a new group its list', () => {
    const state = builderReducer(form(), {
      type: 'updateQuestion',
      key: 'b',
      patch: { question_type: 'group' },
    });
    expect(locate(state, 'b')?.question.questions).toEqual([]);
  });
});

describe('toInput and fromSaved', () => {
  it('sends ids, leaves out keys and empty names, and keeps questions only for groups and repeats', () => {
    const [section] = toInput(form());
    expect(section).not.toHaveProperty('key');
    expect(section!.id).toBe(ID1);
    expect(section!.questions[0]).toMatchObject({ id: ID2, name: 'age' });
    expect(section!.questions[1]).not.toHaveProperty('name');
    expect(section!.questions[1]).not.toHaveProperty('questions');
    expect(section!.questions[2]!.questions).toHaveLength(2);
  });

  it('takes the saved ids and generated names, keeping the keys by position', () => {
    const previous = form();
    const saved = toInput(previous).map((s, i) => ({
      id: s.id ?? `sec-${i}`,
      name: s.name,
      description: s.description,
      questions: s.questions.map((q, j) => ({
        ...q,
        id: q.id ?? `q-${i}-${j}`,
        name: q.name ?? `generated_${j}`,
        options: [],
        questions: q.questions?.map((c, k) => ({
          ...c,
          id: `c-${k}`,
          name: `child_${k}`,
          options: [],
          questions: undefined,
        })),
      })),
    }));
    const next = fromSaved(saved, previous);
    expect(next[0]!.questions.map((q) => q.key)).toEqual(['a', 'b', 'g']);
    expect(next[0]!.questions[1]).toMatchObject({ name: 'generated_1', id: 'q-0-1' });
    expect(next[0]!.questions[2]!.questions!.map((q) => q.key)).toEqual(['g1', 'g2']);
    expect(next[1]!.id).toBe('sec-1');
  });
});
