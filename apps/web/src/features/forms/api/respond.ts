import type { BodyOf } from '@oversight/shared/endpoints';
import { api } from '../../../lib/api-client';

/**
 * POST /surveys/{id}/respond/: a submission or a draft (201; 200 when its client_id was stored already). Silent: the
 * page shows the field errors, and an offline send is queued rather than toasted.
 */
export const respondToForm = (id: string, body: BodyOf<'POST /surveys/{id}/respond/'>) =>
  api.post('POST /surveys/{id}/respond/', body, { path: { id }, silent: true });
