import type { EndpointMap } from '../endpoint.js';

/** Projects' (catalogue, detail, writes) endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const projectsEndpoints = {} as const satisfies EndpointMap;
