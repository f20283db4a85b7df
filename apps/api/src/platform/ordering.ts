import { sql, type SQL } from 'drizzle-orm';

/**
 * ORDER BY for a list's parsed `ordering` (`['-name', 'email']`): each field's expression in its direction, then
 * `then` (a unique key last), so rows equal on every chosen field keep one order from page to page.
 */
export function orderBy<Field extends string>(
  ordering: readonly (Field | `-${Field}`)[],
  columns: Record<Field, SQL>,
  then: SQL,
): SQL {
  const parts = ordering.map((item) => {
    const column = columns[item.replace(/^-/, '') as Field];
    return item.startsWith('-') ? sql`${column} DESC` : sql`${column} ASC`;
  });
  return sql.join([...parts, then], sql`, `);
}
