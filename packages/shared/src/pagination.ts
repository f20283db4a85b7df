import { z } from 'zod';

/**
 * One page of a limit/offset list, as every paginated endpoint answers it (DESIGN.md section 4):
 * `{ count, next, previous, results }` with full URLs for `next` and `previous`.
 */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/** The page type for items of type `T` (what `pageOf(itemSchema)` infers). */
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };
