import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { koboKeys } from './kobo-keys';

/** GET /surveys/kobo-connection/: connected or not, to which server, the token's last four characters. */
export const koboConnectionQuery = () =>
  queryOptions({
    queryKey: koboKeys.connection,
    queryFn: ({ signal }) => api.get('GET /surveys/kobo-connection/', { signal }),
  });
