/** The 19 sectors a public project can belong to. `key` is the stable identifier used in APIs and filters. */

export interface Sector {
  readonly key: string;
  readonly name: string;
}

export const SECTORS: readonly Sector[] = [
  { key: 'AGRICULTURE', name: 'Agriculture' },
  { key: 'AVIATION', name: 'Aviation' },
  { key: 'EDUCATION', name: 'Education' },
  { key: 'ENVIRONMENT', name: 'Environment' },
  { key: 'HEALTH', name: 'Health' },
  { key: 'HUMANITARIAN_AFFAIRS', name: 'Humanitarian Affairs' },
  { key: 'INFORMATION_AND_COMMUNICATION_TECHNOLOGY', name: 'Information and Communication Technology' },
  { key: 'JUSTICE', name: 'Justice' },
  { key: 'MINES_AND_STEEL', name: 'Mines and Steel' },
  { key: 'OIL_AND_GAS', name: 'Oil and Gas' },
  { key: 'POWER', name: 'Power' },
  { key: 'SCIENCE_AND_TECHNOLOGY', name: 'Science and Technology' },
  { key: 'SECURITY_AND_DEFENCE', name: 'Security and Defence' },
  { key: 'TRADE_AND_INVESTMENT', name: 'Trade and Investment' },
  { key: 'TRANSPORT', name: 'Transport' },
  { key: 'WATER_RESOURCES', name: 'Water Resources' },
  { key: 'WOMEN_AFFAIRS', name: 'Women Affairs' },
  { key: 'WORKS_AND_HOUSING', name: 'Works and Housing' },
  { key: 'YOUTH_AND_SPORTS', name: 'Youth and Sports' },
];

/** 'Oil & Gas' -> 'OIL_AND_GAS'. */
export function sectorKeyOf(name: string): string {
  return name
    .trim()
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

const SECTOR_ALIASES: Readonly<Record<string, string>> = {
  ICT: 'INFORMATION_AND_COMMUNICATION_TECHNOLOGY',
  COMMUNICATIONS: 'INFORMATION_AND_COMMUNICATION_TECHNOLOGY',
  ROADS: 'WORKS_AND_HOUSING',
  WORKS: 'WORKS_AND_HOUSING',
  HOUSING: 'WORKS_AND_HOUSING',
  WATER: 'WATER_RESOURCES',
  DEFENCE: 'SECURITY_AND_DEFENCE',
  DEFENSE: 'SECURITY_AND_DEFENCE',
  SECURITY: 'SECURITY_AND_DEFENCE',
  SECURITY_AND_DEFENSE: 'SECURITY_AND_DEFENCE',
  MINING: 'MINES_AND_STEEL',
  PETROLEUM: 'OIL_AND_GAS',
  ENERGY: 'POWER',
  WOMEN: 'WOMEN_AFFAIRS',
  WOMEN_S_AFFAIRS: 'WOMEN_AFFAIRS',
  YOUTH: 'YOUTH_AND_SPORTS',
  SPORTS: 'YOUTH_AND_SPORTS',
  TRADE: 'TRADE_AND_INVESTMENT',
  HUMANITARIAN: 'HUMANITARIAN_AFFAIRS',
  AGRICULTURE_AND_RURAL_DEVELOPMENT: 'AGRICULTURE',
};

/** Accepts a key ('OIL_AND_GAS'), a name ('Oil and Gas', 'oil & gas') or a common short form ('ICT', 'Roads'). */
export function findSector(input: string): Sector | null {
  const key = sectorKeyOf(input);
  if (key === '') return null;
  const wanted = SECTOR_ALIASES[key] ?? key;
  return SECTORS.find((s) => s.key === wanted) ?? null;
}
