import { endpoint, type EndpointMap } from '../endpoint.js';
import { lgaListSchema, stateIdParamsSchema, stateListSchema } from './locations.schemas.js';

/** Locations' endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const locationsEndpoints = {
  'GET /locations/states/': endpoint({ response: stateListSchema }),
  'GET /locations/states/{id}/lgas/': endpoint({ params: stateIdParamsSchema, response: lgaListSchema }),
} as const satisfies EndpointMap;
