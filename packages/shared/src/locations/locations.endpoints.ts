import type { EndpointMap } from '../endpoint.js';

/** Locations' endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const locationsEndpoints = {} as const satisfies EndpointMap;
