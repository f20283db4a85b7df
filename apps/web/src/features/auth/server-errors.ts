import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

type ErrorBody = Record<string, unknown>;

/** The 400 body of an error thrown by the api client, or null for anything else. */
export function badRequestBody(error: unknown): ErrorBody | null {
  if (!error || typeof error !== 'object') return null;
  const { status, body } = error as { status?: unknown; body?: unknown };
  if (status !== 400 || !body || typeof body !== 'object' || Array.isArray(body)) return null;
  return body as ErrorBody;
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, nested]) => messagesOf(nested).map((m) => `${key}: ${m}`));
  }
  return [];
}

/**
 * Puts the messages of a 400 body under the matching form fields. `aliases` maps server field names to form
 * field names (e.g. `new_password1` -> `password`). Returns the messages no field took (non_field_errors,
 * detail, unknown fields) for an alert above the form.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  aliases: Record<string, Path<T>> = {},
): string[] {
  const body = badRequestBody(error);
  if (!body) return [];
  const rest: string[] = [];
  let focused = false;
  for (const [key, value] of Object.entries(body)) {
    const messages = messagesOf(value);
    if (!messages.length) continue;
    const field = aliases[key] ?? (fields.includes(key as Path<T>) ? (key as Path<T>) : undefined);
    if (field) {
      setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: !focused });
      focused = true;
    } else if (key === 'non_field_errors' || key === 'detail') {
      rest.push(...messages);
    } else {
      rest.push(...messages.map((m) => `${key.replace(/_/g, ' ')}: ${m}`));
    }
  }
  return rest;
}
