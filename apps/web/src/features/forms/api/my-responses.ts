import { queryOptions } from '@tanstack/react-query';
import { api, type ParamsOf } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import type { QueuedResponse } from '../offline/outbox-store';
import { sendQueued } from '../offline/send-outbox';
import { appTransport } from '../offline/use-outbox';
import { formKeys } from './keys';

/** GET /surveys/{id}/my-responses/: the caller's own responses (is_draft 'true': their drafts). */
export const myResponsesQuery = (
  id: string,
  params: Pick<ParamsOf<'GET /surveys/{id}/my-responses/'>, 'is_draft' | 'limit' | 'offset'>,
) =>
  queryOptions({
    queryKey: formKeys.myResponses(id, params),
    queryFn: ({ signal }) => api.get('GET /surveys/{id}/my-responses/', { path: { id }, params, signal }),
  });

/**
 * Sends one response now (its files first). Once the server has it, every list of the caller's responses to the
 * form (its drafts menu included) is read again in the background; a refused or waiting one changes nothing.
 */
export const useSendResponse = (formId: string) =>
  useWrite(
    (entry: QueuedResponse) => sendQueued(entry, appTransport, () => Promise.resolve()),
    (result) => (result.status === 'sent' ? [formKeys.myResponses(formId, {}).slice(0, 3)] : []),
    { wait: false },
  );
