import { api } from '../../../lib/api-client';

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
