import { endpoint, type EndpointMap } from '../endpoint.js';
import { openDataInfoSchema } from './open-data.schemas.js';

/** Open data's endpoints in the typed route map (../endpoints.ts). */
export const openDataEndpoints = {
  'GET /open-data/': endpoint({ response: openDataInfoSchema }),
} as const satisfies EndpointMap;
