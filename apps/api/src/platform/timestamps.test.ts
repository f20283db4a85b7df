import { describe, expect, it } from 'vitest';
import { isoTimestamp, isoTimestampOrNull } from './timestamps.js';

describe('isoTimestamp', () => {
  it('answers ISO 8601 in UTC for a Date and for the text forms PostgreSQL and JavaScript write', () => {
    expect(isoTimestamp(new Date('2024-01-01T12:00:00Z'))).toBe('2024-01-01T12:00:00.000Z');
    expect(isoTimestamp('2024-01-01 12:00:00+00')).toBe('2024-01-01T12:00:00.000Z');
    expect(isoTimestamp('2024-01-01 12:00:00.123456+01')).toBe('2024-01-01T11:00:00.123Z');
    expect(isoTimestamp('2024-01-01 12:00:00+05:30')).toBe('2024-01-01T06:30:00.000Z');
    expect(isoTimestamp('2024-01-01T12:00:00+01')).toBe('2024-01-01T11:00:00.000Z');
    expect(isoTimestamp('2024-01-01T12:00:00.000Z')).toBe('2024-01-01T12:00:00.000Z');
  });

  it('reads a date without a time as midnight UTC, as new Date does', () => {
    expect(isoTimestamp('2024-01-01')).toBe('2024-01-01T00:00:00.000Z');
  });

  it('keeps an empty column empty', () => {
    expect(isoTimestampOrNull(null)).toBeNull();
    expect(isoTimestampOrNull('2024-01-01 12:00:00+00')).toBe('2024-01-01T12:00:00.000Z');
  });
});
