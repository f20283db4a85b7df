import { endpoint, type EndpointMap } from '../endpoint.js';
import { postMediaPageSchema, postPageSchema } from '../posts/posts.schemas.js';
import { profileSchema, projectIdParamsSchema } from '../projects/projects.schemas.js';
import { followBodySchema, followResultSchema } from './people.schemas.js';

/** People's endpoints (profiles, their activity, follows) in the typed route map (../endpoints.ts). */
export const peopleEndpoints = {
  'GET /users/profiles/{id}/': endpoint({ params: projectIdParamsSchema, response: profileSchema }),
  'GET /users/profiles/{id}/feeds/': endpoint({ response: postPageSchema }),
  'GET /users/profiles/{id}/media/': endpoint({ response: postMediaPageSchema }),
  'GET /users/me/media/': endpoint({ response: postMediaPageSchema }),
  'POST /users/follow/': endpoint({ body: followBodySchema, response: followResultSchema }),
} as const satisfies EndpointMap;
