import type { RespondBody, SurveyResponse } from '@oversight/shared/surveys/responses.schemas';
import { api } from '../../../lib/api-client';

/**
 * POST /surveys/{id}/respond/: a submission or a draft (201; 200 when its client_id was stored already). Silent: the
 * page shows the field errors, and an offline send is queued rather than toasted.
 */
export const respondToForm = (id: string, body: RespondBody & { website?: string }) =>
  api.post<SurveyResponse>(`/surveys/${encodeURIComponent(id)}/respond/`, body, { silent: true });
