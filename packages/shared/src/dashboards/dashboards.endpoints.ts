import type { EndpointMap } from '../endpoint.js';

/** Dashboards' endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const dashboardsEndpoints = {} as const satisfies EndpointMap;
