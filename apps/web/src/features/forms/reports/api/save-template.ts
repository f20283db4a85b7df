import type { CreateTemplateBody, UpdateTemplateBody } from '@oversight/shared/surveys/reports.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { reportKeys } from './keys';

/** POST /surveys/report-templates/ (a 400 names blocks.<i>.<field>: the editor shows it on the block). */
export const createTemplate = (body: CreateTemplateBody) =>
  api.post('POST /surveys/report-templates/', body, { silent: true });

/** PATCH /surveys/report-templates/{id}/ */
export const updateTemplate = (id: string, body: UpdateTemplateBody) =>
  api.patch('PATCH /surveys/report-templates/{id}/', body, { path: { id }, silent: true });

/**
 * Creates a template (no `id`) or edits the one with `id` (its name, description and blocks). The form's templates
 * are read again and the saved one becomes the template's answer.
 */
export function useSaveTemplate(formId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateTemplateBody }) =>
      id
        ? updateTemplate(id, { name: body.name, description: body.description, blocks: body.blocks })
        : createTemplate(body),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: reportKeys.templates(formId) });
      client.setQueryData(reportKeys.template(saved.id), saved);
    },
  });
}
