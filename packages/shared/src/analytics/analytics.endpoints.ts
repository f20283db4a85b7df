import type { EndpointMap } from '../endpoint.js';

/** Analytics' endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const analyticsEndpoints = {} as const satisfies EndpointMap;
