import type { EndpointMap } from '../endpoint.js';

/** KoboToolbox's endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const koboEndpoints = {} as const satisfies EndpointMap;
