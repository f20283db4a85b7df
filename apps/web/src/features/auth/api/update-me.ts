import type { UpdateMeBody } from '@oversight/shared/accounts/accounts.schemas';
import { api } from '../../../lib/api-client';
import type { AccountUser } from './types';

/** JSON for plain fields; multipart when a new avatar is sent (field `avatar`). */
export function updateMe(body: UpdateMeBody, avatar?: Blob | null): Promise<AccountUser> {
  if (!avatar) return api.patch('PATCH /users/me/update/', body);
  const form = new FormData();
  // Object.entries drops undefined from optional fields' types; a body may still hold it.
  for (const [key, value] of Object.entries(body) as [string, UpdateMeBody[keyof UpdateMeBody]][]) {
    if (value === undefined) continue;
    // Multipart has no null: an empty value clears the field.
    if (value === null) form.append(key, '');
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  form.append('avatar', avatar, 'avatar.jpg');
  return api.patch('PATCH /users/me/update/', form);
}
