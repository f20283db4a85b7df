import type { PreviewBody } from '@oversight/shared/surveys/reports.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { reportKeys } from './keys';

/** POST /surveys/report-templates/preview/: the editor's blocks drawn with the form's real numbers. */
export const previewQuery = (body: PreviewBody) =>
  queryOptions({
    queryKey: reportKeys.preview(body.survey_id, body),
    queryFn: ({ signal }) =>
      api.post('POST /surveys/report-templates/preview/', body, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
