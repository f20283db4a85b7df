import type { EndpointMap } from '../endpoint.js';

/** Collaboration's (stakeholders, staff, roles, departments) endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const collaborationEndpoints = {} as const satisfies EndpointMap;
