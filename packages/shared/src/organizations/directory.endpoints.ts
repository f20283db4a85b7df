import { endpoint, type EndpointMap } from '../endpoint.js';
import {
  organizationCardPageSchema,
  publicUserPageSchema,
  quickSearchSchema,
  searchTextQuerySchema,
} from '../projects/projects.schemas.js';
import { visitorOrganizationPageSchema } from './organizations.schemas.js';

/** The directory's endpoints (organisation and people search, visitors) in the typed route map (../endpoints.ts). */
export const directoryEndpoints = {
  'GET /users/mda-search/': endpoint({ response: organizationCardPageSchema }),
  'GET /users/visitor-organizations/': endpoint({ response: visitorOrganizationPageSchema }),
  'GET /users/search/': endpoint({ response: publicUserPageSchema }),
  'GET /users/qs/': endpoint({ query: searchTextQuerySchema, response: quickSearchSchema }),
} as const satisfies EndpointMap;
