import type { EndpointMap } from '../endpoint.js';

/** Accounts' (sign-in, the signed-in user, interests) endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const accountsEndpoints = {} as const satisfies EndpointMap;
