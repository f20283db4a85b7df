import type {
  Lga as LgaResponse,
  State as StateResponse,
} from '@oversight/shared/locations/locations.schemas';
import type { Lga } from '@oversight/shared/reference/lgas';
import type { NigerianState } from '@oversight/shared/reference/states';
import { GEOPOLITICAL_ZONES } from '@oversight/shared/reference/zones';

export function presentState(state: NigerianState): StateResponse {
  const zone = GEOPOLITICAL_ZONES.find((candidate) => candidate.code === state.zone)!;
  return {
    id: state.id,
    name: state.name,
    code: state.code,
    filter_name: state.filterName,
    capital: state.capital,
    latitude: state.latitude,
    longitude: state.longitude,
    zone: { code: zone.code, name: zone.name },
  };
}

export function presentLga(lga: Lga): LgaResponse {
  return {
    id: lga.id,
    name: lga.name,
    state_id: lga.stateId,
    latitude: lga.latitude,
    longitude: lga.longitude,
  };
}
