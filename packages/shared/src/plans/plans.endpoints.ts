import type { EndpointMap } from '../endpoint.js';

/** Plans' endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const plansEndpoints = {} as const satisfies EndpointMap;
