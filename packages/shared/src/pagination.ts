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

/** Checks a comma list of orderings: known items, each field once, at most `maxFields`; the empty list is []. */
function parseOrderings<Item extends string>(
  orderings: readonly Item[],
  maxFields: number,
  value: string | string[] | undefined,
  ctx: z.RefinementCtx,
): Item[] {
  const known = new Set<string>(orderings);
  const fields = [...new Set(orderings.map((item) => item.replace(/^-/, '')))];
  const hint = `Order by ${fields.join(', ')} (a leading - for descending; several separated by commas).`;
  const items = (Array.isArray(value) ? value.join(',') : (value ?? ''))
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length > maxFields) {
    ctx.addIssue({ code: 'custom', message: `Order by at most ${maxFields} fields.` });
    return z.NEVER;
  }
  const seen = new Set<string>();
  for (const item of items) {
    if (!known.has(item)) {
      ctx.addIssue({ code: 'custom', message: `"${item}" is not an order this list knows. ${hint}` });
      return z.NEVER;
    }
    const field = item.replace(/^-/, '');
    if (seen.has(field)) {
      ctx.addIssue({ code: 'custom', message: `Order by ${field} once.` });
      return z.NEVER;
    }
    seen.add(field);
  }
  return items as Item[];
}

const orderingText = z.union([z.string(), z.array(z.string())]).optional();

/**
 * `ordering` as the spec's lists take it: a comma list of the list's orderings (`name`, `-name`...), e.g.
 * `ordering=-name,email`, each field at most once, at most `maxFields` of them; none given: `[fallback]`.
 */
export function orderingParam<const Item extends string>(
  orderings: readonly Item[],
  fallback: Item,
  maxFields = 3,
) {
  return orderingText.transform((value, ctx) => {
    const items = parseOrderings(orderings, maxFields, value, ctx);
    return items.length ? items : [fallback];
  });
}

/** `orderingParam` for a list whose repository picks the order when none is given (undefined). */
export function optionalOrderingParam<const Item extends string>(orderings: readonly Item[], maxFields = 3) {
  return orderingText.transform((value, ctx) => {
    const items = parseOrderings(orderings, maxFields, value, ctx);
    return items.length ? items : undefined;
  });
}
