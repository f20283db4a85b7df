import type { BodyOf } from '@oversight/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { formKeys, useFormWrite } from './keys';

// Create and edit answer field errors in the form itself (silent: no toast).

/** The writes on one form (POST/PATCH/DELETE /surveys/...). */
export type FormInput = BodyOf<'POST /surveys/'>;

export const createForm = (body: FormInput) => api.post('POST /surveys/', body, { silent: true });
export const updateForm = (id: string, body: BodyOf<'PATCH /surveys/{id}/'>) =>
  api.patch('PATCH /surveys/{id}/', body, { path: { id }, silent: true });
export const deleteForm = (id: string) => api.delete('DELETE /surveys/{id}/', { path: { id } });
export const changeFormState = (id: string, action: 'publish' | 'unpublish' | 'archive') =>
  api.post(`POST /surveys/{id}/${action}/`, undefined, { path: { id } });
export const duplicateForm = (id: string) =>
  api.post('POST /surveys/{id}/duplicate/', undefined, { path: { id } });

export const useCreateForm = () => useFormWrite(createForm);
/** Edits a form's details. */
export const useUpdateForm = (id: string) =>
  useFormWrite((body: BodyOf<'PATCH /surveys/{id}/'>) => updateForm(id, body));
export const useChangeFormState = (id: string) =>
  useFormWrite((action: 'publish' | 'unpublish' | 'archive') => changeFormState(id, action));
export const useDuplicateForm = (id: string) => useFormWrite(() => duplicateForm(id));
/** Deletes a form; the lists and groups are read again in the background (the caller leaves the form's page). */
export const useDeleteForm = (id: string) =>
  useWrite(
    () => deleteForm(id),
    [
      ['forms', 'list'],
      ['forms', 'groups'],
    ],
    {
      wait: false,
    },
  );

/** Saves the builder's whole structure: the saved form is the form's answer, its lists and questions are read again. */
export function useSaveFormStructure(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sections: BodyOf<'PATCH /surveys/{id}/'>['sections']) => updateForm(id, { sections }),
    onSuccess: (saved) => {
      queryClient.setQueryData(formKeys.detail(id), saved);
      void queryClient.invalidateQueries({ queryKey: ['forms', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['forms', 'questions', id] });
    },
  });
}
