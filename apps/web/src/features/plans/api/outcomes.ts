import type { CreateOutcomeInput, UpdateOutcomeBody } from '@oversight/shared/plans/plans.schemas';
import { api } from '../../../lib/api-client';
import { usePlanWrite } from './keys';

export const createOutcome = (body: CreateOutcomeInput) =>
  api.post('POST /plans/outcomes/', body, { silent: true });
export const updateOutcome = (id: string, body: UpdateOutcomeBody) =>
  api.patch('PATCH /plans/outcomes/{id}/', body, { path: { id }, silent: true });
export const deleteOutcome = (id: string) => api.delete('DELETE /plans/outcomes/{id}/', { path: { id } });

/** Adds an outcome, or edits the one with `id` (its title and description). */
export const useSaveOutcome = () =>
  usePlanWrite(({ id, body }: { id?: string; body: CreateOutcomeInput }) =>
    id ? updateOutcome(id, { title: body.title, description: body.description }) : createOutcome(body),
  );
export const useDeleteOutcome = () => usePlanWrite(deleteOutcome);
