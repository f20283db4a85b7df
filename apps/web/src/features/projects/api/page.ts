/** A list page of the API (DESIGN.md section 4). */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Some list endpoints answer a page, some a plain list: read both. */
export function resultsOf<T>(data: Page<T> | T[] | undefined): T[] {
  if (!data) return [];
  return Array.isArray(data) ? data : data.results;
}
