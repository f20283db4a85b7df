import { api } from '../../../../lib/api-client';

/** POST /surveys/{id}/trigger-form-summary/: a fresh kept summary answers at once; otherwise a job computes it. */
export const triggerSummary = (id: string, refresh = false) =>
  api.post('POST /surveys/{id}/trigger-form-summary/', undefined, {
    path: { id },
    params: refresh ? { refresh: 'true' } : undefined,
  });
