import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formKeys } from './keys';

/** GET /surveys/form-response/?response_id=: one response with the sections of its version and its changes. */
export const formResponseQuery = (responseId: string) =>
  queryOptions({
    queryKey: formKeys.response(responseId),
    queryFn: ({ signal }) =>
      api.get('GET /surveys/form-response/', { params: { response_id: responseId }, signal }),
  });
