import { z } from 'zod';

/**
 * One page of a limit/offset list, as every paginated endpoint answers it (docs/design.md section 4):
 * `{ count, next, previous, results }` with full URLs for `next` and `previous`.
 */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/** The largest page a list answers (docs/spec/product-spec.md section 9). */
export const MAX_LIMIT = 100;

/** limit/offset query for a list whose default page size is `defaultLimit` (docs/spec/product-spec.md section 9). */
export function pageQuerySchema(defaultLimit = 25) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(defaultLimit),
    offset: z.coerce.number().int().min(0).default(0),
  });
}

/** A page of items of type `T`, inferred from `pageOf` (the web's one `Page<T>`). */
export type Page<T> = z.output<ReturnType<typeof pageOf<z.ZodType<T>>>>;
