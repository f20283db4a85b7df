import { checkExpression } from '@oversight/shared/surveys/expressions';
import { describe, expect, it } from 'vitest';
import { operatorsFor, parseConditions, toExpression, type ConditionSet } from './conditions';

const types: Record<string, 'integer' | 'select-multiple' | 'radio' | 'text'> = {
  age: 'integer',
  services: 'select-multiple',
  district: 'radio',
  name: 'text',
};
const typeOf = (name: string) => types[name];

describe('conditions <-> expression', () => {
  const cases: [ConditionSet, string][] = [
    [
      {
        join: 'and',
        conditions: [
          { question: 'age', operator: 'gte', value: ['18'] },
          { question: 'services', operator: 'includes', value: ['water'] },
        ],
      },
      "${age} >= 18 and selected(${services}, 'water')",
    ],
    [
      {
        join: 'or',
        conditions: [
          { question: 'district', operator: 'in', value: ['north', 'south'] },
          { question: 'services', operator: 'excludes', value: ['power'] },
          { question: 'name', operator: 'contains', value: ["O'Neil"] },
        ],
      },
      `(\${district} = 'north' or \${district} = 'south') or not(selected(\${services}, 'power')) or contains(\${name}, "O'Neil")`,
    ],
    [
      {
        join: 'and',
        conditions: [
          { question: 'name', operator: 'answered', value: [] },
          { question: 'district', operator: 'unanswered', value: [] },
          { question: 'district', operator: 'neq', value: ['east'] },
        ],
      },
      "${name} != '' and ${district} = '' and ${district} != 'east'",
    ],
    [{ join: 'and', conditions: [{ question: '.', operator: 'lt', value: ['120'] }] }, '. < 120'],
  ];

  it.each(cases)('writes and reads back %#', (set, expression) => {
    const written = toExpression(set, (name) => (name === '.' ? 'integer' : typeOf(name)));
    expect(written).toBe(expression);
    expect(parseConditions(written)).toEqual(set);
    // What the picker writes is what the shared engine (browser and server) accepts.
    expect(checkExpression(written, new Set(Object.keys(types)))).toBeNull();
  });

  it('quotes numbers of text questions and reads an empty expression as no conditions', () => {
    expect(
      toExpression(
        { join: 'and', conditions: [{ question: 'name', operator: 'eq', value: ['12'] }] },
        typeOf,
      ),
    ).toBe("${name} = '12'");
    expect(parseConditions('  ')).toEqual({ join: 'and', conditions: [] });
  });

  it.each([
    '${age} > 18 and ${age} < 60 or ${name} = "x"',
    'count-selected(${services}) > 2',
    '${age} + 1 > 18',
    'if(${age} > 1, 1, 0)',
    '${age} >',
    "(${district} = 'a' or ${age} = 2)",
    'today() > ${start}',
    '${age} >= 18 and',
    '#bad',
  ])('leaves %s to hand-writing', (expression) => {
    expect(parseConditions(expression)).toBeNull();
  });

  it('offers operators that fit the type', () => {
    expect(operatorsFor('select-multiple')).toContain('includes');
    expect(operatorsFor('select-multiple')).not.toContain('eq');
    expect(operatorsFor('integer')).toContain('gte');
    expect(operatorsFor('radio')).toContain('in');
    expect(operatorsFor('photo')).toEqual(['answered', 'unanswered']);
  });
});
