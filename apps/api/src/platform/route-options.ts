import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { RouteAccess } from './access-control.js';

/** The OpenAPI security of a route that takes a signed-in caller's token. */
export const bearerSecurity = [{ bearerAuth: [] }];

/**
 * A module's route options, one call a route: who may call it (`config.access`, which every route must declare) and
 * its schema, with the module's OpenAPI tags and, unless the route is public, the bearer security. The schema stays
 * the route's own (the shared Zod schemas, checked by test/endpoints.routes.test.ts) and types the handler as before.
 *
 *   const route = routeOptions(['departments']);
 *   app.get('/users/departments/:id/', route('organization', { summary, params, response: { 200: schema } }), handler);
 *
 * `config` adds to the access (`longRunning`, `rateLimit`, ...); a schema's own `security` or `tags` win.
 */
export function routeOptions(tags: string[]) {
  return <S extends FastifySchema>(
    access: RouteAccess,
    schema: S,
    config?: Omit<FastifyContextConfig, 'access'>,
  ) => ({
    config: { ...config, access },
    schema: { tags, ...(access === 'public' ? {} : { security: bearerSecurity }), ...schema },
  });
}
