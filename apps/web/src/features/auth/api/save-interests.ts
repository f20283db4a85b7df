import { api } from '../../../lib/api-client';
import type { Interests } from './types';

/** Interest-update errors are swallowed (docs/spec/product-spec.md section 8): `silent` keeps the client from toasting. */
export function saveInterests(interests: Interests, options: { silent?: boolean } = {}): Promise<Interests> {
  return api.post('POST /users/interests/', interests, { silent: options.silent });
}
