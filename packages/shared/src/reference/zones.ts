/** The six geopolitical zones of Nigeria (codes used by filters and by `geo_political_zone`). */

export type GeopoliticalZoneCode = 'NC' | 'NE' | 'NW' | 'SE' | 'SS' | 'SW';

export interface GeopoliticalZone {
  readonly code: GeopoliticalZoneCode;
  readonly name: string;
}

export const GEOPOLITICAL_ZONES: readonly GeopoliticalZone[] = [
  { code: 'NC', name: 'North Central' },
  { code: 'NE', name: 'North East' },
  { code: 'NW', name: 'North West' },
  { code: 'SE', name: 'South East' },
  { code: 'SS', name: 'South South' },
  { code: 'SW', name: 'South West' },
];

export const GEOPOLITICAL_ZONE_CODES: readonly GeopoliticalZoneCode[] = GEOPOLITICAL_ZONES.map((z) => z.code);

export function isGeopoliticalZoneCode(value: unknown): value is GeopoliticalZoneCode {
  return typeof value === 'string' && (GEOPOLITICAL_ZONE_CODES as readonly string[]).includes(value);
}

/** Accepts a code ('SW', 'sw') or a name ('South West', 'south-west', 'Southwest'); returns null when unknown. */
export function findGeopoliticalZone(input: string): GeopoliticalZone | null {
  const key = input
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  if (key === '') return null;
  return (
    GEOPOLITICAL_ZONES.find((z) => z.code === key || z.name.toUpperCase().replace(/[^A-Z]/g, '') === key) ??
    null
  );
}
