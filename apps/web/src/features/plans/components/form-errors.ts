import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** A 400 answer split into the first message of each named field and the rest (shown above the form). */
export function formErrors(error: unknown, fields: readonly string[]): { byField: Record<string, string>; other: string[] } {
  const { status, body } = (error ?? {}) as { status?: number; body?: unknown };
  if (!error) return { byField: {}, other: [] };
  if (status !== 400 || !body || typeof body !== 'object') {
    const message = error instanceof Error ? error.message : 'Something went wrong, please try again.';
    return { byField: {}, other: [message] };
  }
  const byField: Record<string, string> = {};
  const other: string[] = [];
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    const message = Array.isArray(value) ? String(value[0]) : typeof value === 'string' ? value : JSON.stringify(value);
    if (fields.includes(field)) byField[field] = message;
    else other.push(message);
  }
  return { byField, other };
}

/** A number input's value as the API wants it: null when empty. */
export const numberOrNull = (value: number | string): number | null => (value === '' || value === null || Number.isNaN(Number(value)) ? null : Number(value));

/**
 * Puts a 400 answer's messages under the form's fields (react-hook-form `setError`, the first one focused) and returns
 * the rest for an alert above the form.
 */
export function applyFormErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): string[] {
  const { byField, other } = formErrors(error, fields);
  Object.entries(byField).forEach(([field, message], index) => setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }));
  return other;
}
