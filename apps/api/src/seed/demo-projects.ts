import { and, eq, inArray, sql } from 'drizzle-orm';
import { NIGERIAN_LGAS, NIGERIAN_STATES, SECTORS, type Lga, type NigerianState } from '@oversight/shared';
import { projectPublicId } from '../modules/projects/project-public-id.js';
import type { DbOrTx } from '../db/client.js';
import {
  organizations,
  projectActivities,
  projectContractors,
  projectLocations,
  projects,
} from '../db/schema/index.js';

/**
 * Demo projects: realistic Nigerian public projects over every state and sector, with real LGA
 * coordinates, ministries, agencies and contractors taken from the tenant's organisations. Deterministic: the same
 * seed and count make the same projects (only created_at follows `now`). Also used by bench/generate-projects.ts.
 */

export type SeedDemoProjectsOptions = {
  count?: number;
  seed?: number;
  /** Share of projects left unpublished (drafts), default 2%. */
  unpublishedShare?: number;
  /** Write a short history per project; default on up to 10,000 projects. */
  activities?: boolean;
  now?: Date;
  batchSize?: number;
};

export type Rng = () => number;

/** mulberry32: small, fast, good enough for demo data, and reproducible. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
export const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
export const intBetween = (rng: Rng, min: number, max: number) => Math.floor(between(rng, min, max + 1));
function weighted<T>(rng: Rng, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V'];

type Template = {
  /** {lga} {state} {capital} {town2} {roman} {n} are filled in. */
  name: string;
  /** Cost range in naira. */
  cost: [number, number];
  tags?: string[];
  purpose: string;
  /** Line projects (roads, pipelines) often run through a second LGA. */
  linear?: boolean;
};

// Names in the style of the federal capital budget and the old platform's records.
const TEMPLATES: Record<string, Template[]> = {
  AGRICULTURE: [
    {
      name: 'Construction of Rice Processing Mill, {lga}',
      cost: [150e6, 1.2e9],
      tags: ['Agriculture'],
      purpose: 'adds local paddy milling capacity for smallholder farmers',
    },
    {
      name: 'Rehabilitation of {lga} Irrigation Scheme Phase {roman}',
      cost: [300e6, 4e9],
      tags: ['Agriculture'],
      purpose: 'restores canals and pumps for dry-season farming',
    },
    {
      name: 'Supply of Improved Seedlings and Fertiliser to Farmers in {lga}',
      cost: [40e6, 350e6],
      tags: ['Agriculture'],
      purpose: 'distributes certified seed and inputs through registered cooperatives',
    },
    {
      name: 'Construction of Grain Storage Silo, {lga}',
      cost: [500e6, 3e9],
      tags: ['Agriculture', 'Special Projects'],
      purpose: 'reduces post-harvest losses with a strategic grain reserve',
    },
  ],
  AVIATION: [
    {
      name: 'Rehabilitation of Runway and Airfield Lighting, {capital} Airport',
      cost: [2e9, 18e9],
      tags: ['Transport', 'Special Projects'],
      purpose: 'resurfaces the runway and replaces the airfield lighting',
    },
    {
      name: 'Construction of New Terminal Building, {capital} Airport',
      cost: [5e9, 40e9],
      tags: ['Transport'],
      purpose: 'expands passenger capacity with a new terminal',
    },
    {
      name: 'Installation of Instrument Landing System, {capital} Airport',
      cost: [800e6, 4e9],
      tags: ['Transport'],
      purpose: 'allows landings in poor visibility',
    },
  ],
  EDUCATION: [
    {
      name: 'Construction of Block of Six Classrooms, Government Secondary School {lga}',
      cost: [35e6, 120e6],
      tags: ['Schools'],
      purpose: 'relieves overcrowded classrooms',
    },
    {
      name: 'Renovation of Model Primary School, {lga}',
      cost: [20e6, 90e6],
      tags: ['Schools'],
      purpose: 'repairs roofs, floors, toilets and furniture',
    },
    {
      name: 'Construction of Hostel Block, Federal Government College {lga}',
      cost: [150e6, 600e6],
      tags: ['Schools', 'Housing'],
      purpose: 'provides boarding places for students',
    },
    {
      name: 'Construction of ICT and Science Laboratory, Federal Polytechnic {lga}',
      cost: [200e6, 900e6],
      tags: ['Schools'],
      purpose: 'equips a science and computer laboratory',
    },
  ],
  ENVIRONMENT: [
    {
      name: 'Erosion Control and Gully Rehabilitation, {lga}',
      cost: [300e6, 5e9],
      purpose: 'stabilises an active gully threatening homes and roads',
    },
    {
      name: 'Great Green Wall Shelterbelt Planting, {lga}',
      cost: [60e6, 500e6],
      tags: ['Special Projects'],
      purpose: 'plants shelterbelts against desertification',
    },
    {
      name: 'Flood Control Drainage Channels, {lga}',
      cost: [200e6, 3e9],
      purpose: 'builds drainage channels in flood-prone streets',
    },
  ],
  HEALTH: [
    {
      name: 'Construction of Primary Health Care Centre, {lga}',
      cost: [50e6, 400e6],
      tags: ['Health'],
      purpose: 'brings maternal and child health services closer to the community',
    },
    {
      name: 'Upgrade of General Hospital {lga}',
      cost: [300e6, 2.5e9],
      tags: ['Health'],
      purpose: 'adds wards, theatres and equipment to the general hospital',
    },
    {
      name: 'Construction of Oncology Centre, Federal Medical Centre {capital}',
      cost: [2e9, 12e9],
      tags: ['Health', 'Special Projects'],
      purpose: 'provides cancer diagnosis and radiotherapy',
    },
    {
      name: 'Equipping of Maternity Ward, Comprehensive Health Centre {lga}',
      cost: [40e6, 250e6],
      tags: ['Health'],
      purpose: 'supplies delivery beds, incubators and a generator',
    },
    {
      name: 'Construction of Isolation and Emergency Centre, Teaching Hospital {capital}',
      cost: [800e6, 5e9],
      tags: ['Health'],
      purpose: 'adds an emergency and infectious-disease unit',
    },
  ],
  HUMANITARIAN_AFFAIRS: [
    {
      name: 'Construction of Resettlement Housing Estate for Displaced Persons, {lga}',
      cost: [1e9, 8e9],
      tags: ['Housing', 'Special Projects'],
      purpose: 'resettles displaced families in permanent homes',
    },
    {
      name: 'Conditional Cash Transfer Enumeration Centre, {lga}',
      cost: [20e6, 120e6],
      purpose: 'registers poor households for social support',
    },
    {
      name: 'Construction of Skills Acquisition Centre, {lga}',
      cost: [80e6, 400e6],
      purpose: 'trains young people and women in trades',
    },
  ],
  INFORMATION_AND_COMMUNICATION_TECHNOLOGY: [
    {
      name: 'Deployment of Broadband Fibre Backbone, {capital}–{lga}',
      cost: [1e9, 9e9],
      linear: true,
      purpose: 'extends the national fibre backbone',
    },
    {
      name: 'Construction of Digital Innovation Hub, {capital}',
      cost: [300e6, 1.5e9],
      purpose: 'hosts start-ups and digital skills training',
    },
    {
      name: 'Installation of Rural Telephony Masts, {lga}',
      cost: [100e6, 700e6],
      purpose: 'brings mobile coverage to unserved communities',
    },
  ],
  JUSTICE: [
    {
      name: 'Construction of Federal High Court Complex, {capital}',
      cost: [1e9, 6e9],
      purpose: 'provides courtrooms and judges’ chambers',
    },
    {
      name: 'Rehabilitation of Custodial Centre, {lga}',
      cost: [200e6, 1.5e9],
      purpose: 'decongests and repairs the custodial centre',
    },
  ],
  MINES_AND_STEEL: [
    {
      name: 'Artisanal Mining Cluster Development, {lga}',
      cost: [150e6, 900e6],
      purpose: 'organises artisanal miners into a licensed cluster',
    },
    {
      name: 'Rehabilitation of Ajaokuta Access Infrastructure Phase {roman}',
      cost: [2e9, 15e9],
      tags: ['Special Projects'],
      purpose: 'repairs access roads and utilities of the steel complex',
    },
    {
      name: 'Geological Mapping and Mineral Exploration, {state}',
      cost: [300e6, 2e9],
      purpose: 'maps solid-mineral deposits for investors',
    },
  ],
  OIL_AND_GAS: [
    {
      name: 'Construction of Gas Pipeline Section {roman}, {capital}–{lga}',
      cost: [20e9, 200e9],
      linear: true,
      tags: ['Oil & Gas', 'Special Projects'],
      purpose: 'carries gas to power plants and industries',
    },
    {
      name: 'Rehabilitation of Petroleum Products Depot, {lga}',
      cost: [2e9, 20e9],
      tags: ['Oil & Gas'],
      purpose: 'restores storage and loading at the depot',
    },
    {
      name: 'Construction of Modular Refinery Access Road, {lga}',
      cost: [500e6, 4e9],
      tags: ['Oil & Gas', 'Major Roads'],
      purpose: 'opens access to a modular refinery site',
    },
  ],
  POWER: [
    {
      name: 'Solar Mini-Grid for Rural Electrification, {lga}',
      cost: [100e6, 2e9],
      tags: ['Power', 'Renewable Energy'],
      purpose: 'connects households and businesses to solar power',
    },
    {
      name: 'Construction of 132/33kV Transmission Substation, {lga}',
      cost: [3e9, 25e9],
      tags: ['Power'],
      purpose: 'adds transmission capacity to the national grid',
    },
    {
      name: 'Construction of 330kV Transmission Line, {capital}–{lga}',
      cost: [10e9, 90e9],
      linear: true,
      tags: ['Power', 'Special Projects'],
      purpose: 'strengthens the grid between the two towns',
    },
    {
      name: 'Rural Electrification Extension to Communities in {lga}',
      cost: [50e6, 600e6],
      tags: ['Power'],
      purpose: 'extends 33kV and low-voltage lines to unserved villages',
    },
    {
      name: 'Installation of Solar Street Lights, {lga}',
      cost: [30e6, 300e6],
      tags: ['Power', 'Renewable Energy'],
      purpose: 'lights major streets and markets',
    },
  ],
  SCIENCE_AND_TECHNOLOGY: [
    {
      name: 'Construction of Technology Incubation Centre, {capital}',
      cost: [200e6, 1.2e9],
      purpose: 'supports manufacturing start-ups',
    },
    {
      name: 'Establishment of Biotechnology Research Laboratory, {lga}',
      cost: [300e6, 2e9],
      purpose: 'equips a laboratory for agricultural biotechnology',
    },
  ],
  SECURITY_AND_DEFENCE: [
    {
      name: 'Construction of Police Divisional Headquarters, {lga}',
      cost: [150e6, 800e6],
      purpose: 'houses a new police division',
    },
    {
      name: 'Construction of Barracks Accommodation, {lga}',
      cost: [1e9, 8e9],
      tags: ['Housing'],
      purpose: 'provides quarters for personnel and families',
    },
    {
      name: 'Rehabilitation of Border Post, {lga}',
      cost: [100e6, 900e6],
      purpose: 'repairs customs and immigration facilities',
    },
  ],
  TRADE_AND_INVESTMENT: [
    {
      name: 'Construction of Modern Market, {lga}',
      cost: [200e6, 2e9],
      purpose: 'replaces an open market with lock-up shops and stalls',
    },
    {
      name: 'Development of Special Economic Zone Infrastructure, {lga}',
      cost: [5e9, 50e9],
      tags: ['Special Projects'],
      purpose: 'provides roads, power and water for an industrial zone',
    },
    {
      name: 'Construction of MSME Industrial Cluster, {capital}',
      cost: [300e6, 2e9],
      purpose: 'provides shared workshops for small manufacturers',
    },
  ],
  TRANSPORT: [
    {
      name: 'Rehabilitation of {capital}–{lga} Road Section {roman}',
      cost: [2e9, 80e9],
      linear: true,
      tags: ['Major Roads', 'Transport'],
      purpose: 'reconstructs the carriageway, drainage and shoulders',
    },
    {
      name: 'Dualisation of {capital}–{lga} Road',
      cost: [10e9, 150e9],
      linear: true,
      tags: ['Major Roads', 'Transport', 'Special Projects'],
      purpose: 'adds a second carriageway to the busy trunk road',
    },
    {
      name: 'Construction of Standard Gauge Railway Station, {lga}',
      cost: [3e9, 30e9],
      tags: ['Railway', 'Transport'],
      purpose: 'builds a passenger and freight station on the standard gauge line',
    },
    {
      name: 'Rehabilitation of Narrow Gauge Railway, {capital}–{lga}',
      cost: [5e9, 60e9],
      linear: true,
      tags: ['Railway', 'Transport'],
      purpose: 'restores track and signalling for freight trains',
    },
    {
      name: 'Construction of Inland Container Depot, {lga}',
      cost: [3e9, 25e9],
      tags: ['Ports', 'Transport'],
      purpose: 'moves container clearance inland',
    },
    {
      name: 'Dredging and Jetty Construction, {lga}',
      cost: [1e9, 12e9],
      tags: ['Ports', 'Transport'],
      purpose: 'opens the waterway to passenger and cargo boats',
    },
  ],
  WATER_RESOURCES: [
    {
      name: 'Construction of Solar-Powered Boreholes, {lga}',
      cost: [20e6, 200e6],
      tags: ['Renewable Energy'],
      purpose: 'supplies clean water to rural communities',
    },
    {
      name: 'Rehabilitation of {lga} Water Supply Scheme',
      cost: [300e6, 4e9],
      purpose: 'restores treatment and distribution of piped water',
    },
    {
      name: 'Construction of {lga} Dam and Irrigation Canals Phase {roman}',
      cost: [5e9, 60e9],
      tags: ['Agriculture', 'Special Projects'],
      purpose: 'stores water for irrigation, supply and hydropower',
    },
  ],
  WOMEN_AFFAIRS: [
    {
      name: 'Construction of Women Development Centre, {lga}',
      cost: [60e6, 350e6],
      purpose: 'offers vocational training and a crèche for women',
    },
    {
      name: 'Provision of Empowerment Equipment to Women Cooperatives, {lga}',
      cost: [15e6, 120e6],
      purpose: 'supplies processing machines to women cooperatives',
    },
  ],
  WORKS_AND_HOUSING: [
    {
      name: 'Rehabilitation of {capital}–{lga} Road Section {roman}',
      cost: [2e9, 70e9],
      linear: true,
      tags: ['Major Roads'],
      purpose: 'repairs failed sections of the federal road',
    },
    {
      name: 'Construction of Bridge across River at {lga}',
      cost: [1e9, 20e9],
      tags: ['Bridges', 'Major Roads'],
      purpose: 'replaces a ferry crossing with a bridge',
    },
    {
      name: 'National Housing Programme: 100 Housing Units, {lga}',
      cost: [1e9, 6e9],
      tags: ['Housing'],
      purpose: 'builds affordable one- to three-bedroom homes',
    },
    {
      name: 'Construction of Federal Secretariat Complex, {capital}',
      cost: [3e9, 25e9],
      purpose: 'houses federal ministries in the state capital',
    },
    {
      name: 'Construction of Township Roads and Drainage, {lga}',
      cost: [300e6, 3e9],
      tags: ['Major Roads'],
      purpose: 'paves township roads with side drains',
    },
  ],
  YOUTH_AND_SPORTS: [
    {
      name: 'Construction of Mini Stadium, {lga}',
      cost: [300e6, 2.5e9],
      purpose: 'provides a pitch, stands and tracks for local sport',
    },
    {
      name: 'Rehabilitation of Youth Development Centre, {lga}',
      cost: [50e6, 300e6],
      purpose: 'repairs hostels and training halls for youth programmes',
    },
  ],
};

const SECTOR_SDGS: Record<string, number[]> = {
  AGRICULTURE: [2, 1, 8],
  AVIATION: [9, 8],
  EDUCATION: [4, 10],
  ENVIRONMENT: [13, 15, 11],
  HEALTH: [3, 5],
  HUMANITARIAN_AFFAIRS: [1, 10, 16],
  INFORMATION_AND_COMMUNICATION_TECHNOLOGY: [9, 8, 17],
  JUSTICE: [16],
  MINES_AND_STEEL: [8, 9, 12],
  OIL_AND_GAS: [7, 9, 12],
  POWER: [7, 9, 13],
  SCIENCE_AND_TECHNOLOGY: [9, 4],
  SECURITY_AND_DEFENCE: [16],
  TRADE_AND_INVESTMENT: [8, 9, 17],
  TRANSPORT: [9, 11],
  WATER_RESOURCES: [6, 2],
  WOMEN_AFFAIRS: [5, 1],
  WORKS_AND_HOUSING: [9, 11],
  YOUTH_AND_SPORTS: [8, 3, 4],
};

/** Which ministry (by name) looks after a sector, in order of preference, for matching the tenant's ministries. */
const SECTOR_MINISTRY_PATTERNS: Record<string, RegExp[]> = {
  AGRICULTURE: [/agricult|food/i],
  AVIATION: [/aviation|aerospace/i, /transport/i],
  EDUCATION: [/education/i],
  ENVIRONMENT: [/environment|ecolog/i],
  HEALTH: [/health/i],
  HUMANITARIAN_AFFAIRS: [/humanitarian|poverty|social/i],
  INFORMATION_AND_COMMUNICATION_TECHNOLOGY: [/communication|digital|ict|information/i],
  JUSTICE: [/justice/i, /interior/i],
  MINES_AND_STEEL: [/mines|steel|mineral/i],
  OIL_AND_GAS: [/petroleum|oil|gas/i],
  POWER: [/power|energy/i],
  SCIENCE_AND_TECHNOLOGY: [/science|innovation|technology/i],
  SECURITY_AND_DEFENCE: [/defen[cs]e|police|interior|security/i],
  TRADE_AND_INVESTMENT: [/trade|industry|investment/i],
  TRANSPORT: [/transport|marine|railway/i, /works/i],
  WATER_RESOURCES: [/water/i],
  WOMEN_AFFAIRS: [/women/i],
  WORKS_AND_HOUSING: [/works/i, /housing/i],
  YOUTH_AND_SPORTS: [/youth|sport/i],
};

const STATUS_WEIGHTS = [
  [1, 40], // ON_GOING
  [2, 25], // COMPLETED
  [0, 12], // NOT_STARTED
  [3, 10], // ON_HOLD
  [5, 8], // ABANDONED
  [4, 5], // CANCELED
] as const;

const CATEGORIES = [
  'Capital Project',
  'Constituency Project',
  'Special Intervention',
  'Counterpart Funding',
  'Zonal Intervention',
];

const WARD_NAMES = [
  'Central',
  'Township',
  'Market',
  'Station',
  'Hospital Road',
  'New Layout',
  'Old Town',
  'Riverside',
  'Sabon Gari',
  'GRA',
  'Kofar Mata',
  'Unguwar Rimi',
];

type OrgRef = { id: string; name: string; username: string; parentId: string | null };

/** "Federal Ministry of Works" -> "FMW". */
function abbreviation(name: string): string {
  const letters = name
    .split(/[\s,&-]+/)
    .filter((word) => word && !/^(of|and|the|for|&)$/i.test(word))
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (letters || 'FGN').slice(0, 5);
}

const naira = (value: number) => (Math.round(value / 1000) * 1000).toFixed(2);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function seedDemoProjects(
  db: DbOrTx,
  tenantId: string,
  options: SeedDemoProjectsOptions = {},
): Promise<{ created: number; unpublished: number }> {
  const count = options.count ?? 2000;
  const rng = createRng(options.seed ?? 20260101);
  const now = options.now ?? new Date();
  const withActivities = options.activities ?? count <= 10_000;
  const batchSize = options.batchSize ?? 500;
  const unpublishedShare = options.unpublishedShare ?? 0.02;

  const orgs = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      username: organizations.username,
      parentId: organizations.parentId,
      accountType: organizations.accountType,
    })
    .from(organizations)
    .where(
      and(
        eq(organizations.tenantId, tenantId),
        inArray(organizations.accountType, ['ADMIN', 'MINISTRY', 'AGENCY', 'CONTRACTOR']),
      ),
    )
    .orderBy(organizations.username);
  const ministries: OrgRef[] = orgs.filter((o) => o.accountType === 'MINISTRY');
  const agencies: OrgRef[] = orgs.filter((o) => o.accountType === 'AGENCY');
  const contractors: OrgRef[] = orgs.filter((o) => o.accountType === 'CONTRACTOR');
  // A sector with no ministry of its own falls to the supervising body, so every project names who answers for it.
  const supervisor: OrgRef | null = orgs.find((o) => o.accountType === 'ADMIN') ?? null;
  const ministryBySector = new Map<string, OrgRef[]>();
  for (const sector of SECTORS) {
    // No ministry of the sector: the project has none rather than a wrong one (a small demo has few ministries).
    const pattern = SECTOR_MINISTRY_PATTERNS[sector.key]!.find((candidate) =>
      ministries.some((m) => candidate.test(m.name)),
    );
    ministryBySector.set(sector.key, pattern ? ministries.filter((m) => pattern.test(m.name)) : []);
  }
  const agenciesByMinistry = new Map<string, OrgRef[]>();
  for (const agency of agencies) {
    if (!agency.parentId) continue;
    agenciesByMinistry.set(agency.parentId, [...(agenciesByMinistry.get(agency.parentId) ?? []), agency]);
  }

  const lgasByState = new Map<number, Lga[]>();
  for (const lga of NIGERIAN_LGAS)
    lgasByState.set(lga.stateId, [...(lgasByState.get(lga.stateId) ?? []), lga]);

  const [{ existing }] = (
    await db.execute<{ existing: number }>(
      sql`SELECT count(*)::int AS existing FROM projects WHERE tenant_id = ${tenantId}`,
    )
  ).rows as [{ existing: number }];

  type ProjectInsert = typeof projects.$inferInsert;
  type Planned = {
    project: ProjectInsert;
    locations: Omit<typeof projectLocations.$inferInsert, 'projectId'>[];
    contractorIds: string[];
  };
  const planned: Planned[] = [];
  const nowYear = now.getUTCFullYear();

  for (let i = 0; i < count; i += 1) {
    // Round-robin over states and sectors (in a shuffled order) so every state and sector is covered.
    const state: NigerianState = NIGERIAN_STATES[(i * 11 + Math.floor(i / 37)) % NIGERIAN_STATES.length]!;
    const sector =
      i < SECTORS.length
        ? SECTORS[i]!
        : weighted(
            rng,
            SECTORS.map(
              (s) =>
                [
                  s,
                  s.key === 'WORKS_AND_HOUSING' ||
                  s.key === 'TRANSPORT' ||
                  s.key === 'HEALTH' ||
                  s.key === 'EDUCATION'
                    ? 3
                    : s.key === 'POWER' || s.key === 'WATER_RESOURCES' || s.key === 'AGRICULTURE'
                      ? 2
                      : 1,
                ] as const,
            ),
          );
    const template = pick(rng, TEMPLATES[sector.key]!);
    const stateLgas = lgasByState.get(state.id)!;
    const lga = pick(rng, stateLgas);
    const secondLga = template.linear
      ? pick(
          rng,
          stateLgas.filter((l) => l.id !== lga.id),
        )
      : undefined;
    const roman = ROMAN[intBetween(rng, 0, ROMAN.length - 1)]!;
    const name = template.name
      .replace('{lga}', lga.name)
      .replace('{state}', `${state.name} State`)
      .replace('{capital}', state.capital)
      .replace('{roman}', roman);

    const ministryPool = ministryBySector.get(sector.key) ?? [];
    const ministry = ministryPool.length ? pick(rng, ministryPool) : null;
    const agencyPool = ministry ? (agenciesByMinistry.get(ministry.id) ?? []) : [];
    const agency = agencyPool.length && rng() < 0.5 ? pick(rng, agencyPool) : null;
    const owner = agency ?? ministry ?? supervisor;

    const status = weighted(rng, STATUS_WEIGHTS);
    const startDate = new Date(Date.UTC(2016, 0, 1) + rng() * (Date.UTC(2025, 5, 30) - Date.UTC(2016, 0, 1)));
    const months = intBetween(rng, 6, 60);
    let endDate = new Date(
      Date.UTC(startDate.getUTCFullYear(), startDate.getUTCMonth() + months, intBetween(rng, 1, 28)),
    );
    if (endDate > new Date(Date.UTC(2026, 11, 31)))
      endDate = new Date(Date.UTC(2026, 11, intBetween(rng, 1, 31)));
    const elapsed = Math.min(
      1,
      Math.max(0, (now.getTime() - startDate.getTime()) / (endDate.getTime() - startDate.getTime())),
    );
    const percentage =
      status === 2
        ? 100
        : status === 0
          ? 0
          : status === 1
            ? Math.min(99, Math.max(3, elapsed * 100 * between(rng, 0.6, 1.1)))
            : status === 4
              ? between(rng, 0, 25)
              : between(rng, 8, 75);

    const cost = between(rng, template.cost[0], template.cost[1]);
    const releasedShare =
      status === 0 ? between(rng, 0, 0.15) : Math.min(1, percentage / 100 + between(rng, -0.1, 0.2));
    const released = cost * Math.max(0, releasedShare);
    const spent = released * between(rng, 0.7, 1);
    const yearly: Record<string, string> = {};
    let appropriated = 0;
    const firstYear = startDate.getUTCFullYear();
    const lastYear = Math.min(endDate.getUTCFullYear(), 2026);
    for (let year = firstYear; year <= lastYear; year += 1) {
      const amount = (cost / (lastYear - firstYear + 1)) * between(rng, 0.4, 1.1);
      yearly[String(year)] = naira(amount);
      appropriated += Number(naira(amount));
    }
    const budgetYear = String(Math.min(Math.max(nowYear, firstYear), lastYear));
    const code = `${abbreviation(ministry?.name ?? 'Federal Government of Nigeria')}-${firstYear}-${String(existing + i + 1).padStart(5, '0')}`;

    const locations: Planned['locations'] = [lga, ...(secondLga ? [secondLga] : [])].map(
      (place, position) => ({
        tenantId,
        position,
        state: state.filterName,
        lga: place.name,
        ward: `${pick(rng, WARD_NAMES)} Ward`,
        // A small jitter (up to ~2 km) so pins of one LGA do not sit on one point.
        latitude: Number((place.latitude + between(rng, -0.018, 0.018)).toFixed(6)),
        longitude: Number((place.longitude + between(rng, -0.018, 0.018)).toFixed(6)),
      }),
    );
    const tags = [...(template.tags ?? [])];
    if (rng() < 0.04 && !tags.includes('Special Projects')) tags.push('Special Projects');
    const sdgs = SECTOR_SDGS[sector.key]!.filter((_, index) => index === 0 || rng() < 0.5);
    const contractorIds =
      contractors.length && (status !== 0 || rng() < 0.3)
        ? [
            ...new Set(
              Array.from(
                { length: rng() < 0.7 ? 1 : intBetween(rng, 2, 3) },
                () => pick(rng, contractors).id,
              ),
            ),
          ]
        : [];
    const createdAt = new Date(now.getTime() - rng() * 900 * 86_400_000);

    planned.push({
      project: {
        tenantId,
        publicId: projectPublicId(name, code),
        name,
        code,
        description: `${name} in ${lga.name} Local Government Area, ${state.name === 'Federal Capital Territory' ? 'the Federal Capital Territory' : `${state.name} State`}${ministry ? `, under the ${ministry.name}` : ''}. The project ${template.purpose}.`,
        status,
        plan: firstYear >= 2021 ? 0 : firstYear >= 2017 ? 1 : null,
        sectors: [sector.key],
        sdgs,
        categories: [pick(rng, CATEGORIES)],
        tags,
        states: [state.filterName],
        lgas: locations.map((l) => l.lga!),
        wards: locations.map((l) => l.ward!),
        latitude: locations[0]!.latitude,
        longitude: locations[0]!.longitude,
        startDate: isoDay(startDate),
        endDate: isoDay(endDate),
        dateAwarded: isoDay(new Date(startDate.getTime() - intBetween(rng, 14, 180) * 86_400_000)),
        percentageCompleted: percentage.toFixed(2),
        totalProjectCost: naira(cost),
        totalAmountReleased: naira(released),
        totalAmountSpent: naira(spent),
        totalFinancialCommitment: naira(released * between(rng, 1, 1.3)),
        totalAppropriation: appropriated.toFixed(2),
        appropriationFor2021: yearly['2021'] ?? null,
        amountBudgeted: yearly[budgetYear] ?? null,
        yearlyAppropriation: yearly,
        currency: 'NGN',
        contractType: weighted(rng, [
          ['GENERAL', 85],
          ['PPP', 10],
          ['CONCESSIONS', 5],
        ] as const),
        geoPoliticalZone: state.zone,
        ministryId: ministry?.id ?? null,
        agencyId: agency?.id ?? null,
        organizationId: owner?.id ?? null,
        views: Math.floor(rng() ** 3 * 5000),
        isPublished: rng() >= unpublishedShare,
        createdAt,
        modifiedAt: createdAt,
      },
      locations,
      contractorIds,
    });
  }

  const insertAll = async (tx: DbOrTx) => {
    for (let offset = 0; offset < planned.length; offset += batchSize) {
      const batch = planned.slice(offset, offset + batchSize);
      const inserted = await tx
        .insert(projects)
        .values(batch.map((p) => p.project))
        .returning({ id: projects.id });
      const locationRows = batch.flatMap((p, index) =>
        p.locations.map((location) => ({ ...location, projectId: inserted[index]!.id })),
      );
      await insertInChunks(tx, projectLocations, locationRows, batchSize * 2);
      const contractorRows = batch.flatMap((p, index) =>
        p.contractorIds.map((organizationId) => ({
          tenantId,
          projectId: inserted[index]!.id,
          organizationId,
        })),
      );
      await insertInChunks(tx, projectContractors, contractorRows, batchSize * 2);
      if (withActivities) {
        const activityRows = batch.flatMap((p, index) =>
          demoActivities(p.project, inserted[index]!.id, tenantId, now),
        );
        await insertInChunks(tx, projectActivities, activityRows, batchSize * 2);
      }
    }
    // The change log names who made each change: the account of the organisation that owns the project.
    if (withActivities)
      await tx.execute(sql`
        UPDATE project_activities a SET actor_id = o.owner_id
        FROM projects p JOIN organizations o ON o.id = p.organization_id
        WHERE a.project_id = p.id AND a.tenant_id = ${tenantId} AND a.actor_id IS NULL`);
  };
  // Inside the caller's transaction when given one (the first-start seed), else in a transaction of its own.
  if ('rollback' in db) await insertAll(db);
  else await db.transaction(insertAll);
  return { created: planned.length, unpublished: planned.filter((p) => !p.project.isPublished).length };
}

type InsertableTable = typeof projectLocations | typeof projectContractors | typeof projectActivities;

async function insertInChunks<T extends InsertableTable>(
  tx: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
  size: number,
) {
  for (let offset = 0; offset < rows.length; offset += size) {
    await tx.insert(table).values(rows.slice(offset, offset + size) as never);
  }
}

/** A believable history: created, then progress reports up to the current figures. */
function demoActivities(
  project: typeof projects.$inferInsert,
  projectId: string,
  tenantId: string,
  now: Date,
): (typeof projectActivities.$inferInsert)[] {
  const created = project.createdAt as Date;
  const after = (days: number) => new Date(Math.min(now.getTime(), created.getTime() + days * 86_400_000));
  const rows: (typeof projectActivities.$inferInsert)[] = [
    {
      tenantId,
      projectId,
      action: 'created',
      changes: { name: { before: null, after: project.name } },
      createdAt: created,
    },
  ];
  const percentage = Number(project.percentageCompleted);
  if (percentage > 0) {
    const later = after(30);
    rows.push({
      tenantId,
      projectId,
      action: 'updated',
      changes: {
        percentage_completed: {
          before: (Math.floor((percentage / 2) * 100) / 100).toFixed(2),
          after: project.percentageCompleted,
        },
        total_amount_spent: { before: null, after: project.totalAmountSpent },
      },
      createdAt: later,
    });
  }
  if (project.isPublished) {
    rows.push({
      tenantId,
      projectId,
      action: 'published',
      changes: { is_published: { before: false, after: true } },
      createdAt: after(1),
    });
  }
  return rows;
}
