import type { CreateWithAiBody } from '@oversight/shared/surveys/reports.schemas';
import { api } from '../../../../lib/api-client';

/** POST /surveys/report-templates/create-with-ai/: 503 when AI is not set up, 502 when the model's draft is unusable. */
export const draftWithAi = (body: CreateWithAiBody) =>
  api.post('POST /surveys/report-templates/create-with-ai/', body, { silent: true });
