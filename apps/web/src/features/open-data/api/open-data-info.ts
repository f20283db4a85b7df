import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /open-data/: publisher, licence, OC4IDS prefix and the data dictionary. */
export const openDataInfoQuery = () =>
  queryOptions({
    queryKey: ['open-data', 'info'],
    queryFn: ({ signal }) => api.get('GET /open-data/', { signal }),
    staleTime: 5 * 60_000,
  });
