import type { EndpointMap } from '../endpoint.js';

/** Project lookups' (search, years, categories, eyemarks, import status) endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const projectLookupsEndpoints = {} as const satisfies EndpointMap;
