import { PERMISSIONS } from '@oversight/shared/access/permissions';
import type { AuthContext } from '../../platform/access-control.js';
import type { ProjectForPosts } from '../projects/projects.service.js';

/** A photo (or the device sending it) within this distance of one of the project's locations is "live". */
export const LIVE_PHOTO_RADIUS_M = 2_000;
/** The public sees positions to two decimals (about 1 km); the owning organisation sees them exactly. */
const PUBLIC_POSITION_DECIMALS = 2;

/**
 * Updates and milestone updates: the project's organisations and contractors holding "view/post project updates", and
 * stakeholders granted it on the project (abilities come from the item access function).
 */
export function canPostProjectUpdate(project: ProjectForPosts): boolean {
  return project.abilities.post_update;
}

/** The caller's current organisation is the project's organisation, its ministry or agency, or a contractor on it. */
function actsForOwningOrganization(auth: AuthContext, project: ProjectForPosts): boolean {
  const organization = auth.organization;
  if (!auth.user || !organization) return false;
  const { organization_id, ministry_id, agency_id, contractors } = project.ownership;
  return (
    [organization_id, ministry_id, agency_id].includes(organization.id) ||
    contractors.some((contractor) => contractor.id === organization.id)
  );
}

/**
 * Official responses and review states: staff of the project's owning organisations (its organisation,
 * ministry, agency or a contractor on it) whose role there holds "Respond to citizens".
 */
export function canRespondToCitizens(auth: AuthContext, project: ProjectForPosts): boolean {
  return (
    actsForOwningOrganization(auth, project) &&
    !!auth.organization?.permissions.has(PERMISSIONS.RESPOND_TO_CITIZENS)
  );
}

/** The organisation that owns the project (or its ministry or agency) sees exact positions. */
export function seesExactPositions(auth: AuthContext, project: ProjectForPosts): boolean {
  const organization = auth.organization;
  if (!auth.user || !organization) return false;
  const { organization_id, ministry_id, agency_id } = project.ownership;
  return [organization_id, ministry_id, agency_id].includes(organization.id);
}

export function publicPosition(value: number | null, exact: boolean): number | null {
  if (value === null || exact) return value;
  const factor = 10 ** PUBLIC_POSITION_DECIMALS;
  return Math.round(value * factor) / factor;
}

const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The project location nearest to a position, when it lies within LIVE_PHOTO_RADIUS_M. */
export function nearbyLocation(
  project: ProjectForPosts,
  position: { latitude: number; longitude: number } | null,
) {
  if (!position) return undefined;
  let best: { state: string | null; distance: number } | undefined;
  for (const location of project.locations) {
    const distance = distanceMetres(position, location);
    if (distance <= LIVE_PHOTO_RADIUS_M && (!best || distance < best.distance))
      best = { state: location.state, distance };
  }
  return best;
}
