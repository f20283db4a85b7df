import { endpoint, type EndpointMap } from '../endpoint.js';
import { taskStatusQuerySchema, taskStatusSchema } from './project-import.schemas.js';
import {
  categoriesSchema,
  eyemarkBodySchema,
  eyemarkResponseSchema,
  projectIdParamsSchema,
  projectPageSchema,
  projectSearchSchema,
  projectTagListSchema,
  projectYearsSchema,
  yearQuerySchema,
} from './projects.schemas.js';

/** Project lookups' endpoints (search, years, categories, eyemarks, suggestions, import status) in the typed route map. */
export const projectLookupsEndpoints = {
  'GET /projects/search/': endpoint({ response: projectSearchSchema }),
  'GET /projects/years/': endpoint({ response: projectYearsSchema }),
  'GET /projects/project-tags/': endpoint({ response: projectTagListSchema }),
  'GET /projects/categories/all/': endpoint({ query: yearQuerySchema, response: categoriesSchema }),
  'POST /projects/eyemark/': endpoint({ body: eyemarkBodySchema, response: eyemarkResponseSchema }),
  'GET /users/me/eyemarks/': endpoint({ response: projectPageSchema }),
  'GET /users/eyemarks/{id}/': endpoint({ params: projectIdParamsSchema, response: projectPageSchema }),
  'GET /users/suggestions/': endpoint({ response: projectPageSchema }),
  'GET /projects/status/': endpoint({ query: taskStatusQuerySchema, response: taskStatusSchema }),
} as const satisfies EndpointMap;
