import { api } from '../../../../lib/api-client';
import { useWrite } from '../../../../lib/use-write';
import { reportKeys } from './keys';

/** DELETE /surveys/report-templates/{id}/ (reports made from it stay). */
export const deleteTemplate = (id: string) =>
  api.delete('DELETE /surveys/report-templates/{id}/', { path: { id } });

/** Deletes a template; the form's templates are read again in the background. */
export const useDeleteTemplate = (formId: string) =>
  useWrite(deleteTemplate, [reportKeys.templates(formId)], { wait: false });
