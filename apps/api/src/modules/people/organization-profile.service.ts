import type { Profile } from '@oversight/shared/projects/projects.schemas';
import type { PageParams } from '../../platform/pagination.js';
import { getFollowFigures, NO_FOLLOWS, type FollowFigures } from './people.service.js';
import { organizationProjects, type OrganizationCardRow } from '../projects/directories.service.js';
import type { Caller } from '../projects/project-filter.js';
import { presentOrganizationCard } from '../projects/projects.presenter.js';
import { isoTimestamp } from '../../platform/timestamps.js';

/** An organisation's public profile: its card, its published projects' figures and first page, its follows. */
export async function organizationProfile(
  caller: Caller,
  card: OrganizationCardRow,
  page: PageParams,
): Promise<Profile> {
  const { db, auth } = caller;
  const [{ figures, agencyCount, projects }, follows] = await Promise.all([
    organizationProjects(caller, card, page),
    // An organisation is followed through the account that owns it.
    card.owner_id
      ? getFollowFigures(db, auth.tenant.id, [card.owner_id], auth.user?.id)
      : new Map<string, FollowFigures>(),
  ]);
  return {
    kind: 'organization',
    ...presentOrganizationCard(card),
    created: isoTimestamp(card.created_at),
    website: card.website,
    no_of_agencies: agencyCount,
    average_completion_rate:
      figures.average_completion === null ? 0 : Math.round(Number(figures.average_completion) * 100) / 100,
    total_no_of_projects: figures.total,
    total_appropriated_amount: figures.appropriated,
    status_count: {
      not_started: figures.not_started,
      ongoing: figures.ongoing,
      completed: figures.completed,
      on_hold: figures.on_hold,
      canceled: figures.canceled,
      abandoned: figures.abandoned,
    },
    // The listing is paged separately by the route (profiles carry the first page).
    projects: { count: projects.count, next: null, previous: null, results: projects.results },
    ...((card.owner_id && follows.get(card.owner_id)) || NO_FOLLOWS),
  };
}
