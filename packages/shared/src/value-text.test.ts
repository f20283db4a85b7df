import { describe, expect, it } from 'vitest';
import { valueText } from './value-text';

describe('valueText', () => {
  it('prints what String() prints for primitives and lists of them', () => {
    for (const value of ['a', 0, 2.5, true, false, ['a', 'b'], [1, null, 'x'], []])
      expect(valueText(value)).toBe(String(value));
  });

  it('prints an object as its JSON and null or undefined as nothing', () => {
    expect(valueText({ latitude: 9, longitude: 7 })).toBe('{"latitude":9,"longitude":7}');
    expect(valueText([{ a: 1 }])).toBe('{"a":1}');
    expect(valueText(null)).toBe('');
    expect(valueText(undefined)).toBe('');
  });
});
