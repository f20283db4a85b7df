import type { SummaryTask } from '@oversight/shared/surveys/results.schemas';
import { api } from '../../../../lib/api-client';

/** POST /surveys/{id}/trigger-form-summary/: a fresh kept summary answers at once; otherwise a job computes it. */
export const triggerSummary = (id: string, refresh = false) =>
  api.post<SummaryTask>(`/surveys/${encodeURIComponent(id)}/trigger-form-summary/`, undefined, {
    params: refresh ? { refresh: true } : undefined,
  });
