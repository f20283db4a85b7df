import type { EndpointMap } from '../endpoint.js';

/** Organisations' (the workspace) endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const organizationsEndpoints = {} as const satisfies EndpointMap;
