import { api } from '../../../lib/api-client';

/** POST /surveys/{id}/add-respondents/: people by e-mail; those with no account here come back in not_found. */
export const addRespondents = (id: string, emails: string[]) =>
  api.post('POST /surveys/{id}/add-respondents/', { emails }, { path: { id }, silent: true });
