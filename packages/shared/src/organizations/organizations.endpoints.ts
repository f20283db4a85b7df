import { endpoint, type EndpointMap } from '../endpoint.js';
import {
  myOrganizationListSchema,
  planLevelsResponseSchema,
  updatePlanLevelsBodySchema,
} from './organizations.schemas.js';

/** Organisations' (the workspace) endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const organizationsEndpoints = {
  'GET /users/profiles/my-organizations/': endpoint({ response: myOrganizationListSchema }),
  'PATCH /users/organizations/update-plan-levels/': endpoint({
    body: updatePlanLevelsBodySchema,
    response: planLevelsResponseSchema,
  }),
} as const satisfies EndpointMap;
