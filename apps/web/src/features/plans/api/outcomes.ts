import type { CreateOutcomeInput, UpdateOutcomeBody } from '@oversight/shared/plans/plans.schemas';
import { api } from '../../../lib/api-client';

export const createOutcome = (body: CreateOutcomeInput) =>
  api.post('POST /plans/outcomes/', body, { silent: true });
export const updateOutcome = (id: string, body: UpdateOutcomeBody) =>
  api.patch('PATCH /plans/outcomes/{id}/', body, { path: { id }, silent: true });
export const deleteOutcome = (id: string) => api.delete('DELETE /plans/outcomes/{id}/', { path: { id } });
