/** The messages of a 400/413 answer, field by field, for an alert inside a form. */
export function serverMessages(error: unknown): string[] {
  const { status, body } = (error ?? {}) as { status?: number; body?: unknown };
  if (!status || status < 400 || status >= 500 || !body || typeof body !== 'object') return [];
  const flatten = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(flatten)
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(flatten)
          : [];
  return flatten(body);
}
