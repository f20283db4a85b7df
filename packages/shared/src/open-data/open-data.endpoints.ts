import type { EndpointMap } from '../endpoint.js';

/** Open data's endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const openDataEndpoints = {} as const satisfies EndpointMap;
