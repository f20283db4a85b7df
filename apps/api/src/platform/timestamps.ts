/**
 * A timestamp as the API answers it: ISO 8601 in UTC. Takes a Date or PostgreSQL's text form
 * ("2024-01-01 12:00:00.123+01", which JavaScript reads only as "2024-01-01T12:00:00.123+01:00").
 */
export function isoTimestamp(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  const normalised = value.replace(' ', 'T').replace(/(T[\d:.]+[+-]\d\d)$/, '$1:00');
  return new Date(normalised).toISOString();
}

/** isoTimestamp for a column that may be empty. */
export const isoTimestampOrNull = (value: string | Date | null): string | null =>
  value === null ? null : isoTimestamp(value);
