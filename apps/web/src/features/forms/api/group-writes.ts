import type { SurveyGroup } from '@oversight/shared/surveys/surveys.schemas';
import { api } from '../../../lib/api-client';

/** The writes on form groups (POST/PATCH/DELETE /surveys/groups/...); naming ones answer in their modal (silent). */
export const createFormGroup = (name: string, surveys?: string[]) =>
  api.post<SurveyGroup>('/surveys/groups/', surveys?.length ? { name, surveys } : { name }, { silent: true });
export const renameFormGroup = (id: string, name: string) =>
  api.post<SurveyGroup>('/surveys/groups/rename-group/', { group_id: id, name }, { silent: true });
export const deleteFormGroup = (id: string) =>
  api.delete<undefined>(`/surveys/groups/${encodeURIComponent(id)}/`);
export const addFormsToGroup = (id: string, surveys: string[]) =>
  api.post<SurveyGroup>('/surveys/groups/group-survey/', { group_id: id, surveys });
export const removeFormsFromGroup = (id: string, surveys: string[]) =>
  api.post<SurveyGroup>('/surveys/groups/ungroup-survey/', { group_id: id, surveys });
