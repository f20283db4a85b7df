import type { EndpointMap } from '../endpoint.js';

/** The directory's (organisation search, visitors, contractors) endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const directoryEndpoints = {} as const satisfies EndpointMap;
