import type { Profile } from '@oversight/shared/projects/projects.schemas';
import { notFound } from '../../platform/errors.js';
import type { PageParams } from '../../platform/pagination.js';
import { isoTimestamp } from '../../platform/timestamps.js';
import { organizationProfile } from './organization-profile.service.js';
import * as directory from '../projects/directories.service.js';
import type { Caller } from '../projects/project-filter.js';
import { presentPublicUser } from '../projects/projects.presenter.js';
import { getFollowFigures, NO_FOLLOWS } from './people.service.js';

/** Public profiles (GET /profile/{id}/): a person, or an organisation through organization-profile.service. */

const PERSONAL_TYPES = new Set(['CITIZEN', 'CSO']);

async function userProfile(caller: Caller, person: directory.PublicUserRow): Promise<Profile> {
  const follows = await getFollowFigures(caller.db, caller.auth.tenant.id, [person.id], caller.auth.user?.id);
  return {
    kind: 'user',
    ...presentPublicUser(person),
    created: isoTimestamp(person.created_at),
    eyemarked_count: person.eyemarked_count,
    eyemarks_visible: person.privacy.showEyemarks || caller.auth.user?.id === person.id,
    ...(follows.get(person.id) ?? NO_FOLLOWS),
  };
}

/**
 * A person or an organisation by public id (or username). The account of a ministry, agency or contractor shows
 * as its organisation; a citizen's personal organisation shows as the citizen.
 */
export async function getProfile(caller: Caller, id: string, page: PageParams): Promise<Profile> {
  const person = await directory.findPublicUser(caller, id);
  if (person) {
    if (PERSONAL_TYPES.has(person.account_type)) return userProfile(caller, person);
    const owned = await directory.findOrganizationOwnedBy(caller, person.id, person.account_type);
    return owned ? organizationProfile(caller, owned, page) : userProfile(caller, person);
  }
  const card = await directory.findOrganizationCard(caller, id);
  if (card?.is_personal && card.owner_id) {
    const owner = await directory.findPublicUser(caller, card.owner_id);
    if (owner) return userProfile(caller, owner);
  }
  if (!card || card.is_personal) throw notFound('No user or organisation has this id.');
  return organizationProfile(caller, card, page);
}
