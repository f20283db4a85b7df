import type { Respondent } from '@oversight/shared/surveys/responses.schemas';
import { api } from '../../../lib/api-client';

export type AddRespondentsResult = { added: Respondent[]; not_found: string[] };

/** POST /surveys/{id}/add-respondents/: people by e-mail; those with no account here come back in not_found. */
export const addRespondents = (id: string, emails: string[]) =>
  api.post<AddRespondentsResult>(
    `/surveys/${encodeURIComponent(id)}/add-respondents/`,
    { emails },
    { silent: true },
  );
