import fp from 'fastify-plugin';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RouteAccess } from './access-control.js';

/** What the contract test needs to know about one route: it walks them all, so new modules are checked unasked. */
export type RegisteredRoute = {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** Answers before any tenant exists and skips authentication (health checks). */
  tenantless: boolean;
  schema: RouteOptions['schema'];
};

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

/** Records every route as it is added (register it before the modules). */
export const routeRegistryPlugin = fp(async function routeRegistry(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        access: route.config?.access,
        tenantless: !!route.config?.tenantless,
        schema: route.schema,
      });
    }
  });
});
