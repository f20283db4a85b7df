import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formKeys } from './keys';

/**
 * GET /surveys/{id}/ for the respond page: silent (its 401/404 is a page of its own, not a toast), and asked even when
 * the browser says it is offline, so the service worker can answer from the copy it kept.
 */
export const formToAnswerQuery = (id: string) =>
  queryOptions({
    queryKey: formKeys.detail(id),
    queryFn: ({ signal }) => api.get('GET /surveys/{id}/', { path: { id }, signal, silent: true }),
    networkMode: 'always',
    retry: false,
  });
