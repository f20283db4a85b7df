import { api } from '../../../lib/api-client';

/** DELETE /surveys/form-response/?response_id=: a response (form editors) or the caller's own draft. */
export const deleteResponse = (responseId: string) =>
  api.delete('DELETE /surveys/form-response/', { params: { response_id: responseId } });
