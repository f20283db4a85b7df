import type { EndpointMap } from '../endpoint.js';

/** Notifications' endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const notificationsEndpoints = {} as const satisfies EndpointMap;
