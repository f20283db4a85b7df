import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { koboKeys } from './kobo-keys';

/** GET /surveys/kobo-assets/: the Kobo account's forms (Kobo's own errors come back in words). */
export const koboAssetsQuery = () =>
  queryOptions({
    queryKey: koboKeys.assets,
    queryFn: ({ signal }) => api.get('GET /surveys/kobo-assets/', { signal, silent: true }),
    retry: false,
  });
