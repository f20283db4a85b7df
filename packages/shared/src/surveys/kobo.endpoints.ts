import { endpoint, type EndpointMap } from '../endpoint.js';
import {
  koboToolboxTokenStatusSchema,
  updateKoboToolboxTokenBodySchema,
} from '../organizations/organizations.schemas.js';
import {
  importKoboFormBodySchema,
  importKoboFormResponseSchema,
  importKoboResponsesQuerySchema,
  koboAssetsResponseSchema,
  koboConnectionSchema,
  koboImportStatusSchema,
  koboTaskQuerySchema,
  refreshKoboFormBodySchema,
} from './kobo.schemas.js';

/** KoboToolbox's endpoints in the typed route map (../endpoints.ts). */
export const koboEndpoints = {
  'GET /surveys/kobo-connection/': endpoint({ response: koboConnectionSchema }),
  'GET /surveys/kobo-assets/': endpoint({ response: koboAssetsResponseSchema }),
  'POST /surveys/import-kobo-form/': endpoint({
    body: importKoboFormBodySchema,
    response: importKoboFormResponseSchema,
  }),
  'POST /surveys/refresh-kobo-form/': endpoint({
    body: refreshKoboFormBodySchema,
    response: importKoboFormResponseSchema,
  }),
  'POST /surveys/import-kobo-responses/': endpoint({
    query: importKoboResponsesQuerySchema,
    response: koboImportStatusSchema,
  }),
  'GET /surveys/kobo-import-status/': endpoint({
    query: koboTaskQuerySchema,
    response: koboImportStatusSchema,
  }),
  'PATCH /users/organizations/update-kobotoolbox-token/': endpoint({
    body: updateKoboToolboxTokenBodySchema,
    response: koboToolboxTokenStatusSchema,
  }),
} as const satisfies EndpointMap;
