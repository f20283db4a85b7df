import type { ImportKoboFormResponse } from '@oversight/shared/surveys/kobo.schemas';
import { api } from '../../../lib/api-client';

/** POST /surveys/refresh-kobo-form/: the Kobo form's changes brought into ours. */
export const refreshKoboForm = (surveyId: string) =>
  api.post<ImportKoboFormResponse>('/surveys/refresh-kobo-form/', { survey_id: surveyId }, { silent: true });
