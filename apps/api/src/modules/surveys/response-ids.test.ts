import { describe, expect, it } from 'vitest';
import { isUuid } from '@oversight/shared/ids';
import { newResponseId } from './response-ids.js';

describe('newResponseId', () => {
  it('makes version 7 UUIDs carrying the millisecond, sorted by it, never the same twice', () => {
    const at = Date.UTC(2026, 10, 26, 14, 0, 0, 123);
    const id = newResponseId(at);
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('7');
    expect(['8', '9', 'a', 'b']).toContain(id[19]);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
    const later = newResponseId(at + 1);
    expect(later > id).toBe(true);
    const many = new Set(Array.from({ length: 1000 }, () => newResponseId(at)));
    expect(many.size).toBe(1000);
  });
});
