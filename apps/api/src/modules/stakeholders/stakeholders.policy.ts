import { MANAGE_STAKEHOLDERS_PERMISSION, type ContentType } from '@oversight/shared/collaboration/content';
import type { DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../platform/access-control.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { can, itemAccessOne, PUBLIC_GRANT_LIMIT, type ItemAccess } from '../../platform/item-access.js';
import { findContentItem, type ContentItem } from './content-items.js';
import type { RoleBrief } from './stakeholders.repository.js';

export const ITEM_NOT_FOUND = 'No item of this kind has this id.';

/**
 * The item and the caller's access to it. 404 when the caller may not know it exists (not public and no access),
 * 403 when they see it but may not do `need`: 'manage' its stakeholders, or 'view' them (members of the owning
 * organisation and stakeholder managers).
 */
export async function loadItem(
  db: DbOrTx,
  auth: AuthContext,
  type: ContentType,
  id: string,
  need: 'manage' | 'view',
): Promise<{ item: ContentItem; access: ItemAccess }> {
  const item = await findContentItem(db, auth.tenant.id, type, id);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  const access = await itemAccessOne(db, auth, item);
  if (!item.isPublic && access.permissions.size === 0) throw notFound(ITEM_NOT_FOUND);
  const manages = can(access, MANAGE_STAKEHOLDERS_PERMISSION[type]);
  if (need === 'manage' && !manages) throw forbidden('You may not manage the stakeholders of this item.');
  if (need === 'view' && !manages && !access.viaOrganization)
    throw forbidden('Only its organisation and its stakeholder managers see who this item is shared with.');
  return { item, access };
}

/** The organisation whose roles a grant on the item uses: the caller's own when it owns the item, else the owner. */
export function grantingOrganizationId(auth: AuthContext, item: ContentItem): string {
  const current = auth.organization?.id;
  return current && item.ownerOrganizationIds.includes(current) ? current : item.primaryOwnerId;
}

/** Why this role cannot be given here (or null): nobody gives more than they hold; the public only views. */
export function roleProblem(
  role: RoleBrief | undefined,
  held: ReadonlySet<number>,
  options: { publicGroup?: boolean } = {},
): string | null {
  if (!role) return 'Choose one of the roles of the organisation that owns this item.';
  if (role.is_owner) return 'The owner role cannot be given on an item; choose or create a stakeholder role.';
  const beyond = role.permissions.filter((permission) => !held.has(permission));
  if (beyond.length) return 'This role gives rights you do not hold on this item.';
  if (options.publicGroup && role.permissions.some((permission) => !PUBLIC_GRANT_LIMIT.has(permission)))
    return 'The general public can only be given a role that views (and answers forms).';
  return null;
}
