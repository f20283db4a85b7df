import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * The one place that turns the API's 400 answer (`{ field: ['message', ...], non_field_errors: [...] }`, docs/spec/product-spec.md
 * section 8) into form errors: messages under the form's fields, the rest for an alert above the form.
 */

type ErrorBody = Record<string, unknown>;

/** The messages of a field, split by field and the rest. */
export type ServerErrors = { byField: Record<string, string>; other: string[] };

const GENERIC = 'Something went wrong, please try again.';

/** The 400 body of an error thrown by the api client, or null for anything else. */
export function badRequestBody(error: unknown): ErrorBody | null {
  if (!error || typeof error !== 'object') return null;
  const { status, body } = error as { status?: unknown; body?: unknown };
  if (status !== 400 || !body || typeof body !== 'object' || Array.isArray(body)) return null;
  return body as ErrorBody;
}

/** Every message under a value of the body; nested objects label theirs with their key. */
function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, nested]) => messagesOf(nested).map((m) => `${key}: ${m}`));
  }
  return [];
}

/**
 * A 400 answer split into the messages of the named `fields` (joined, by form field name; `aliases` maps a server
 * field name to a form field name, e.g. `new_password1` -> `password`) and the rest: non_field_errors and detail as
 * they are, other fields labelled with their name. Null when the error is not a 400 with a body.
 */
export function splitServerErrors(
  error: unknown,
  fields: readonly string[],
  aliases: Record<string, string> = {},
): ServerErrors | null {
  const body = badRequestBody(error);
  if (!body) return null;
  const byField: Record<string, string> = {};
  const other: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    const messages = messagesOf(value);
    if (!messages.length) continue;
    const field = aliases[key] ?? (fields.includes(key) ? key : undefined);
    if (field)
      byField[field] = byField[field] ? `${byField[field]} ${messages.join(' ')}` : messages.join(' ');
    else if (key === 'non_field_errors' || key === 'detail') other.push(...messages);
    else other.push(...messages.map((m) => `${key.replace(/_/g, ' ')}: ${m}`));
  }
  return { byField, other };
}

/** The message for a failure that is not a 400: the answer's detail, else `fallback`, else the error's own message. */
export function failureMessage(error: unknown, fallback?: string): string {
  const body = (error as { body?: unknown } | null)?.body;
  const detail = body && typeof body === 'object' ? (body as { detail?: unknown }).detail : undefined;
  if (typeof detail === 'string' && detail) return detail;
  if (fallback) return fallback;
  return error instanceof Error ? error.message : GENERIC;
}

/**
 * For forms that show a mutation's error while rendering: the 400's messages by field and the rest, or for any other
 * failure one message (see `failureMessage`). Nothing for no error.
 */
export function formErrors(error: unknown, fields: readonly string[], fallback?: string): ServerErrors {
  if (!error) return { byField: {}, other: [] };
  return splitServerErrors(error, fields) ?? { byField: {}, other: [failureMessage(error, fallback)] };
}

/**
 * Puts a 400 answer's messages under the form's fields (react-hook-form `setError`, the first one focused) and returns
 * the rest for an alert above the form. Returns nothing for other failures: the caller says what went wrong.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  aliases: Record<string, Path<T>> = {},
): string[] {
  const split = splitServerErrors(error, fields, aliases);
  if (!split) return [];
  Object.entries(split.byField).forEach(([field, message], index) =>
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return split.other;
}

/** Like `applyServerErrors`, and for any other failure one message (see `failureMessage`) for the alert. */
export function applyFormErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback?: string,
): string[] {
  return badRequestBody(error)
    ? applyServerErrors(error, setError, fields)
    : error
      ? [failureMessage(error, fallback)]
      : [];
}
