/**
 * Endpoints whose answer's shape depends on the query (GET /projects/ and /projects/organization-projects/ answer a
 * page, or the map's points, GeoJSON or clusters for `format`): the typed route map gives the union, these narrow it.
 */

/** The page of a list answer. */
export function isPage<U>(answer: U): answer is Extract<U, { results: unknown[] }> {
  return typeof answer === 'object' && answer !== null && 'results' in answer;
}

/** The array of an answer that is a page or a bare list (`format=map`). */
export function isList<U>(answer: U): answer is Extract<U, unknown[]> {
  return Array.isArray(answer);
}

/** The answer when it has the shape `check` admits, else an error naming what was asked. */
export function expectShape<U, S extends U>(answer: U, check: (value: U) => value is S, what: string): S {
  if (check(answer)) return answer;
  throw new Error(`${what}: the API answered another shape`);
}

/** The clusters of one map view (`GET /projects/?format=clusters`). */
export function isClusters<U>(answer: U): answer is Extract<U, { clusters: unknown[] }> {
  return typeof answer === 'object' && answer !== null && 'clusters' in answer;
}

/** The located points of `GET /analytics/facilities/?format=map` (up to the server's cap, `truncated` past it). */
export function isPoints<U>(answer: U): answer is Extract<U, { points: unknown[]; truncated: boolean }> {
  return typeof answer === 'object' && answer !== null && 'points' in answer && 'truncated' in answer;
}
