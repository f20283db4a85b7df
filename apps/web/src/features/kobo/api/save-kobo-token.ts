import type { UpdateKoboToolboxTokenBody } from '@oversight/shared/organizations/organizations.schemas';
import { api } from '../../../lib/api-client';

/** PATCH /users/organizations/update-kobotoolbox-token/: saves (or, with a null token, removes) the connection. */
export const saveKoboToken = (body: UpdateKoboToolboxTokenBody) =>
  api.patch('PATCH /users/organizations/update-kobotoolbox-token/', body, { silent: true });
