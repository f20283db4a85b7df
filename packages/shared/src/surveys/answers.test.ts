import { describe, expect, it } from 'vitest';
import {
  answerText,
  computeCalculations,
  emptyAnswer,
  isRelevant,
  validateAnswers,
  visibleOptions,
} from './answers.js';
import { checkSections, normalizeSections } from './form-definition.js';
import type { QuestionInputShape, Section, SectionInput } from './questions.schemas.js';

type Input = Partial<Omit<QuestionInputShape, 'questions'>> & { questions?: Input[] };
function form(questions: Input[]): Section[] {
  let n = 0;
  return normalizeSections([{ questions }] as unknown as SectionInput[], () => `id-${++n}`);
}
const FILE_ID = '0b7c9a52-3f9e-4c55-9d7e-8f3b1a2c4d5e';
const choices = (...values: string[]) =>
  values.map((value) => ({ label: value.toUpperCase(), value })) as never;
const now = new Date(2026, 10, 24, 9, 0);

describe('validateAnswers: each type', () => {
  // [type, extra question fields, a valid answer (and its cleaned form), an invalid answer, its message]
  const cases: [string, Input, unknown, unknown, unknown, string][] = [
    ['text', {}, 'Hello', 'Hello', 12, 'Enter text.'],
    ['text', { settings: { max_length: 3 } }, 'abc', 'abc', 'abcd', 'Use at most 3 characters.'],
    ['paragraph', {}, 'Line 1\nLine 2', 'Line 1\nLine 2', ['x'], 'Enter text.'],
    ['integer', {}, 42, 42, 4.2, 'Enter a whole number.'],
    ['integer', {}, -3, -3, '42', 'Enter a whole number.'],
    ['integer', { settings: { min: 0, max: 120 } }, 120, 120, 121, 'Enter a number of at most 120.'],
    ['integer', { settings: { min: 0 } }, 0, 0, -1, 'Enter a number of at least 0.'],
    ['float', {}, 3.25, 3.25, Number.NaN, 'Enter a number.'],
    ['float', {}, 1e3, 1000, 'x', 'Enter a number.'],
    ['appropriation', {}, 1500000.5, 1500000.5, -1, 'Enter an amount of 0 naira or more.'],
    ['radio', { options: choices('a', 'b') }, 'b', 'b', 'c', 'Choose one of the listed answers.'],
    ['list', { options: choices('a', 'b') }, 'a', 'a', ['a'], 'Choose one of the listed answers.'],
    ['likert', {}, 'agree', 'agree', 'maybe', 'Choose one of the listed answers.'],
    ['yes-no', {}, 'no', 'no', true, 'Choose one of the listed answers.'],
    [
      'select-multiple',
      { options: choices('a', 'b', 'c') },
      ['c', 'a'],
      ['c', 'a'],
      ['a', 'a'],
      'Choose each answer only once.',
    ],
    [
      'select-multiple',
      { options: choices('a', 'b', 'c') },
      ['b'],
      ['b'],
      ['z'],
      'Choose answers from the list.',
    ],
    [
      'select-multiple',
      { options: choices('a', 'b', 'c') },
      ['b'],
      ['b'],
      'a b',
      'Choose answers from the list.',
    ],
    [
      'ranking',
      { options: choices('a', 'b', 'c') },
      ['c', 'a', 'b'],
      ['c', 'a', 'b'],
      ['c', 'a'],
      'Put every choice in order.',
    ],
    [
      'ranking',
      { options: choices('a', 'b') },
      ['b', 'a'],
      ['b', 'a'],
      ['b', 'b'],
      'Choose each answer only once.',
    ],
    ['rating', {}, 5, 5, 6, 'Choose from 1 to 5 stars.'],
    ['rating', { settings: { max: 10 } }, 10, 10, 0, 'Choose from 1 to 10 stars.'],
    ['linear-scale', {}, 3, 3, 7, 'Choose a value from 1 to 5.'],
    [
      'linear-scale',
      { settings: { min: 0, max: 10, step: 2 } },
      4,
      4,
      5,
      'Choose a value from 0 to 10 in steps of 2.',
    ],
    ['date', {}, '2024-02-29', '2024-02-29', '2023-02-29', 'Enter a date as YYYY-MM-DD.'],
    ['date', {}, '2026-11-24', '2026-11-24', '24/11/2026', 'Enter a date as YYYY-MM-DD.'],
    ['time', {}, '08:30', '08:30', '24:00', 'Enter a time as HH:MM.'],
    ['time', {}, '23:59:59', '23:59:59', '8:30', 'Enter a time as HH:MM.'],
    [
      'datetime',
      {},
      '2026-11-24T09:30:00+01:00',
      '2026-11-24T09:30:00+01:00',
      '2026-11-24 09:30',
      'Enter a date and a time.',
    ],
    [
      'datetime',
      {},
      '2026-11-24T09:30Z',
      '2026-11-24T09:30Z',
      '2026-13-24T09:30Z',
      'Enter a date and a time.',
    ],
    [
      'email',
      {},
      ' amina@example.ng ',
      'amina@example.ng',
      'amina@',
      'Enter a valid e-mail address, like name@example.com.',
    ],
    [
      'phone',
      {},
      '+234 803-123-4567',
      '+234 803-123-4567',
      '12345',
      'Enter a phone number of 7 to 15 digits; it may start with + and hold spaces or dashes.',
    ],
    [
      'phone',
      {},
      '08031234567',
      '08031234567',
      '0803 CALL ME',
      'Enter a phone number of 7 to 15 digits; it may start with + and hold spaces or dashes.',
    ],
    [
      'link',
      {},
      'https://budget.gov.ng/a?b=1',
      'https://budget.gov.ng/a?b=1',
      'budget.gov.ng',
      'A link must start with ftp, http or https and contain no spaces or quotes.',
    ],
    [
      'location',
      {},
      { latitude: 9.05, longitude: 7.49, accuracy: 8, extra: 1 },
      { latitude: 9.05, longitude: 7.49, accuracy: 8 },
      { latitude: 91, longitude: 7 },
      'Give a latitude from -90 to 90 and a longitude from -180 to 180.',
    ],
    [
      'location',
      {},
      { latitude: -1, longitude: 2, altitude: 300 },
      { latitude: -1, longitude: 2, altitude: 300 },
      '9.05 7.49',
      'Give a location with a latitude and a longitude.',
    ],
    [
      'location',
      { settings: { max_accuracy: 20 } },
      { latitude: 9, longitude: 7, accuracy: 20 },
      { latitude: 9, longitude: 7, accuracy: 20 },
      { latitude: 9, longitude: 7, accuracy: 50 },
      'The location must be accurate to 20 m or better; wait for a better GPS signal and try again.',
    ],
    [
      'photo',
      {},
      FILE_ID,
      FILE_ID,
      'photo.jpg',
      'Upload the file again: this answer is not an uploaded file.',
    ],
    [
      'audio',
      {},
      FILE_ID.toUpperCase(),
      FILE_ID,
      7,
      'Upload the file again: this answer is not an uploaded file.',
    ],
    ['video', {}, FILE_ID, FILE_ID, {}, 'Upload the file again: this answer is not an uploaded file.'],
    ['file', {}, FILE_ID, FILE_ID, [FILE_ID], 'Upload the file again: this answer is not an uploaded file.'],
    ['state', {}, 'LAGOS', 'LAGOS', 'Lagos', 'Choose one of the listed answers.'],
    ['lga', {}, 'Ikeja', 'Ikeja', 'Atlantis', 'Choose one of the listed answers.'],
    ['geopolitical-zone', {}, 'NC', 'NC', 'North Central', 'Choose one of the listed answers.'],
    ['ward', {}, 'Ward 4', 'Ward 4', 4, 'Enter text.'],
    ['project', {}, 'PRJ-123', 'PRJ-123', 5, 'Choose from the list.'],
    ['mda', {}, 'ORG-9', 'ORG-9', ['x'], 'Choose from the list.'],
  ];

  it.each(cases)('%s %j: valid and invalid', (type, extra, valid, cleaned, invalid, message) => {
    const sections = form([{ name: 'q', text: 'Q', question_type: type as never, ...extra }]);
    const good = validateAnswers(sections, { q: valid }, { isDraft: false });
    expect(good.errors).toEqual({});
    expect(good.answers).toEqual({ q: cleaned });
    const bad = validateAnswers(sections, { q: invalid }, { isDraft: true });
    expect(bad.errors).toEqual({ q: [message] });
    expect(bad.answers).toEqual({});
  });

  it('takes a barcode as text, an acknowledge as "OK" and a hidden value as one value', () => {
    const sections = form([
      { name: 'code', question_type: 'barcode', text: 'Scan the meter' },
      { name: 'ok', question_type: 'acknowledge', text: 'I read the consent', required: true },
      { name: 'source', question_type: 'hidden', default: 'paper' },
    ]);
    expect(checkSections(sections)).toBeNull();
    const good = validateAnswers(
      sections,
      { code: '5901234123457', ok: true, source: 'paper' },
      { isDraft: false },
    );
    expect(good).toMatchObject({ answers: { code: '5901234123457', ok: 'OK', source: 'paper' }, errors: {} });
    expect(answerText(sections[0]!.questions[1]!, 'OK')).toBe('OK');
    const bad = validateAnswers(sections, { code: 12, ok: 'no', source: { a: 1 } }, { isDraft: false });
    expect(bad.errors).toEqual({
      code: ['Enter text.'],
      ok: ['Tick OK.'],
      source: ['A hidden value is a single value.'],
    });
    expect(validateAnswers(sections, {}, { isDraft: false }).errors).toEqual({
      ok: ['This question needs an answer.'],
    });
  });

  it('takes a line and an area as GeoJSON or ODK text, and says what is wrong with bad ones', () => {
    const sections = form([
      { name: 'road', question_type: 'geotrace', text: 'Walk the road' },
      { name: 'site', question_type: 'geoshape', text: 'Walk around the site' },
    ]);
    expect(checkSections(sections)).toBeNull();
    const line = {
      type: 'LineString',
      coordinates: [
        [7.49, 9.05],
        [7.5, 9.05],
        [7.5, 9.06],
      ],
    };
    const good = validateAnswers(
      sections,
      { road: line, site: '9.05 7.49 480 5;9.06 7.49 481 5;9.06 7.5 0 0;9.05 7.5;9.05 7.49 480 5' },
      { isDraft: false },
    );
    expect(good.errors).toEqual({});
    expect(good.answers.road).toEqual(line);
    expect(good.answers.site).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [7.49, 9.05, 480],
          [7.49, 9.06, 481],
          [7.5, 9.06, 0],
          [7.5, 9.05],
          [7.49, 9.05, 480],
        ],
      ],
    });
    // 0.01° of longitude at 9.05° N is ~1.10 km, then 0.01° of latitude ~1.11 km.
    expect(answerText(sections[0]!.questions[0]!, line)).toBe('Line of 3 points, 2.2 km');
    // A square of 0.01° at 9° N: ~1.10 km x 1.11 km = ~121.9 ha.
    expect(answerText(sections[0]!.questions[1]!, good.answers.site)).toMatch(
      /^Area of 4 points, 12\d\.\d ha$/,
    );

    const bad = (road: unknown, site: unknown) =>
      validateAnswers(sections, { road, site }, { isDraft: false }).errors;
    expect(bad({ type: 'LineString', coordinates: [[7.49, 9.05]] }, '9 7;9.1 7;9.1 7.1')).toEqual({
      road: ['A line needs at least 2 points.'],
      site: ['Close the area: its last point must be the same as its first.'],
    });
    expect(
      bad('9.05 7.49;91 7.5', {
        type: 'Polygon',
        coordinates: [
          [
            [7, 9],
            [7.1, 9],
            [7, 9],
          ],
        ],
      }),
    ).toEqual({
      road: ['Give each point a latitude from -90 to 90 and a longitude from -180 to 180.'],
      site: ['An area needs at least 3 different points, the last equal to the first.'],
    });
    expect(bad({ type: 'Point', coordinates: [7, 9] }, 'nine seven')).toEqual({
      road: ['Give the line as a GeoJSON LineString or as "lat lon;lat lon;...".'],
      site: ['Give each point as "latitude longitude", points separated by ";".'],
    });
    expect(
      bad(
        {
          type: 'LineString',
          coordinates: [
            [7, 9],
            [200, 9],
          ],
        },
        { type: 'Polygon', coordinates: [] },
      ),
    ).toEqual({
      road: ['Give each point a latitude from -90 to 90 and a longitude from -180 to 180.'],
      site: ['Give the area as one ring of points (no holes).'],
    });
  });

  it('takes no answer for notes and groups, and collects files', () => {
    const sections = form([
      { name: 'n', question_type: 'note', text: 'Read me' },
      {
        name: 'g',
        question_type: 'group',
        questions: [{ name: 'pic', text: 'Photo', question_type: 'photo' }],
      },
    ]);
    const result = validateAnswers(
      sections,
      { n: 'x', g: 'y', pic: FILE_ID, stranger: 1 },
      { isDraft: false },
    );
    expect(result).toEqual({
      answers: { pic: FILE_ID },
      errors: {},
      files: [{ question: 'pic', id: FILE_ID }],
    });
  });
});

describe('validateAnswers: rules', () => {
  const sections = form([
    {
      name: 'age',
      text: 'Age',
      question_type: 'integer',
      required: true,
      constraint: '. >= 0 and . < 130',
      constraint_message: 'Give an age in years.',
    },
    {
      name: 'consent',
      text: 'Consent?',
      question_type: 'yes-no',
      required: true,
      required_message: 'We need your consent.',
    },
    { name: 'why_not', text: 'Why not?', relevant: "${consent} = 'no'", required: true },
    {
      name: 'adult',
      question_type: 'group',
      relevant: '${age} >= 18',
      questions: [
        {
          name: 'job',
          text: 'Job',
          question_type: 'radio',
          options: choices('farmer', 'teacher'),
          settings: { or_other: true },
        },
        { name: 'income', text: 'Income', question_type: 'float', required: true },
      ],
    },
    { name: 'birth_year', question_type: 'calculate', calculation: '2026 - ${age}' },
    { name: 'code', text: 'Code', constraint: "regex(., '^[A-Z]{3}$')" },
  ]);

  it('accepts complete answers and computes calculations', () => {
    const result = validateAnswers(
      sections,
      { age: 30, consent: 'yes', job: 'farmer', income: 1200, birth_year: 1, code: 'ABC' },
      { isDraft: false },
    );
    expect(result.errors).toEqual({});
    expect(result.answers).toEqual({
      age: 30,
      consent: 'yes',
      job: 'farmer',
      income: 1200,
      birth_year: 1996,
      code: 'ABC',
    });
  });

  it('reports required answers, constraints and custom messages', () => {
    const result = validateAnswers(sections, { age: 140, consent: 'no', code: 'abc' }, { isDraft: false });
    expect(result.errors).toEqual({
      age: ['Give an age in years.'],
      why_not: ['This question needs an answer.'],
      income: ['This question needs an answer.'],
      code: ['This answer is not allowed.'],
    });
    expect(validateAnswers(sections, {}, { isDraft: false }).errors).toEqual({
      age: ['This question needs an answer.'],
      consent: ['We need your consent.'],
    });
  });

  it('drops answers to questions not shown, a group covering what it holds', () => {
    const result = validateAnswers(
      sections,
      { age: 10, consent: 'yes', why_not: 'x', job: 'farmer', income: 5 },
      { isDraft: false },
    );
    expect(result.errors).toEqual({});
    expect(result.answers).toEqual({ age: 10, consent: 'yes', birth_year: 2016 });
  });

  it('drops a wrong answer to a question not shown instead of refusing it, and gives one message per question', () => {
    const result = validateAnswers(
      sections,
      { age: 10, consent: 'no', why_not: 'x', job: 'pilot', income: 'lots' },
      { isDraft: false },
    );
    expect(result).toEqual({
      answers: { age: 10, consent: 'no', why_not: 'x', birth_year: 2016 },
      errors: {},
      files: [],
    });
    expect(validateAnswers(sections, { age: 'ten', consent: 'yes' }, { isDraft: false }).errors).toEqual({
      age: ['Enter a whole number.'],
    });
  });

  it('saves a half-filled draft, still refusing wrong shapes', () => {
    expect(validateAnswers(sections, { age: 140 }, { isDraft: true })).toEqual({
      answers: { age: 140, birth_year: 1886 },
      errors: {},
      files: [],
    });
    expect(validateAnswers(sections, { age: 'old', consent: 'maybe' }, { isDraft: true }).errors).toEqual({
      age: ['Enter a whole number.'],
      consent: ['Choose one of the listed answers.'],
    });
  });

  it('needs the text of an "Other" answer and drops it otherwise', () => {
    const base = { age: 30, consent: 'yes', income: 1 };
    expect(validateAnswers(sections, { ...base, job: 'other' }, { isDraft: false }).errors).toEqual({
      job_other: ['Say what the other answer is.'],
    });
    expect(
      validateAnswers(sections, { ...base, job: 'other', job_other: ' Trader ' }, { isDraft: false }).answers,
    ).toMatchObject({ job: 'other', job_other: 'Trader' });
    expect(
      validateAnswers(sections, { ...base, job: 'farmer', job_other: 'Trader' }, { isDraft: false }).answers,
    ).not.toHaveProperty('job_other');
    expect(
      validateAnswers(sections, { ...base, job: 'other', job_other: 5 }, { isDraft: true }).errors,
    ).toEqual({ job_other: ['Enter text.'] });
  });

  it('drops empty answers', () => {
    const result = validateAnswers(
      sections,
      { age: 30, consent: 'yes', income: 1, code: '  ', job: null, why_not: '' },
      { isDraft: false },
    );
    expect(result.answers).toEqual({ age: 30, consent: 'yes', income: 1, birth_year: 1996 });
  });

  it('checks choices against the choice filter', () => {
    const filtered = form([
      { name: 'state', text: 'State', question_type: 'state' },
      { name: 'lga', text: 'LGA', question_type: 'lga', choice_filter: 'state = ${state}' },
    ]);
    expect(validateAnswers(filtered, { state: 'KANO', lga: 'Dala' }, { isDraft: false }).errors).toEqual({});
    expect(validateAnswers(filtered, { state: 'LAGOS', lga: 'Dala' }, { isDraft: false }).errors).toEqual({
      lga: ['Choose one of the listed answers.'],
    });
    expect(
      visibleOptions(filtered[0]!.questions[1]!, { state: 'FCT' }).map((option) => option.value),
    ).toEqual(['Abaji', 'Abuja Municipal', 'Bwari', 'Gwagwalada', 'Kuje', 'Kwali']);
  });
});

describe('validateAnswers: repeats', () => {
  const sections = form([
    { name: 'school', text: 'School', required: true },
    {
      name: 'rooms',
      text: 'Classrooms',
      question_type: 'repeat',
      settings: { min_repeats: 1, max_repeats: 3 },
      questions: [
        { name: 'pupils', text: 'Pupils', question_type: 'integer', required: true, constraint: '. <= 80' },
        { name: 'has_board', text: 'Board?', question_type: 'yes-no' },
        {
          name: 'board_photo',
          text: 'Board photo',
          question_type: 'photo',
          relevant: "${has_board} = 'yes'",
        },
        { name: 'room_no', question_type: 'calculate', calculation: 'position(..)' },
        { name: 'share', question_type: 'calculate', calculation: 'round(${pupils} div ${total} * 100, 1)' },
      ],
    },
    { name: 'total', question_type: 'calculate', calculation: 'sum(${pupils})' },
    { name: 'count_rooms', question_type: 'calculate', calculation: 'count(${rooms})' },
  ]);

  it('validates each entry, keyed repeat[i].name, and computes per entry and over entries', () => {
    const result = validateAnswers(
      sections,
      {
        school: 'Central',
        rooms: [
          { pupils: 30, has_board: 'yes', board_photo: FILE_ID, junk: 1 },
          { pupils: 90, has_board: 'no', board_photo: FILE_ID },
          { has_board: 'maybe' },
        ],
      },
      { isDraft: false },
    );
    expect(result.errors).toEqual({
      'rooms[1].pupils': ['This answer is not allowed.'],
      'rooms[2].has_board': ['Choose one of the listed answers.'],
      'rooms[2].pupils': ['This question needs an answer.'],
    });
    expect(result.answers).toEqual({
      school: 'Central',
      rooms: [
        { pupils: 30, has_board: 'yes', board_photo: FILE_ID, room_no: 1, share: 25 },
        { pupils: 90, has_board: 'no', room_no: 2, share: 75 },
        { room_no: 3 },
      ],
      total: 120,
      count_rooms: 3,
    });
    expect(result.files).toEqual([{ question: 'board_photo', id: FILE_ID }]);
  });

  it('counts entries', () => {
    expect(validateAnswers(sections, { school: 'A', rooms: [] }, { isDraft: false }).errors).toEqual({
      rooms: ['Give at least 1 entry.'],
    });
    const four = Array.from({ length: 4 }, () => ({ pupils: 1 }));
    expect(validateAnswers(sections, { school: 'A', rooms: four }, { isDraft: true }).errors).toEqual({
      rooms: ['Give at most 3 entries.'],
    });
    expect(
      validateAnswers(sections, { school: 'A', rooms: { pupils: 1 } }, { isDraft: true }).errors,
    ).toEqual({ rooms: ['Send the entries of this repeated group as a list.'] });
    expect(validateAnswers(sections, { school: 'A', rooms: [1, 2] }, { isDraft: true }).errors).toEqual({
      rooms: ['Send the entries of this repeated group as a list.'],
    });
  });

  it('follows repeat_count', () => {
    const counted = form([
      { name: 'n', text: 'How many?', question_type: 'integer' },
      {
        name: 'kids',
        text: 'Children',
        question_type: 'repeat',
        settings: { repeat_count: '${n}' },
        questions: [{ name: 'kid', text: 'Name' }],
      },
    ]);
    expect(validateAnswers(counted, { n: 2, kids: [{ kid: 'A' }] }, { isDraft: false }).errors).toEqual({
      kids: ['Give 2 entries.'],
    });
    expect(validateAnswers(counted, { n: 1, kids: [{ kid: 'A' }] }, { isDraft: false }).errors).toEqual({});
  });
});

describe('calculations and relevance', () => {
  it('computes in dependency order, keeps once() and leaves the input alone', () => {
    const sections = form([
      { name: 'c', question_type: 'calculate', calculation: '${b} * 2' },
      { name: 'b', question_type: 'calculate', calculation: '${a} + 1' },
      { name: 'a', text: 'A', question_type: 'integer' },
      { name: 'id', question_type: 'calculate', calculation: 'once(uuid())' },
      { name: 'bad', question_type: 'calculate', calculation: '1 div 0' },
      { name: 'today', question_type: 'calculate', calculation: 'today()' },
      { name: 'hidden', question_type: 'calculate', calculation: '1', relevant: '${a} > 100' },
    ]);
    const input = { a: 4, id: 'kept', bad: 5, c: 99, hidden: 1 };
    expect(computeCalculations(sections, input, now)).toEqual({
      a: 4,
      b: 5,
      c: 10,
      id: 'kept',
      today: '2026-11-24',
    });
    expect(input).toEqual({ a: 4, id: 'kept', bad: 5, c: 99, hidden: 1 });
  });

  it('isRelevant reads the repeat item first and shows questions with a broken expression', () => {
    const [question] = form([{ name: 'q', text: 'Q', relevant: '${x} > 1' }])[0]!.questions;
    expect(isRelevant(question!, { x: 0 })).toBe(false);
    expect(isRelevant(question!, { x: 0 }, { x: 5 })).toBe(true);
    expect(isRelevant({ ...question!, relevant: '${x' }, {})).toBe(true);
  });
});

describe('LGA choices', () => {
  it('gives every LGA a value of its own: a name two states share says its state', async () => {
    const { optionsOf } = await import('./question-options.js');
    const lgas = optionsOf({ question_type: 'lga', options: [] });
    expect(lgas).toHaveLength(774);
    expect(new Set(lgas.map((option) => option.value)).size).toBe(774);
    expect(lgas.map((option) => option.value)).toContain('Surulere (Lagos)');
    expect(lgas.map((option) => option.value)).toContain('Surulere (Oyo)');
    expect(lgas.map((option) => option.value)).toContain('Ikeja');
  });
});

describe('emptyAnswer and answerText', () => {
  it.each<[unknown, boolean]>([
    ['', true],
    ['  ', true],
    [null, true],
    [undefined, true],
    [[], true],
    [0, false],
    [false, false],
    ['x', false],
    [{ latitude: 0, longitude: 0 }, false],
  ])('emptyAnswer(%j) = %s', (value, expected) => expect(emptyAnswer(value)).toBe(expected));

  it('shows answers as people read them', () => {
    const [radio, multi, yesNo, point, money, stars, rooms, text] = form([
      {
        name: 'r',
        text: 'R',
        question_type: 'radio',
        options: choices('a', 'b'),
        settings: { or_other: true },
      },
      { name: 'm', text: 'M', question_type: 'select-multiple', options: choices('a', 'b') },
      { name: 'y', text: 'Y', question_type: 'yes-no' },
      { name: 'p', text: 'P', question_type: 'location' },
      { name: 'n', text: 'N', question_type: 'appropriation' },
      { name: 's', text: 'S', question_type: 'rating' },
      { name: 'rr', text: 'RR', question_type: 'repeat', questions: [{ name: 'i', text: 'I' }] },
      { name: 't', text: 'T' },
    ])[0]!.questions;
    expect(answerText(radio!, 'b')).toBe('B');
    expect(answerText(radio!, 'other')).toBe('Other');
    expect(answerText(multi!, ['b', 'a'])).toBe('B, A');
    expect(answerText(yesNo!, 'yes')).toBe('Yes');
    expect(answerText(yesNo!, true)).toBe('Yes');
    expect(answerText(point!, { latitude: 9.05, longitude: 7.49, accuracy: 5 })).toBe('9.05, 7.49 (±5 m)');
    expect(answerText(point!, { latitude: 9.05, longitude: 7.49 })).toBe('9.05, 7.49');
    expect(answerText(money!, 1500000.5)).toBe('₦1,500,000.5');
    expect(answerText(stars!, 4)).toBe('4 of 5');
    expect(answerText(rooms!, [{ i: 'a' }, { i: 'b' }])).toBe('2 entries');
    expect(answerText(text!, 'hello')).toBe('hello');
    expect(answerText(text!, '')).toBe('');
  });
});

describe('junk input', () => {
  const sections = form([
    { name: 't', text: 'T', required: true, constraint: 'string-length(.) < 5' },
    { name: 'n', text: 'N', question_type: 'integer' },
    { name: 'm', text: 'M', question_type: 'select-multiple', options: choices('a') },
    { name: 'p', text: 'P', question_type: 'location' },
    {
      name: 'r',
      text: 'R',
      question_type: 'repeat',
      questions: [{ name: 'i', text: 'I', question_type: 'integer', relevant: '${n} > 0' }],
    },
    { name: 'c', question_type: 'calculate', calculation: 'sum(${i}) + count(${r})' },
  ]);
  const huge = 'x'.repeat(200_000);
  const nested: unknown = JSON.parse('['.repeat(2000) + ']'.repeat(2000));
  const junk: unknown[] = [
    null,
    undefined,
    42,
    'answers',
    [],
    [{ t: 'x' }],
    { t: huge, n: huge, m: huge, p: huge, r: huge, c: huge },
    { t: {}, n: {}, m: {}, p: {}, r: {}, c: {} },
    { t: [], n: [1], m: [[1]], p: [1, 2], r: [[]], c: [{}] },
    { t: nested, n: nested, m: nested, p: nested, r: nested },
    { r: [{ i: nested }, null, 'x', { i: { deeper: [1] } }] },
    { r: Array.from({ length: 600 }, () => ({ i: 1 })) },
    { p: { latitude: '9', longitude: null }, m: ['a', null], n: Infinity },
    { __proto__: { t: 'x' }, constructor: 1, toString: 'x' },
    JSON.parse('{"__proto__": {"t": "polluted"}, "t": "ok"}'),
  ];

  it.each(junk.map((value, index) => [index, value]))('never throws on junk #%i', (_index, value) => {
    for (const isDraft of [true, false]) {
      const result = validateAnswers(sections, value, { isDraft });
      expect(typeof result.errors).toBe('object');
      expect(JSON.parse(JSON.stringify(result.answers))).toEqual(result.answers);
      for (const messages of Object.values(result.errors))
        expect(messages.every((message) => typeof message === 'string' && message.length > 0)).toBe(true);
    }
  });

  it('reads only answers of the object itself (questions named like Object members)', () => {
    const members = form([
      { name: 'constructor', text: 'C', required: true },
      { name: 'toString', text: 'T', question_type: 'integer' },
      { name: 'valueOf', question_type: 'calculate', calculation: "concat(${toString}, 'x')" },
    ]);
    expect(validateAnswers(members, {}, { isDraft: false })).toEqual({
      answers: { valueOf: 'x' },
      errors: { constructor: ['This question needs an answer.'] },
      files: [],
    });
    expect(validateAnswers(members, { constructor: 'yes', toString: 3 }, { isDraft: false }).answers).toEqual(
      { constructor: 'yes', toString: 3, valueOf: '3x' },
    );
  });

  it('refuses a huge text with a clear message', () => {
    expect(validateAnswers(sections, { t: huge }, { isDraft: true }).errors).toEqual({
      t: ['Use at most 10,000 characters.'],
    });
  });

  it('keeps at most 500 entries of a repeat', () => {
    const result = validateAnswers(
      sections,
      { n: 1, r: Array.from({ length: 600 }, () => ({ i: 1 })) },
      { isDraft: true },
    );
    expect(result.errors).toEqual({ r: ['Give at most 500 entries.'] });
    expect((result.answers.r as unknown[]).length).toBe(500);
    expect(result.answers.c).toBe(1000);
  });
});
