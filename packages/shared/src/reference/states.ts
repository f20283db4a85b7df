/**
 * The 36 states of Nigeria and the Federal Capital Territory.
 * `id` is stable (1..37, alphabetical by name); never renumber, other tables reference it.
 * Coordinates are those of the state capital (4 decimals).
 */
import type { GeopoliticalZoneCode } from './zones.js';

export interface NigerianState {
  readonly id: number;
  /** ISO 3166-2:NG subdivision code, except the FCT which is 'FCT'. */
  readonly code: string;
  readonly name: string;
  /** Upper-case name used by filters (the FCT is 'FCT'). */
  readonly filterName: string;
  readonly capital: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly zone: GeopoliticalZoneCode;
}

// prettier-ignore
export const NIGERIAN_STATES: readonly NigerianState[] = [
  { id: 1, code: 'AB', name: 'Abia', filterName: 'ABIA', capital: 'Umuahia', latitude: 5.526, longitude: 7.4896, zone: 'SE' },
  { id: 2, code: 'AD', name: 'Adamawa', filterName: 'ADAMAWA', capital: 'Yola', latitude: 9.2035, longitude: 12.4954, zone: 'NE' },
  { id: 3, code: 'AK', name: 'Akwa Ibom', filterName: 'AKWA IBOM', capital: 'Uyo', latitude: 5.0377, longitude: 7.9128, zone: 'SS' },
  { id: 4, code: 'AN', name: 'Anambra', filterName: 'ANAMBRA', capital: 'Awka', latitude: 6.2104, longitude: 7.0741, zone: 'SE' },
  { id: 5, code: 'BA', name: 'Bauchi', filterName: 'BAUCHI', capital: 'Bauchi', latitude: 10.3103, longitude: 9.8439, zone: 'NE' },
  { id: 6, code: 'BY', name: 'Bayelsa', filterName: 'BAYELSA', capital: 'Yenagoa', latitude: 4.9267, longitude: 6.2676, zone: 'SS' },
  { id: 7, code: 'BE', name: 'Benue', filterName: 'BENUE', capital: 'Makurdi', latitude: 7.7337, longitude: 8.5214, zone: 'NC' },
  { id: 8, code: 'BO', name: 'Borno', filterName: 'BORNO', capital: 'Maiduguri', latitude: 11.8333, longitude: 13.15, zone: 'NE' },
  { id: 9, code: 'CR', name: 'Cross River', filterName: 'CROSS RIVER', capital: 'Calabar', latitude: 4.9757, longitude: 8.3417, zone: 'SS' },
  { id: 10, code: 'DE', name: 'Delta', filterName: 'DELTA', capital: 'Asaba', latitude: 6.1987, longitude: 6.7336, zone: 'SS' },
  { id: 11, code: 'EB', name: 'Ebonyi', filterName: 'EBONYI', capital: 'Abakaliki', latitude: 6.3249, longitude: 8.1137, zone: 'SE' },
  { id: 12, code: 'ED', name: 'Edo', filterName: 'EDO', capital: 'Benin City', latitude: 6.335, longitude: 5.6037, zone: 'SS' },
  { id: 13, code: 'EK', name: 'Ekiti', filterName: 'EKITI', capital: 'Ado-Ekiti', latitude: 7.6211, longitude: 5.2214, zone: 'SW' },
  { id: 14, code: 'EN', name: 'Enugu', filterName: 'ENUGU', capital: 'Enugu', latitude: 6.4584, longitude: 7.5464, zone: 'SE' },
  { id: 15, code: 'FCT', name: 'Federal Capital Territory', filterName: 'FCT', capital: 'Abuja', latitude: 9.0765, longitude: 7.3986, zone: 'NC' },
  { id: 16, code: 'GO', name: 'Gombe', filterName: 'GOMBE', capital: 'Gombe', latitude: 10.2897, longitude: 11.1673, zone: 'NE' },
  { id: 17, code: 'IM', name: 'Imo', filterName: 'IMO', capital: 'Owerri', latitude: 5.4836, longitude: 7.0333, zone: 'SE' },
  { id: 18, code: 'JI', name: 'Jigawa', filterName: 'JIGAWA', capital: 'Dutse', latitude: 11.7562, longitude: 9.3389, zone: 'NW' },
  { id: 19, code: 'KD', name: 'Kaduna', filterName: 'KADUNA', capital: 'Kaduna', latitude: 10.5222, longitude: 7.4383, zone: 'NW' },
  { id: 20, code: 'KN', name: 'Kano', filterName: 'KANO', capital: 'Kano', latitude: 12.0022, longitude: 8.592, zone: 'NW' },
  { id: 21, code: 'KT', name: 'Katsina', filterName: 'KATSINA', capital: 'Katsina', latitude: 12.9908, longitude: 7.6017, zone: 'NW' },
  { id: 22, code: 'KE', name: 'Kebbi', filterName: 'KEBBI', capital: 'Birnin Kebbi', latitude: 12.4539, longitude: 4.1975, zone: 'NW' },
  { id: 23, code: 'KO', name: 'Kogi', filterName: 'KOGI', capital: 'Lokoja', latitude: 7.8023, longitude: 6.7333, zone: 'NC' },
  { id: 24, code: 'KW', name: 'Kwara', filterName: 'KWARA', capital: 'Ilorin', latitude: 8.4966, longitude: 4.5421, zone: 'NC' },
  { id: 25, code: 'LA', name: 'Lagos', filterName: 'LAGOS', capital: 'Ikeja', latitude: 6.6018, longitude: 3.3515, zone: 'SW' },
  { id: 26, code: 'NA', name: 'Nasarawa', filterName: 'NASARAWA', capital: 'Lafia', latitude: 8.4939, longitude: 8.5153, zone: 'NC' },
  { id: 27, code: 'NI', name: 'Niger', filterName: 'NIGER', capital: 'Minna', latitude: 9.6139, longitude: 6.5569, zone: 'NC' },
  { id: 28, code: 'OG', name: 'Ogun', filterName: 'OGUN', capital: 'Abeokuta', latitude: 7.1475, longitude: 3.3619, zone: 'SW' },
  { id: 29, code: 'ON', name: 'Ondo', filterName: 'ONDO', capital: 'Akure', latitude: 7.2571, longitude: 5.2058, zone: 'SW' },
  { id: 30, code: 'OS', name: 'Osun', filterName: 'OSUN', capital: 'Osogbo', latitude: 7.7827, longitude: 4.5418, zone: 'SW' },
  { id: 31, code: 'OY', name: 'Oyo', filterName: 'OYO', capital: 'Ibadan', latitude: 7.3775, longitude: 3.947, zone: 'SW' },
  { id: 32, code: 'PL', name: 'Plateau', filterName: 'PLATEAU', capital: 'Jos', latitude: 9.8965, longitude: 8.8583, zone: 'NC' },
  { id: 33, code: 'RI', name: 'Rivers', filterName: 'RIVERS', capital: 'Port Harcourt', latitude: 4.8156, longitude: 7.0498, zone: 'SS' },
  { id: 34, code: 'SO', name: 'Sokoto', filterName: 'SOKOTO', capital: 'Sokoto', latitude: 13.0059, longitude: 5.2476, zone: 'NW' },
  { id: 35, code: 'TA', name: 'Taraba', filterName: 'TARABA', capital: 'Jalingo', latitude: 8.8937, longitude: 11.3596, zone: 'NE' },
  { id: 36, code: 'YO', name: 'Yobe', filterName: 'YOBE', capital: 'Damaturu', latitude: 11.747, longitude: 11.9608, zone: 'NE' },
  { id: 37, code: 'ZA', name: 'Zamfara', filterName: 'ZAMFARA', capital: 'Gusau', latitude: 12.1628, longitude: 6.6614, zone: 'NW' },
];

/** Lower-case letters only: 'Akwa-Ibom State' -> 'akwaibom'. */
function stateKey(input: string): string {
  const key = input
    .toLowerCase()
    .replace(/\bstate\b/g, ' ')
    .replace(/[^a-z]/g, '');
  return key.length > 5 && key.endsWith('state') ? key.slice(0, -5) : key;
}

/** Alternative spellings and names, keyed by `stateKey`, pointing at a state id. */
const STATE_ALIASES: Readonly<Record<string, number>> = {
  abuja: 15,
  fct: 15,
  fctabuja: 15,
  abujafct: 15,
  federalcapitalterritoryabuja: 15,
  federalcapital: 15,
  crossrivers: 9,
  nassarawa: 26,
  nasarrawa: 26,
  akwaibom: 3,
  akwaibomm: 3,
  zamfarra: 37,
};

const STATE_BY_KEY: ReadonlyMap<string, NigerianState> = (() => {
  const map = new Map<string, NigerianState>();
  for (const state of NIGERIAN_STATES) {
    map.set(stateKey(state.name), state);
    map.set(stateKey(state.filterName), state);
  }
  for (const [alias, id] of Object.entries(STATE_ALIASES)) {
    const state = NIGERIAN_STATES.find((s) => s.id === id);
    if (state) map.set(alias, state);
  }
  return map;
})();

export function findStateById(id: number): NigerianState | null {
  return NIGERIAN_STATES.find((s) => s.id === id) ?? null;
}

/** Accepts the state code ('LA', 'fct'), case-insensitively. */
export function findStateByCode(code: string): NigerianState | null {
  const wanted = code.trim().toUpperCase();
  return NIGERIAN_STATES.find((s) => s.code === wanted) ?? null;
}

/**
 * Finds a state by name, tolerant of case, spacing, punctuation, the word "State" and common alternative
 * spellings ('lagos state', 'Abuja', 'FCT', 'Akwa-Ibom', 'Nassarawa', 'Cross Rivers'). Two-letter codes
 * ('LA') are accepted too. Returns null when nothing matches.
 */
export function findStateByName(name: string): NigerianState | null {
  const key = stateKey(name);
  if (key === '') return null;
  const byName = STATE_BY_KEY.get(key);
  if (byName) return byName;
  return findStateByCode(name);
}
