import type { BodyOf } from '@oversight/shared/endpoints';
import { api } from '../../../lib/api-client';

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
