import type { EndpointMap } from '../endpoint.js';

/** Posts' endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const postsEndpoints = {} as const satisfies EndpointMap;
