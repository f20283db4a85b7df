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

/** A page of items of type `T`, inferred from `pageOf` (the web's one `Page<T>`). */
export type Page<T> = z.output<ReturnType<typeof pageOf<z.ZodType<T>>>>;
