import { z } from 'zod';

/**
 * One endpoint of the API as the web calls it (docs/decisions/0016): its schemas are the very objects the route
 * registers, which apps/api/src/test/endpoints.routes.test.ts checks, so the web's types cannot drift from the API.
 */

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The response of an endpoint that answers a file (a download), not JSON. */
export const fileResponse = Object.freeze({ kind: 'file' as const });
export type FileResponse = typeof fileResponse;

/** The response of a 204: routes declare their own `z.null()`, which the API test accepts against this one. */
export const noContentSchema = z.null();

export type EndpointSchemas = {
  /** Path parameters as the route validates them; the web takes their names from the key's `{name}` parts. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The schema of the route's success status (200, 201, 202 or 204), or `fileResponse`. */
  response: z.ZodType | FileResponse;
};

/** `'<METHOD> <path>'`, the path written as docs/spec/endpoints.txt writes it (`{id}` for a parameter). */
export type EndpointKey = `${HttpMethod} /${string}`;

export type EndpointMap = Record<EndpointKey, EndpointSchemas>;

/** Declares one endpoint; the `const` type parameter keeps each schema's own type. */
export function endpoint<const E extends EndpointSchemas>(schemas: E): E {
  return schemas;
}

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

export type PathOf<K extends string> = K extends `${HttpMethod} ${infer P}` ? P : never;

/** `{ id: string }` for `'GET /plans/{id}/'`; `never` when the path has no parameters. */
export type PathParamsOf<K extends string> = [ParamNames<PathOf<K>>] extends [never]
  ? never
  : Record<ParamNames<PathOf<K>>, string | number>;
