import { api } from '../../../lib/api-client';
import { formKeys, useFormWrite } from './keys';
import { useWrite } from '../../../lib/use-write';

/** The writes on form groups (POST/PATCH/DELETE /surveys/groups/...); naming ones answer in their modal (silent). */
export const createFormGroup = (name: string, surveys?: string[]) =>
  api.post('POST /surveys/groups/', surveys?.length ? { name, surveys } : { name }, { silent: true });
export const renameFormGroup = (id: string, name: string) =>
  api.post('POST /surveys/groups/rename-group/', { group_id: id, name }, { silent: true });
export const deleteFormGroup = (id: string) => api.delete('DELETE /surveys/groups/{id}/', { path: { id } });
export const addFormsToGroup = (id: string, surveys: string[]) =>
  api.post('POST /surveys/groups/group-survey/', { group_id: id, surveys });
export const removeFormsFromGroup = (id: string, surveys: string[]) =>
  api.post('POST /surveys/groups/ungroup-survey/', { group_id: id, surveys });

export const useCreateFormGroup = () =>
  useFormWrite(({ name, surveys }: { name: string; surveys?: string[] }) => createFormGroup(name, surveys));
export const useRenameFormGroup = (id: string) => useFormWrite((name: string) => renameFormGroup(id, name));
/** Deletes a group; the forms are read again in the background (the caller leaves the group). */
export const useDeleteFormGroup = (id: string) =>
  useWrite(() => deleteFormGroup(id), [formKeys.all], { wait: false });
export const useAddFormsToGroup = () =>
  useFormWrite(({ group, surveys }: { group: string; surveys: string[] }) => addFormsToGroup(group, surveys));
export const useRemoveFormsFromGroup = () =>
  useFormWrite(({ group, surveys }: { group: string; surveys: string[] }) =>
    removeFormsFromGroup(group, surveys),
  );
