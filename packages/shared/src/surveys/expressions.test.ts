import { describe, expect, it } from 'vitest';
import type { Answers } from './responses.schemas.js';
import {
  ExpressionError,
  checkExpression,
  evaluateExpression,
  isTruthy,
  parseExpression,
  referencedFields,
  referencedNames,
  renameField,
} from './expressions.js';

const answers: Answers = {
  age: 34,
  age_text: '34',
  name: 'Amina Bello',
  empty: '',
  nothing: null,
  fruits: ['mango', 'orange'],
  fruits_text: 'mango orange',
  dob: '1990-05-17',
  visit: '2026-11-20',
  start: '08:30',
  yes: 'yes',
  zero: 0,
  point: { latitude: 9.05, longitude: 7.49, accuracy: 12 },
  classrooms: [
    { pupils: 30, teacher: 'Ada', room_total: 2 },
    { pupils: 25, teacher: 'Musa' },
    { pupils: '', teacher: 'Bola' },
  ],
};
// 2026-11-24 09:00 local time.
const now = new Date(2026, 10, 24, 9, 0, 0);
const run = (source: string, extra: Partial<Parameters<typeof evaluateExpression>[1]> = {}) =>
  evaluateExpression(source, { answers, now, ...extra });

describe('evaluateExpression', () => {
  it.each<[string, unknown]>([
    // literals and arithmetic, with XPath precedence
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 div 4', 2.5],
    ['10 mod 4', 2],
    ['-3 + 5', 2],
    ['- -3', 3],
    ['2 - 3 - 4', -5],
    ['12 div 2 div 3', 2],
    ['1 div 0', NaN],
    ['5 mod 0', NaN],
    ['.5 + 1', 1.5],
    ['1e3', 1000],
    ["'a' + 1", NaN],
    ['${age} + 1', 35],
    ['${age_text} * 2', 68],
    ['${empty} + 1', NaN],
    // comparisons: numbers against numeric strings are numeric, text against text is text
    ['${age} = 34', true],
    ["${age} = '34'", true],
    ['${age_text} = 34.0', true],
    ["${age_text} = '34.0'", false],
    ['${age} > 18 and ${age} < 60', true],
    ['${age} >= 35 or ${age} <= 33', false],
    ['1 < 2 = true()', true],
    ["${name} = 'Amina Bello'", true],
    ["${name} != 'Amina Bello'", false],
    ["${empty} = ''", true],
    ["${nothing} = ''", true],
    ["${missing} = ''", true],
    ["${age} != ''", true],
    ["${age} = ''", false],
    ["${dob} < '2000-01-01'", true],
    ['${visit} > ${dob}', true],
    ['${visit} <= today()', true],
    ["${start} < '09:00'", true],
    ["'b' > 'a'", true],
    ['${yes} = true()', true],
    ['${zero} = false()', true],
    // and / or / not and their precedence
    ['true() or false() and false()', true],
    ['(true() or false()) and false()', false],
    ['not(${age} > 40)', true],
    ['not(${empty})', true],
    ['not(0)', true],
    ["not('false')", false],
    // select-multiple
    ["selected(${fruits}, 'mango')", true],
    ["selected(${fruits}, 'apple')", false],
    ["selected(${fruits_text}, 'orange')", true],
    ['count-selected(${fruits})', 2],
    ['count-selected(${empty})', 0],
    ['selected-at(${fruits}, 1)', 'orange'],
    ["${fruits} = 'mango orange'", true],
    // text functions
    ['string-length(${name})', 11],
    ['string-length(${missing})', 0],
    ["concat(${name}, ' (', ${age}, ')')", 'Amina Bello (34)'],
    ['concat()', ''],
    ["contains(${name}, 'Bel')", true],
    ["starts-with(${name}, 'Am')", true],
    ["starts-with(${name}, 'Bello')", false],
    ["ends-with(${name}, 'Bello')", true],
    ['substr(${name}, 0, 5)', 'Amina'],
    ["substring-before(${name}, ' ')", 'Amina'],
    ["substring-after(${name}, ' ')", 'Bello'],
    ["normalize-space('  a   b ')", 'a b'],
    ["regex(${name}, '^[A-Z][a-z]+ [A-Z][a-z]+$')", true],
    ["regex('080-1234', '^\\d{4}$')", false],
    ["regex('', '^a')", false],
    ["join(', ', ${fruits})", 'mango, orange'],
    // conversions
    ["number('12.5')", 12.5],
    ["number('abc')", NaN],
    ["number('')", NaN],
    ['int(7.9)', 7],
    ['int(-7.9)', -7],
    ['round(2.5)', 3],
    ['round(1.005, 2)', 1.01],
    ['round(1234.5678, -2)', 1200],
    ['floor(2.7)', 2],
    ['ceiling(2.1)', 3],
    ['abs(-4)', 4],
    ['pow(2, 10)', 1024],
    ['string(3)', '3'],
    ['string(1 div 0)', 'NaN'],
    ['string(true())', 'true'],
    ["boolean('')", false],
    ["boolean('false')", true],
    ['boolean(0)', false],
    ['number(true())', 1],
    // conditionals
    ["if(${age} > 18, 'adult', 'child')", 'adult'],
    ["if(${empty}, 'set', 'unset')", 'unset'],
    ["coalesce(${empty}, 'fallback')", 'fallback'],
    ["coalesce(${name}, 'fallback')", 'Amina Bello'],
    ['coalesce(${missing}, ${nothing})', ''],
    // min / max
    ['min(3, 1, 2)', 1],
    ['max(3, 1, 2)', 3],
    ['max(${classrooms_missing})', NaN],
    // dates: today() is the local day of now, dates count days since 1970
    ['today()', '2026-11-24'],
    ['today() - ${visit}', 4],
    ['int((today() - ${dob}) div 365.25)', 36],
    ["date('2026-11-24') = today()", true],
    ['date(0)', '1970-01-01'],
    ["date(${visit}) + 1 = date('2026-11-21')", true],
    ["format-date(${dob}, '%d/%m/%Y')", '17/05/1990'],
    ["format-date(${dob}, '%e %b %y')", '17 May 90'],
    ['now() = now()', true],
    ["format-date-time(now(), '%Y-%m-%d %H:%M')", '2026-11-24 09:00'],
    ["format-date('2026-11-24', '%a %e %b 100%%')", 'Tue 24 Nov 100%'],
    ['sqrt(16)', 4],
    ["string-length('😀a')", 2],
    // repeats, read from outside: every item's value
    ['count(${classrooms})', 3],
    ['sum(${pupils})', 55],
    ['max(${pupils})', 30],
    ['count(${fruits})', 2],
    ['count(${missing})', 0],
    ['sum(${missing})', 0],
    ["${teacher} = 'Musa'", true],
    ["${teacher} = 'Nobody'", false],
    // location as ODK's geopoint text
    ['string(${point})', '9.05 7.49 0 12'],
    ['string-length(${point}) > 0', true],
  ])('%s = %j', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });

  it('reads the current value as . and the repeat item first', () => {
    expect(run('. > 5 and . < 10', { current: 7 })).toBe(true);
    expect(run("regex(., '^[0-9]{11}$')", { current: '08012345678' })).toBe(true);
    expect(run('string-length()', { current: 'abc' })).toBe(3);
    const item: Answers = { pupils: 40, name: 'Room A' };
    expect(run('${pupils} * 2', { repeatItem: item })).toBe(80);
    expect(run('${name}', { repeatItem: item })).toBe('Room A');
    expect(run('${age}', { repeatItem: item })).toBe(34);
    expect(run('position(..)', { repeatItem: item, repeatIndex: 2 })).toBe(3);
    expect(run('position()', {})).toBe(1);
  });

  it('reads a question of the same repeat not answered in this entry as empty', () => {
    const rooms = answers.classrooms as Answers[];
    expect(run('${room_total}', { repeatItem: rooms[1], repeatIndex: 1 })).toBe('');
    expect(run('${room_total}', { repeatItem: rooms[0], repeatIndex: 0 })).toBe(2);
    expect(run('${room_total}', {})).toBe(2);
  });

  it('keeps the value once() already has and makes uuids', () => {
    expect(run('once(uuid())', { current: 'kept' })).toBe('kept');
    expect(String(run('once(uuid())', { current: '' }))).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('reads choice columns in a choice_filter and choice names through the context', () => {
    expect(
      run('state = ${region}', { answers: { region: 'KANO' }, choice: { state: 'KANO', name: 'dala' } }),
    ).toBe(true);
    expect(
      run("jr:choice-name(${yes}, '${yes}')", {
        choiceName: (question, value) => (question === 'yes' && value === 'yes' ? 'Yes!' : undefined),
      }),
    ).toBe('Yes!');
    expect(run("jr:choice-name('x', '${yes}')")).toBe('x');
  });

  it('accepts a parsed expression and today() as local time', () => {
    const late = new Date(2026, 0, 1, 23, 59);
    expect(evaluateExpression(parseExpression('today()'), { answers: {}, now: late })).toBe('2026-01-01');
  });
});

describe('isTruthy', () => {
  it.each<[unknown, boolean]>([
    ['', false],
    ['false', true],
    ['0', true],
    [0, false],
    [NaN, false],
    [2, true],
    [null, false],
    [undefined, false],
    [[], false],
    [['a'], true],
    [true, true],
    [{ latitude: 1, longitude: 2 }, true],
  ])('%j -> %s', (value, expected) => expect(isTruthy(value)).toBe(expected));
});

describe('parse errors', () => {
  it.each<[string, string]>([
    ['', 'The expression is empty.'],
    ['${age} >', 'The expression ends too early: expected a value at 9.'],
    ['(${age} > 1', 'Expected ) at 12, found the end.'],
    ['${age} > 1)', 'Unexpected ) at 11.'],
    ['${age', 'Expected a question name inside ${} at 1.'],
    ['${1age} = 1', 'Expected a question name inside ${} at 1.'],
    ['$age = 1', 'Write a question as ${name} at 1.'],
    ["'open", "Close the text started at 1 with '."],
    ['1 # 2', 'Unexpected character # at 3.'],
    ['foo(1)', 'Unknown function foo() (at 1).'],
    ['selected(${a})', 'selected() takes 2 values, not 1 (at 1).'],
    ['if(1, 2)', 'if() takes 3 values, not 2 (at 1).'],
    ['today(1)', 'today() takes 0 values, not 1 (at 1).'],
    ["regex(., '([a-z')", "The regex pattern '([a-z' is not valid (at 1)."],
    ['1 2', 'Unexpected 2 at 3.'],
    ['and 1', 'Unexpected 1 at 5.'],
    ['* 2', 'Expected a value at 1, found *.'],
    ['concat(1,)', 'Expected a value at 10, found ).'],
  ])('%j -> %s', (source, message) => {
    expect(() => parseExpression(source)).toThrow(message);
    expect(checkExpression(source, new Set(['age', 'a']))).toBe(message);
  });

  it('gives the 0-based position of the problem', () => {
    try {
      parseExpression('(1 + 2');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ExpressionError);
      expect((error as ExpressionError).position).toBe(6);
    }
  });

  it('refuses pathological input without overflowing the stack', () => {
    expect(() => parseExpression('('.repeat(150) + '1' + ')'.repeat(150))).toThrow(/nested too deeply/);
    expect(() => parseExpression('-'.repeat(500) + '1')).toThrow(/nested too deeply/);
    expect(() => parseExpression('not('.repeat(300) + '1' + ')'.repeat(300))).toThrow(/nested too deeply/);
    expect(() => parseExpression('1 + '.repeat(600) + '1')).toThrow(/at most 2000 characters/);
    // A long flat chain within the cap parses and evaluates.
    expect(evaluateExpression('1 + '.repeat(450) + '1', { answers: {} })).toBe(451);
  });

  it('throws the cached error again for the same bad source', () => {
    expect(() => parseExpression('(')).toThrow(ExpressionError);
    expect(() => parseExpression('(')).toThrow(ExpressionError);
    expect(() => evaluateExpression('(', { answers: {} })).toThrow(ExpressionError);
  });
});

describe('checkExpression and referencedNames', () => {
  const known = new Set(['age', 'name', 'state']);
  it.each<[string, string | null]>([
    ['${age} > 18', null],
    ["selected(${name}, 'x') or ${state} = 'KANO'", null],
    ['${agee} > 18', 'Unknown question ${agee}.'],
    ['. > 0', null],
    ["state = 'KANO'", 'Write ${state} to use the answer to state (at 1).'],
  ])('%j -> %j', (source, message) => expect(checkExpression(source, known)).toBe(message));

  it('allows bare choice columns in a choice_filter', () => {
    expect(checkExpression('state = ${state}', known, { allowFields: true })).toBeNull();
  });

  it('lists the bare names (choice columns) once, and renames one where it stands', () => {
    expect(referencedFields(parseExpression("state = ${state} and zone != 'state' or state = 'x'"))).toEqual([
      'state',
      'zone',
    ]);
    expect(renameField("state = ${state} and zone != 'state' or state = 'x'", 'state', 'region')).toBe(
      "region = ${state} and zone != 'state' or region = 'x'",
    );
    expect(renameField('statehood = 1', 'state', 'region')).toBe('statehood = 1');
    expect(renameField('(state = ', 'state', 'region')).toBe('(state = ');
  });

  it('lists each name once, in order', () => {
    expect(referencedNames(parseExpression('${b} + ${a} * ${b} + sum(${c}) + .'))).toEqual(['b', 'a', 'c']);
    expect(referencedNames(parseExpression('1'))).toEqual([]);
  });

  it('parses names with dashes, colons and minus signs apart', () => {
    expect(parseExpression('count-selected(${a})')).toMatchObject({ kind: 'call', name: 'count-selected' });
    expect(evaluateExpression('5-2', { answers: {} })).toBe(3);
    expect(evaluateExpression('${a}-2', { answers: { a: 5 } })).toBe(3);
    expect(evaluateExpression('10 div-2', { answers: {} })).toBe(-5);
  });
});
