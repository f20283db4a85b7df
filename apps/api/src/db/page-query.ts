/**
 * A paged list's two queries, run one after the other on the same connection (a transaction's too): the number of
 * all matching rows (`select({ value: count() })`), then the page's rows. Drizzle runs a query only when it is
 * awaited, so a repository builds both and hands them here.
 */
export async function countThenPage<T>(
  countQuery: PromiseLike<{ value: number }[]>,
  pageQuery: PromiseLike<T[]>,
): Promise<{ count: number; rows: T[] }> {
  const [total] = await countQuery;
  const rows = await pageQuery;
  return { count: total?.value ?? 0, rows };
}
