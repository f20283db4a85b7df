import type { EndpointMap } from '../endpoint.js';

/** Surveys' (forms, questions, responses, results, exports) endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const surveysEndpoints = {} as const satisfies EndpointMap;
