import { describe, expect, it } from 'vitest';
import { checkSections, flattenQuestions, normalizeSections, optionsOf } from './form-definition.js';
import {
  sectionsInputSchema,
  type QuestionInputShape,
  type Section,
  type SectionInput,
} from './questions.schemas.js';

type Input = Partial<Omit<QuestionInputShape, 'questions'>> & { questions?: Input[] };

function ids() {
  let n = 0;
  return () => `id-${++n}`;
}
/** A form of one section (or several) from partial questions, made whole by normalizeSections. */
function form(...sections: Input[][]): Section[] {
  return normalizeSections(sections.map((questions) => ({ questions })) as unknown as SectionInput[], ids());
}
const one = (question: Input) => form([question]);

describe('normalizeSections', () => {
  it('makes names from the text, unique across the form, given names winning', () => {
    const sections = form(
      [
        { text: 'What is your age?' },
        { text: 'What is your age?' },
        { text: 'Name', name: 'what_is_your_age' },
      ],
      [
        {
          question_type: 'group',
          text: 'Household',
          questions: [{ text: '2 rooms?' }, { text: '' }, { text: '', question_type: 'yes-no' }],
        },
      ],
    );
    expect(flattenQuestions(sections).map((entry) => entry.question.name)).toEqual([
      'what_is_your_age_2',
      'what_is_your_age_3',
      'what_is_your_age',
      'household',
      'q_2_rooms',
      'text',
      'yes_no',
    ]);
  });

  it('does not rename two identical given names (checkSections reports them)', () => {
    const sections = form([
      { name: 'age', text: 'A' },
      { name: 'age', text: 'B' },
    ]);
    expect(sections[0]!.questions.map((question) => question.name)).toEqual(['age', 'age']);
    expect(checkSections(sections)).toEqual({
      questions: { age: { name: ['Another question is already named age.'] } },
    });
  });

  it('keeps only the ids the form already has, in a fixed order', () => {
    const input = [
      {
        id: '11111111-1111-4111-8111-111111111111',
        questions: [
          {
            id: '22222222-2222-4222-8222-222222222222',
            text: 'Pick',
            question_type: 'radio',
            options: [{ id: '33333333-3333-4333-8333-333333333333', label: 'A' }, { label: 'B' }],
          },
          { id: '44444444-4444-4444-8444-444444444444', text: 'Unknown id' },
        ],
      },
    ] as unknown as SectionInput[];
    const keep = new Set(['11111111-1111-4111-8111-111111111111', '33333333-3333-4333-8333-333333333333']);
    const sections = normalizeSections(input, ids(), keep);
    expect(sections[0]!.id).toBe('11111111-1111-4111-8111-111111111111');
    expect(sections[0]!.questions[0]!.id).toBe('id-1');
    expect(sections[0]!.questions[0]!.options.map((option) => option.id)).toEqual([
      '33333333-3333-4333-8333-333333333333',
      'id-2',
    ]);
    expect(sections[0]!.questions[1]!.id).toBe('id-3');
    expect(normalizeSections(input, ids(), keep)).toEqual(sections);
  });

  it('fills every default, option values and the fixed yes/no and Likert choices', () => {
    const [section] = form([
      {
        text: 'Colour',
        question_type: 'radio',
        options: [{ label: 'Dark Red' }, { label: 'Dark red' }, { label: 'x', value: 'dark_red_2' }] as never,
      },
      { text: 'Agree?', question_type: 'likert' },
      { text: 'OK?', question_type: 'yes-no', questions: [{ text: 'dropped' }] },
      { text: 'Rooms', question_type: 'repeat' },
      { text: 'Age', question_type: 'integer', options: [{ label: 'dropped' }] as never },
    ]);
    const [colour, agree, ok, rooms, age] = section!.questions;
    expect(colour!.options.map((option) => option.value)).toEqual(['dark_red', 'dark_red_3', 'dark_red_2']);
    expect(agree!.options.map((option) => option.value)).toEqual([
      'strongly_disagree',
      'disagree',
      'neutral',
      'agree',
      'strongly_agree',
    ]);
    expect(ok!.options.map((option) => [option.label, option.value])).toEqual([
      ['Yes', 'yes'],
      ['No', 'no'],
    ]);
    expect(ok).not.toHaveProperty('questions');
    expect(rooms!.questions).toEqual([]);
    expect(age!.options).toEqual([]);
    expect(age).toEqual({
      id: age!.id,
      name: 'age',
      question_type: 'integer',
      text: 'Age',
      hint: '',
      required: false,
      required_message: '',
      images: [],
      options: [],
      default: null,
      relevant: '',
      constraint: '',
      constraint_message: '',
      calculation: '',
      choice_filter: '',
      appearance: '',
      read_only: false,
      settings: {},
    });
  });

  it('takes what the input schema produces', () => {
    const parsed = sectionsInputSchema.parse([
      { name: 'S', questions: [{ text: 'How old are you?', question_type: 'integer' }, {}] },
    ]);
    const sections = normalizeSections(parsed, ids());
    expect(sections[0]!.questions.map((question) => [question.name, question.question_type])).toEqual([
      ['how_old_are_you', 'integer'],
      ['text', 'text'],
    ]);
  });
});

describe('checkSections', () => {
  const errorsOf = (question: Input, ...others: Input[]) => checkSections(form([question, ...others]));

  it('accepts a sound form', () => {
    expect(
      checkSections(
        form([
          {
            name: 'age',
            text: 'Age',
            question_type: 'integer',
            settings: { min: 0, max: 120 },
            constraint: '. >= 18',
            default: '30',
          },
          {
            name: 'fruit',
            text: 'Fruit',
            question_type: 'select-multiple',
            options: [{ label: 'Mango' }, { label: 'Other' }] as never,
            relevant: '${age} > 18',
            settings: { or_other: true },
          },
          { name: 'why', text: 'Why?', relevant: "selected(${fruit}, 'other') and ${fruit_other} != ''" },
          { name: 'double', question_type: 'calculate', calculation: '${age} * 2' },
          { name: 'triple', question_type: 'calculate', calculation: '${double} + ${age}' },
          { name: 'info', question_type: 'note', text: 'Thanks' },
          {
            name: 'rooms',
            text: 'Rooms',
            question_type: 'repeat',
            settings: { min_repeats: 1, max_repeats: 3 },
            questions: [{ name: 'pupils', text: 'Pupils', question_type: 'integer' }],
          },
          { name: 'total', question_type: 'calculate', calculation: 'sum(${pupils})' },
          { name: 'state', text: 'State', question_type: 'state' },
          { name: 'lga', text: 'LGA', question_type: 'lga', choice_filter: 'state = ${state}' },
          {
            name: 'ward',
            text: 'Ward',
            question_type: 'list',
            options: [{ label: 'Fagge', filters: { lga: 'fagge' } }] as never,
            choice_filter: "lga = ${lga} and label != 'x'",
          },
          { name: 'score', text: 'Score', question_type: 'linear-scale', settings: { min: 0, max: 10 } },
          { name: 'stars', text: 'Stars', question_type: 'rating', settings: { max: 10 } },
        ]),
      ),
    ).toBeNull();
  });

  it.each<[string, Input[], Record<string, unknown>]>([
    [
      'a bad name',
      [{ name: '1x', text: 'A' }],
      { '1x': { name: ['A question name starts with a letter or _ and holds only letters, digits and _.'] } },
    ],
    [
      'a reserved name',
      [{ name: '__proto__', text: 'A' }],
      JSON.parse('{"__proto__": {"name": ["This name is reserved; choose another."]}}'),
    ],
    [
      'a name taken by an Other text',
      [
        {
          name: 'fruit',
          text: 'F',
          question_type: 'radio',
          options: [{ label: 'A' }] as never,
          settings: { or_other: true },
        },
        { name: 'fruit_other', text: 'B' },
      ],
      { fruit_other: { name: ['fruit_other holds the "Other" text of fruit; choose another name.'] } },
    ],
    [
      'no choices',
      [{ name: 'pick', text: 'Pick', question_type: 'radio' }],
      { pick: { options: ['Give at least one choice.'] } },
    ],
    [
      'one choice to rank',
      [{ name: 'rank', text: 'Rank', question_type: 'ranking', options: [{ label: 'A' }] as never }],
      { rank: { options: ['Give at least two choices to rank.'] } },
    ],
    [
      'two choices with one value',
      [
        {
          name: 'pick',
          text: 'Pick',
          question_type: 'list',
          options: [
            { label: 'A', value: 'a' },
            { label: 'B', value: 'a' },
          ] as never,
        },
      ],
      { pick: { options: ['Two choices have the value a; give each its own.'] } },
    ],
    [
      'an unknown name',
      [{ name: 'a', text: 'A', relevant: '${agee} > 1' }],
      { a: { relevant: ['Unknown question ${agee}.'] } },
    ],
    [
      'a syntax error',
      [{ name: 'a', text: 'A', constraint: '(. > 1' }],
      { a: { constraint: ['Expected ) at 7, found the end.'] } },
    ],
    [
      'relevant on itself',
      [{ name: 'a', text: 'A', relevant: '${a} > 1' }],
      { a: { relevant: ["Skip logic cannot depend on this question's own answer (${a})."] } },
    ],
    [
      'a calculation of itself',
      [{ name: 'c', question_type: 'calculate', calculation: '${c} + 1' }],
      { c: { calculation: ['A calculation cannot use its own value (${c}).'] } },
    ],
    [
      'a cycle of calculations',
      [
        { name: 'x', question_type: 'calculate', calculation: '${y} + 1' },
        { name: 'y', question_type: 'calculate', calculation: '${x} * 2' },
      ],
      { x: { calculation: ['The calculation of x depends on itself through ${y} -> ${x}.'] } },
    ],
    [
      'a bad choice filter',
      [
        {
          name: 'p',
          text: 'P',
          question_type: 'radio',
          options: [{ label: 'A' }] as never,
          choice_filter: 'x = ${nope}',
        },
      ],
      { p: { choice_filter: ['Unknown question ${nope}.'] } },
    ],
    [
      'a choice filter reading a column no choice has',
      [
        {
          name: 'p',
          text: 'P',
          question_type: 'radio',
          options: [{ label: 'A', filters: { state: 'kano' } }] as never,
          choice_filter: 'zone = 1',
        },
      ],
      {
        p: {
          choice_filter: [
            'No choice has a column zone: a choice_filter reads name, label, state, and ${name} for an answer.',
          ],
        },
      },
    ],
    [
      'a filter column XLSForm cannot read',
      [
        {
          name: 'p',
          text: 'P',
          question_type: 'radio',
          options: [{ label: 'A', filters: { 'state code': 'kano' } }] as never,
        },
      ],
      {
        p: {
          filters: [
            'A filter column name starts with a letter or _ and holds only letters, digits and _ ("state code").',
          ],
        },
      },
    ],
    [
      'a filter column XLSForm uses already',
      [
        {
          name: 'p',
          text: 'P',
          question_type: 'radio',
          options: [{ label: 'A', filters: { label: 'x' } }] as never,
        },
      ],
      { p: { filters: ['label is a column XLSForm uses already; choose another name.'] } },
    ],
    [
      'a bad repeat count',
      [
        {
          name: 'r',
          text: 'R',
          question_type: 'repeat',
          settings: { repeat_count: '${n' },
          questions: [{ name: 'i', text: 'I' }],
        },
      ],
      { r: { settings: { repeat_count: ['Expected a question name inside ${} at 1.'] } } },
    ],
    [
      'a bare name outside a choice filter',
      [{ name: 'a', text: 'A', relevant: 'a = 1' }],
      { a: { relevant: ['Write ${a} to use the answer to a (at 1).'] } },
    ],
    [
      'a calculation missing',
      [{ name: 'c', question_type: 'calculate' }],
      { c: { calculation: ['Enter the calculation.'] } },
    ],
    [
      'a note with no text',
      [{ name: 'n', question_type: 'note' }],
      { n: { text: ['Enter the note text.'] } },
    ],
    ['a question with no text', [{ name: 'q' }], { q: { text: ['Enter the question text.'] } }],
    [
      'an empty group',
      [{ name: 'g', question_type: 'group' }],
      { g: { questions: ['Add at least one question to this group.'] } },
    ],
    [
      'an empty repeat',
      [{ name: 'r', text: 'R', question_type: 'repeat' }],
      { r: { questions: ['Add at least one question to this repeated group.'] } },
    ],
    [
      'a scale upside down',
      [{ name: 's', text: 'S', question_type: 'linear-scale', settings: { min: 5, max: 1 } }],
      { s: { settings: { max: ['The largest value must be above the smallest.'] } } },
    ],
    [
      'a scale of 21 points',
      [{ name: 's', text: 'S', question_type: 'linear-scale', settings: { min: 0, max: 20 } }],
      {
        s: {
          settings: { step: ['A linear scale has at most 11 points: use a bigger step or a shorter range.'] },
        },
      },
    ],
    [
      'a step that does not divide',
      [{ name: 's', text: 'S', question_type: 'linear-scale', settings: { min: 0, max: 10, step: 3 } }],
      {
        s: { settings: { step: ['The step must divide the range from the smallest to the largest value.'] } },
      },
    ],
    [
      '12 stars',
      [{ name: 'r', text: 'R', question_type: 'rating', settings: { max: 12 } }],
      { r: { settings: { max: ['A rating has from 2 to 10 stars.'] } } },
    ],
    [
      'number bounds upside down',
      [{ name: 'n', text: 'N', question_type: 'integer', settings: { min: 10, max: 1 } }],
      { n: { settings: { max: ['The largest answer must not be below the smallest.'] } } },
    ],
    [
      'repeat bounds upside down',
      [
        {
          name: 'r',
          text: 'R',
          question_type: 'repeat',
          settings: { min_repeats: 4, max_repeats: 2 },
          questions: [{ name: 'i', text: 'I' }],
        },
      ],
      { r: { settings: { max_repeats: ['The most entries must not be below the fewest.'] } } },
    ],
    [
      'a default not a number',
      [{ name: 'n', text: 'N', question_type: 'integer', default: 'ten' }],
      { n: { default: ['The default answer is not valid: Enter a whole number.'] } },
    ],
    [
      'a default not in the choices',
      [{ name: 'p', text: 'P', question_type: 'radio', options: [{ label: 'A' }] as never, default: 'b' }],
      { p: { default: ['The default answer is not valid: Choose one of the listed answers.'] } },
    ],
    [
      'a default date',
      [{ name: 'd', text: 'D', question_type: 'date', default: '2026-02-30' }],
      { d: { default: ['The default answer is not valid: Enter a date as YYYY-MM-DD.'] } },
    ],
  ])('reports %s', (_label, questions, expected) => {
    expect(errorsOf(questions[0]!, ...questions.slice(1))).toEqual({ questions: expected });
  });

  it('does not touch Object.prototype through a question named __proto__', () => {
    expect(checkSections(one({ name: '__proto__', text: 'A', relevant: '${nope}' }))).toEqual(
      JSON.parse(
        '{"questions": {"__proto__": {"name": ["This name is reserved; choose another."], "relevant": ["Unknown question ${nope}."]}}}',
      ),
    );
    expect(({} as Record<string, unknown>).name).toBeUndefined();
  });

  it('accepts valid defaults of several types', () => {
    expect(
      errorsOf({
        name: 'm',
        text: 'M',
        question_type: 'select-multiple',
        options: [{ label: 'A' }, { label: 'B' }] as never,
        default: 'a b',
      }),
    ).toBeNull();
    expect(errorsOf({ name: 'y', text: 'Y', question_type: 'yes-no', default: 'yes' })).toBeNull();
    expect(errorsOf({ name: 's', text: 'S', question_type: 'state', default: 'KANO' })).toBeNull();
  });

  it('reports two sections with one name, by index', () => {
    const sections = form([{ name: 'a', text: 'A' }], [{ name: 'b', text: 'B' }]);
    sections[0]!.name = 'Household';
    sections[1]!.name = 'household ';
    expect(checkSections(sections)).toEqual({
      sections: { '1': { name: ['Another section has this name.'] } },
    });
  });

  it('keys a nameless question by its place', () => {
    const sections = one({ text: 'A' });
    sections[0]!.questions[0]!.name = '';
    expect(checkSections(sections)).toEqual({
      questions: {
        '#1': { name: ['A question name starts with a letter or _ and holds only letters, digits and _.'] },
      },
    });
  });
});

describe('flattenQuestions and optionsOf', () => {
  it('lists every question with its section, parent and repeat', () => {
    const sections = form([
      {
        name: 'g',
        question_type: 'group',
        questions: [
          { name: 'r', text: 'R', question_type: 'repeat', questions: [{ name: 'in_r', text: 'I' }] },
        ],
      },
      { name: 'top', text: 'T' },
    ]);
    expect(
      flattenQuestions(sections).map((entry) => [
        entry.question.name,
        entry.parent?.name ?? null,
        entry.inRepeat?.name ?? null,
        entry.position,
        entry.section.id,
      ]),
    ).toEqual([
      ['g', null, null, 0, 'id-1'],
      ['r', 'g', null, 1, 'id-1'],
      ['in_r', 'r', 'r', 2, 'id-1'],
      ['top', null, null, 3, 'id-1'],
    ]);
  });

  it('gives own choices or the fixed lists', () => {
    const [question] = one({
      name: 'p',
      text: 'P',
      question_type: 'radio',
      options: [{ label: 'A', value: 'a' }] as never,
    })[0]!.questions;
    expect(optionsOf(question!)).toMatchObject([{ label: 'A', value: 'a' }]);
    const states = optionsOf({ question_type: 'state', options: [] });
    expect(states).toHaveLength(37);
    expect(states).toContainEqual({ label: 'Kano', value: 'KANO' });
    const lgas = optionsOf({ question_type: 'lga', options: [] });
    expect(lgas).toHaveLength(774);
    expect(lgas).toContainEqual({ label: 'Dala', value: 'Dala', filters: { state: 'KANO' } });
    expect(optionsOf({ question_type: 'geopolitical-zone', options: [] })).toContainEqual({
      label: 'South West',
      value: 'SW',
    });
    expect(optionsOf({ question_type: 'yes-no', options: [] }).map((option) => option.value)).toEqual([
      'yes',
      'no',
    ]);
    expect(optionsOf({ question_type: 'likert', options: [] })).toHaveLength(5);
    expect(optionsOf({ question_type: 'text', options: [] })).toEqual([]);
  });
});
