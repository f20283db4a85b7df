import { api } from '../../../lib/api-client';
import { useFormWrite } from './keys';

/** DELETE /surveys/{id}/respondents/{user_id}/: the person may no longer answer (their responses stay). */
export const removeRespondent = (id: string, userId: string) =>
  api.delete('DELETE /surveys/{id}/respondents/{user_id}/', { path: { id, user_id: userId } });

export const useRemoveRespondent = (id: string) =>
  useFormWrite((userId: string) => removeRespondent(id, userId));
