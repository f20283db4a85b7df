import { api } from '../../../lib/api-client';
import { useFormWrite } from './keys';

/** POST /surveys/{id}/add-respondents/: people by e-mail; those with no account here come back in not_found. */
export const addRespondents = (id: string, emails: string[]) =>
  api.post('POST /surveys/{id}/add-respondents/', { emails }, { path: { id }, silent: true });

export const useAddRespondents = (id: string) =>
  useFormWrite((emails: string[]) => addRespondents(id, emails));
