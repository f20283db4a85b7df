import type { Page } from '@oversight/shared/pagination';

/** A list page of the API (docs/design.md section 4), from the shared contract. */
export type { Page };

/** Some list endpoints answer a page, some a plain list: read both. */
export function resultsOf<T>(data: Page<T> | T[] | undefined): T[] {
  if (!data) return [];
  return Array.isArray(data) ? data : data.results;
}
