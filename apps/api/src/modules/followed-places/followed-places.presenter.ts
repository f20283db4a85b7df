import type {
  FollowedPlace,
  FollowedPlaceKind,
  PlaceDelivery,
} from '@oversight/shared/notifications/followed-places.schemas';
import { SECTORS } from '@oversight/shared/reference/sectors';
import { NIGERIAN_STATES } from '@oversight/shared/reference/states';
import { isoTimestamp } from '../../platform/timestamps.js';
import type { FollowedPlaceRow } from './followed-places.repository.js';

const stateName = (filterName: string | null) =>
  NIGERIAN_STATES.find((state) => state.filterName === filterName)?.name ?? filterName ?? '';

/** The place in words, as lists and e-mails name it. */
export function placeLabel(row: FollowedPlaceRow): string {
  switch (row.kind as FollowedPlaceKind) {
    case 'state':
      return stateName(row.state);
    case 'lga':
      return `${row.lga ?? ''}, ${stateName(row.state)}`;
    case 'sector':
      return SECTORS.find((sector) => sector.key === row.sector)?.name ?? row.sector ?? '';
    case 'ministry':
      return row.organization_name ?? '';
    case 'point':
      return `${row.label || 'A point'} (${Math.round((row.radius_m ?? 0) / 1000)} km)`;
  }
}

export function presentFollowedPlace(row: FollowedPlaceRow): FollowedPlace {
  return {
    id: row.id,
    kind: row.kind as FollowedPlaceKind,
    label: placeLabel(row),
    state: row.state ? stateName(row.state) : null,
    lga: row.lga,
    sector: row.sector,
    ministry:
      row.organization_username && row.organization_name
        ? { username: row.organization_username, name: row.organization_name }
        : null,
    latitude: row.latitude,
    longitude: row.longitude,
    radius_km: row.radius_m === null ? null : row.radius_m / 1000,
    delivery: row.delivery as PlaceDelivery,
    created: isoTimestamp(row.created_at),
  };
}
