import { endpoint, type EndpointMap } from '../endpoint.js';
import { analysisSchema } from '../projects/projects.schemas.js';
import {
  citizenAnalyticsQuerySchema,
  citizenAnalyticsSchema,
  contractorAnalyticsQuerySchema,
  contractorAnalyticsSchema,
  facilityAnswerSchema,
  facilityQuerySchema,
} from './analytics.schemas.js';

/** Analytics' endpoints in the typed route map (../endpoints.ts); `format=csv` answers of the same keys download. */
export const analyticsEndpoints = {
  'GET /users/analysis/': endpoint({ query: citizenAnalyticsQuerySchema, response: citizenAnalyticsSchema }),
  'GET /users/analytics/contractors/': endpoint({
    query: contractorAnalyticsQuerySchema,
    response: contractorAnalyticsSchema,
  }),
  'GET /analytics/facilities/': endpoint({ query: facilityQuerySchema, response: facilityAnswerSchema }),
  'GET /projects/analysis/': endpoint({ response: analysisSchema }),
} as const satisfies EndpointMap;
