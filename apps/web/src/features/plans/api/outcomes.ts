import type { CreateOutcomeInput, Outcome, UpdateOutcomeBody } from '@oversight/shared/plans/plans.schemas';
import { api } from '../../../lib/api-client';

export const createOutcome = (body: CreateOutcomeInput) =>
  api.post<Outcome>('/plans/outcomes/', body, { silent: true });
export const updateOutcome = (id: string, body: UpdateOutcomeBody) =>
  api.patch<Outcome>(`/plans/outcomes/${encodeURIComponent(id)}/`, body, { silent: true });
export const deleteOutcome = (id: string) =>
  api.delete<undefined>(`/plans/outcomes/${encodeURIComponent(id)}/`);
