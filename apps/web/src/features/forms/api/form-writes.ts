import type {
  CreateSurveyBody,
  Survey,
  SurveyDetail,
  UpdateSurveyBody,
} from '@oversight/shared/surveys/surveys.schemas';
import { api } from '../../../lib/api-client';

// Create and edit answer field errors in the form itself (silent: no toast).

/** The writes on one form (POST/PATCH/DELETE /surveys/...). */
export type FormInput = Partial<CreateSurveyBody> & { name: string };

export const createForm = (body: FormInput) => api.post<SurveyDetail>('/surveys/', body, { silent: true });
export const updateForm = (id: string, body: UpdateSurveyBody) =>
  api.patch<SurveyDetail>(`/surveys/${encodeURIComponent(id)}/`, body, { silent: true });
export const deleteForm = (id: string) => api.delete<undefined>(`/surveys/${encodeURIComponent(id)}/`);
export const changeFormState = (id: string, action: 'publish' | 'unpublish' | 'archive') =>
  api.post<Survey>(`/surveys/${encodeURIComponent(id)}/${action}/`);
export const duplicateForm = (id: string) =>
  api.post<Survey>(`/surveys/${encodeURIComponent(id)}/duplicate/`);
