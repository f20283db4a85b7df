import { endpoint, type EndpointMap } from '../endpoint.js';
import {
  authResponseSchema,
  deleteAccountBodySchema,
  detailSchema,
  googleLoginBodySchema,
  interestOptionsSchema,
  interestsSchema,
  loginBodySchema,
  passwordChangeBodySchema,
  passwordChangeResponseSchema,
  passwordResetBodySchema,
  passwordResetConfirmBodySchema,
  registerBodySchema,
  updateMeBodySchema,
  userSchema,
  verifyEmailBodySchema,
  verifyEmailResponseSchema,
} from './accounts.schemas.js';

/** Accounts' endpoints (sign-in, the signed-in user, interests) in the typed route map (../endpoints.ts). */
export const accountsEndpoints = {
  'POST /auth/login/': endpoint({ body: loginBodySchema, response: authResponseSchema }),
  'POST /auth/google/': endpoint({ body: googleLoginBodySchema, response: authResponseSchema }),
  'POST /users/register/': endpoint({ body: registerBodySchema, response: authResponseSchema }),
  'POST /auth/password/reset/': endpoint({ body: passwordResetBodySchema, response: detailSchema }),
  'POST /auth/password/reset/confirm/': endpoint({
    body: passwordResetConfirmBodySchema,
    response: detailSchema,
  }),
  'POST /auth/password/change/': endpoint({
    body: passwordChangeBodySchema,
    response: passwordChangeResponseSchema,
  }),
  'GET /auth/user/': endpoint({ response: userSchema }),
  'POST /users/verify/': endpoint({ body: verifyEmailBodySchema, response: verifyEmailResponseSchema }),
  'GET /users/verify/': endpoint({ response: detailSchema }),
  'PATCH /users/me/update/': endpoint({ body: updateMeBodySchema, response: userSchema }),
  'POST /users/delete/': endpoint({ body: deleteAccountBodySchema, response: detailSchema }),
  'GET /users/interest-options/': endpoint({ response: interestOptionsSchema }),
  'GET /users/interests/': endpoint({ response: interestsSchema }),
  'POST /users/interests/': endpoint({ body: interestsSchema, response: interestsSchema }),
} as const satisfies EndpointMap;
