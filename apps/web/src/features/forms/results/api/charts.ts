import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { resultsKeys } from './keys';

/** GET /surveys/{id}/visualizations/: the form's saved charts. */
export const chartsQuery = (id: string) =>
  queryOptions({
    queryKey: resultsKeys.charts(id),
    queryFn: ({ signal }) => api.get('GET /surveys/{id}/visualizations/', { path: { id }, signal }),
  });
