import {
  authResponseSchema,
  deleteAccountBodySchema,
  googleLoginBodySchema,
  loginBodySchema,
  passwordChangeBodySchema,
  passwordChangeResponseSchema,
  passwordResetConfirmBodySchema,
  registerBodySchema,
  userSchema,
} from '@oversight/shared/accounts/accounts.schemas';
import {
  addRespondentsBodySchema,
  responseDetailSchema,
  updateResponseBodySchema,
} from '@oversight/shared/surveys/responses.schemas';
import {
  createSurveyBodySchema,
  surveyDetailSchema,
  updateSurveyBodySchema,
} from '@oversight/shared/surveys/surveys.schemas';
import type { z } from 'zod';

/**
 * The shared schemas of the API routes the catch-all `answer` of test/msw.ts serves, by method and path below /api/v1
 * (as the API's routes declare them): a body the page sends, or a 2xx fixture a test serves, that breaks them fails the
 * test. Routes not listed are answered unchecked.
 */
export const API_CONTRACT: readonly {
  method: string;
  path: string;
  request?: z.ZodType;
  response?: z.ZodType;
}[] = [
  { method: 'POST', path: '/auth/login/', request: loginBodySchema, response: authResponseSchema },
  { method: 'POST', path: '/auth/google/', request: googleLoginBodySchema, response: authResponseSchema },
  { method: 'POST', path: '/users/register/', request: registerBodySchema, response: authResponseSchema },
  { method: 'POST', path: '/auth/password/reset/confirm/', request: passwordResetConfirmBodySchema },
  {
    method: 'POST',
    path: '/auth/password/change/',
    request: passwordChangeBodySchema,
    response: passwordChangeResponseSchema,
  },
  { method: 'GET', path: '/auth/user/', response: userSchema },
  { method: 'POST', path: '/users/delete/', request: deleteAccountBodySchema },
  { method: 'GET', path: '/surveys/form-response/', response: responseDetailSchema },
  {
    method: 'PATCH',
    path: '/surveys/form-response/',
    request: updateResponseBodySchema,
    response: responseDetailSchema,
  },
  { method: 'POST', path: '/surveys/:id/add-respondents/', request: addRespondentsBodySchema },
  { method: 'POST', path: '/surveys/', request: createSurveyBodySchema, response: surveyDetailSchema },
  { method: 'PATCH', path: '/surveys/:id/', request: updateSurveyBodySchema, response: surveyDetailSchema },
];
