import type { SurveyResponseDetail, UpdateResponseBody } from '@oversight/shared/surveys/responses.schemas';
import { api } from '../../../lib/api-client';

/** PATCH /surveys/form-response/?response_id=: changed answers; a 400 names the questions (shown in the form). */
export const updateResponse = (responseId: string, body: UpdateResponseBody) =>
  api.patch<SurveyResponseDetail>('/surveys/form-response/', body, {
    params: { response_id: responseId },
    silent: true,
  });
