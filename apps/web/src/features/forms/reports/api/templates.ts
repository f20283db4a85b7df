import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { reportKeys } from './keys';

/** GET /surveys/report-templates/?survey_id: the form's templates (and whether Draft with AI is set up). */
export const templatesQuery = (formId: string) =>
  queryOptions({
    queryKey: reportKeys.templates(formId),
    queryFn: ({ signal }) =>
      api.get('GET /surveys/report-templates/', {
        params: { survey_id: formId, limit: 100 },
        signal,
      }),
  });

/** GET /surveys/report-templates/{id}/ */
export const templateQuery = (id: string) =>
  queryOptions({
    queryKey: reportKeys.template(id),
    queryFn: ({ signal }) => api.get('GET /surveys/report-templates/{id}/', { path: { id }, signal }),
  });
