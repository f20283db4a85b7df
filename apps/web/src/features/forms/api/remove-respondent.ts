import { api } from '../../../lib/api-client';

/** DELETE /surveys/{id}/respondents/{user_id}/: the person may no longer answer (their responses stay). */
export const removeRespondent = (id: string, userId: string) =>
  api.delete<undefined>(`/surveys/${encodeURIComponent(id)}/respondents/${encodeURIComponent(userId)}/`);
