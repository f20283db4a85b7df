import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * A react-hook-form resolver that checks what the form will send with the shared (contract) schema: the form's values
 * become the request first (`toBody`), and each problem of that request is shown under the form field `fieldOf` names
 * for its path (the field that makes it), or under `root` when none does. `extra` adds checks the body cannot make
 * (a file to upload is not part of it). `context` is useForm's, for what the form knows besides its values.
 */
export function bodyResolver<Values extends FieldValues, Body, Context = unknown>(
  schema: z.ZodType<Body>,
  toBody: (values: Values, context: Context) => unknown,
  fieldOf: (path: readonly PropertyKey[], values: Values, context: Context) => string | null = (path) =>
    typeof path[0] === 'string' ? path[0] : null,
  extra: (values: Values, context: Context) => Issue[] = () => [],
): Resolver<Values, Context, Body> {
  return (values, context) => {
    const parsed = schema.safeParse(toBody(values, context as Context));
    const issues: Issue[] = [
      ...extra(values, context as Context),
      ...(parsed.success ? [] : parsed.error.issues),
    ];
    if (parsed.success && !issues.length) return { values: parsed.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of issues) {
      const field = fieldOf(issue.path, values, context as Context) ?? 'root';
      // The first problem of a field is the one to fix first.
      errors[field] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
