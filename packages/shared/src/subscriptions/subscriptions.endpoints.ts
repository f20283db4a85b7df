import type { EndpointMap } from '../endpoint.js';

/** Subscriptions' endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const subscriptionsEndpoints = {} as const satisfies EndpointMap;
