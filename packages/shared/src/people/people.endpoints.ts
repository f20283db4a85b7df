import type { EndpointMap } from '../endpoint.js';

/** People's (profiles, follows) endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const peopleEndpoints = {} as const satisfies EndpointMap;
