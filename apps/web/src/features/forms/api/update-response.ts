import type { BodyOf } from '@oversight/shared/endpoints';
import { api } from '../../../lib/api-client';

/** PATCH /surveys/form-response/?response_id=: changed answers; a 400 names the questions (shown in the form). */
export const updateResponse = (responseId: string, body: BodyOf<'PATCH /surveys/form-response/'>) =>
  api.patch('PATCH /surveys/form-response/', body, { params: { response_id: responseId }, silent: true });
