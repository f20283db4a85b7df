import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { resultsKeys } from './keys';

/** GET /surveys/{id}/available-fields/: questions a chart or the cross-tab may use. */
export const availableFieldsQuery = (id: string) =>
  queryOptions({
    queryKey: resultsKeys.fields(id),
    queryFn: ({ signal }) => api.get('GET /surveys/{id}/available-fields/', { path: { id }, signal }),
  });
