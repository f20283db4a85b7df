import { api } from '../../../lib/api-client';

/** POST /surveys/refresh-kobo-form/: the Kobo form's changes brought into ours. */
export const refreshKoboForm = (surveyId: string) =>
  api.post('POST /surveys/refresh-kobo-form/', { survey_id: surveyId }, { silent: true });
