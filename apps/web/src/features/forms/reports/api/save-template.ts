import type { CreateTemplateBody, UpdateTemplateBody } from '@oversight/shared/surveys/reports.schemas';
import { api } from '../../../../lib/api-client';

/** POST /surveys/report-templates/ (a 400 names blocks.<i>.<field>: the editor shows it on the block). */
export const createTemplate = (body: CreateTemplateBody) =>
  api.post('POST /surveys/report-templates/', body, { silent: true });

/** PATCH /surveys/report-templates/{id}/ */
export const updateTemplate = (id: string, body: UpdateTemplateBody) =>
  api.patch('PATCH /surveys/report-templates/{id}/', body, { path: { id }, silent: true });
