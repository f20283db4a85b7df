import {
  AGE_BUCKETS,
  COUNT_ROUNDING,
  FACILITY_TYPES,
  SMALL_GROUP_THRESHOLD,
  type CitizenAnalytics,
  type CitizenTable,
  type ContractorAnalyticsRow,
  type FacilityRow,
  type NamedCount,
} from '@oversight/shared/analytics/analytics.schemas';
import type { Analysis } from '@oversight/shared/projects/projects.schemas';
import { findStateByName, NIGERIAN_STATES } from '@oversight/shared/reference/states';
import { SDGS } from '@oversight/shared/reference/sdgs';
import { findSector, SECTORS } from '@oversight/shared/reference/sectors';
import { PROJECT_STATUS_NAMES, PROJECT_STATUSES } from '@oversight/shared/reference/enums';
import type { CsvValue } from '../../platform/csv.js';
import type * as repo from './analytics.repository.js';

// ---------------------------------------------------------------------------------------------------------------
// Small-group protection (docs/spec/product-spec.md "User analytics")

/**
 * A count about people as it may be published: 1-4 is withheld (null, "fewer than 5"); any other count is rounded to
 * a multiple of 5, so a withheld cell cannot be recovered by subtracting the others from a total. 0 stays 0.
 */
export function protect(count: number): number | null {
  if (count <= 0) return 0;
  if (count < SMALL_GROUP_THRESHOLD) return null;
  return Math.max(SMALL_GROUP_THRESHOLD, Math.round(count / COUNT_ROUNDING) * COUNT_ROUNDING);
}

/** Named counts, protected, in the given order (each key once); rows with nothing are kept only when `keepZero`. */
function named(
  rows: { key: string; count: number }[],
  names: { key: string; name: string }[],
  keepZero: boolean,
): NamedCount[] {
  const counts = new Map(rows.map((row) => [row.key, row.count]));
  return names
    .map((n) => ({ ...n, raw: counts.get(n.key) ?? 0 }))
    .filter((n) => keepZero || n.raw > 0)
    .map(({ raw, ...n }) => ({ ...n, count: protect(raw) }));
}

/** Largest first by the published figure; withheld groups after, by name (their order says nothing of their size). */
function ranked(rows: NamedCount[]): NamedCount[] {
  return [...rows].sort((a, b) => (b.count ?? -1) - (a.count ?? -1) || a.name.localeCompare(b.name));
}

const GENDER_NAMES = [
  { key: 'female', name: 'Female' },
  { key: 'male', name: 'Male' },
  { key: 'other', name: 'Other' },
  { key: 'prefer_not_to_say', name: 'Prefer not to say' },
  { key: 'not_given', name: 'Not given' },
];

export function months(from: Date, count: number): string[] {
  const list: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const month = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1));
    list.push(month.toISOString().slice(0, 7));
  }
  return list;
}

const keyNames = (keys: string[]) => keys.map((key) => ({ key, name: key }));

export function presentCitizens(
  a: repo.CitizenAggregates,
  scope: 'all' | 'organization',
  monthList: string[],
  period: { from: string; to: string },
): CitizenAnalytics {
  const registration = new Map(a.registration.map((r) => [r.key, r.count]));
  const engagement = new Map(a.engagement.map((r) => [`${r.key}:${r.kind}`, r.count]));
  const sdgNames = SDGS.map((sdg) => ({ key: sdg.name, name: sdg.name }));
  const sectorNames = SECTORS.map((sector) => ({ key: sector.name, name: sector.name }));
  // Residence is stored as a state's name or filter name; interests as the state's name.
  const residence = a.states.map((row) => {
    const state = row.key === 'not_given' ? null : findStateByName(row.key);
    return { key: row.key === 'not_given' ? 'not_given' : (state?.filterName ?? row.key), count: row.count };
  });
  const merged = new Map<string, number>();
  for (const row of residence) merged.set(row.key, (merged.get(row.key) ?? 0) + row.count);
  const residenceRows = [...merged].map(([key, count]) => ({ key, count }));
  const residenceNames = [
    ...NIGERIAN_STATES.map((s) => ({ key: s.filterName, name: s.name })),
    { key: 'not_given', name: 'Not given' },
    ...residenceRows
      .filter((r) => r.key !== 'not_given' && !findStateByName(r.key))
      .map((r) => ({ key: r.key, name: r.key })),
  ];
  return {
    scope,
    threshold: SMALL_GROUP_THRESHOLD,
    rounding: COUNT_ROUNDING,
    period,
    Total: protect(a.total),
    Registration: monthList.map((month) => ({ month, count: protect(registration.get(month) ?? 0) })),
    Gender: named(a.gender, GENDER_NAMES, true),
    'Verification Status': named(
      a.verification,
      [
        { key: 'verified', name: 'Verified' },
        { key: 'not_verified', name: 'Not verified' },
      ],
      true,
    ),
    Age: named(
      a.age,
      [...AGE_BUCKETS.map((b) => ({ key: b.key, name: b.name })), { key: 'not_given', name: 'Not given' }],
      true,
    ),
    States: ranked(named(residenceRows, residenceNames, false)),
    'User Interests': {
      States: ranked(
        named(
          a.interest_states,
          NIGERIAN_STATES.map((s) => ({ key: s.name, name: s.name })),
          false,
        ),
      ),
      SDGs: ranked(named(a.interest_sdgs, sdgNames, false)),
      Ministries: ranked(
        named(a.interest_ministries, keyNames(a.interest_ministries.map((r) => r.key)), false),
      ),
      Sectors: ranked(named(a.interest_sectors, sectorNames, false)),
    },
    Engagement: monthList.map((month) => ({
      month,
      reviews: protect(engagement.get(`${month}:reviews`) ?? 0),
      eyemarks: protect(engagement.get(`${month}:eyemarks`) ?? 0),
      comments: protect(engagement.get(`${month}:comments`) ?? 0),
    })),
  };
}

const shown = (count: number | null) => (count === null ? `fewer than ${SMALL_GROUP_THRESHOLD}` : count);

/** One table of the citizens' figures as CSV rows (the same protected figures as the page). */
export function citizenCsv(
  data: CitizenAnalytics,
  table: CitizenTable,
): { header: string[]; rows: CsvValue[][] } {
  const namedRows = (label: string, rows: NamedCount[]) => ({
    header: [label, 'People'],
    rows: rows.map((r) => [r.name, shown(r.count)]),
  });
  switch (table) {
    case 'registration':
      return {
        header: ['Month', 'Registrations'],
        rows: data.Registration.map((r) => [r.month, shown(r.count)]),
      };
    case 'engagement':
      return {
        header: ['Month', 'Reviews', 'Eyemarks', 'Comments'],
        rows: data.Engagement.map((r) => [r.month, shown(r.reviews), shown(r.eyemarks), shown(r.comments)]),
      };
    case 'gender':
      return namedRows('Gender', data.Gender);
    case 'verification':
      return namedRows('Verification status', data['Verification Status']);
    case 'age':
      return namedRows('Age group', data.Age);
    case 'states':
      return namedRows('State of residence', data.States);
    case 'interest_states':
      return namedRows('State of interest', data['User Interests'].States);
    case 'interest_sdgs':
      return namedRows('Development goal of interest', data['User Interests'].SDGs);
    case 'interest_ministries':
      return namedRows('Ministry of interest', data['User Interests'].Ministries);
    case 'interest_sectors':
      return namedRows('Sector of interest', data['User Interests'].Sectors);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Contractors

export function presentContractor(row: repo.ContractorRow): ContractorAnalyticsRow {
  return {
    public_id: row.id,
    username: row.username,
    name: row.name,
    avatar: row.avatar,
    rank: row.rank,
    projects: row.projects,
    total_value: row.total_value,
    completed: row.completed,
    completion_rate: Number(row.completion_rate),
    average_percentage_completed: Number(row.average_percentage_completed),
    delayed: row.delayed,
    abandoned: row.abandoned,
    sentiment: { positive: row.positive, neutral: row.neutral, negative: row.negative },
  };
}

export const CONTRACTOR_CSV_HEADER = [
  'Rank',
  'Contractor',
  'Username',
  'Projects',
  'Total value (NGN)',
  'Completed',
  'Completion rate (%)',
  'Average percentage completed',
  'Delayed',
  'Abandoned',
  'Positive reviews',
  'Neutral reviews',
  'Negative reviews',
];

export const contractorCsvRow = (r: ContractorAnalyticsRow): CsvValue[] => [
  r.rank,
  r.name,
  r.username,
  r.projects,
  r.total_value,
  r.completed,
  r.completion_rate,
  r.average_percentage_completed,
  r.delayed,
  r.abandoned,
  r.sentiment.positive,
  r.sentiment.neutral,
  r.sentiment.negative,
];

// ---------------------------------------------------------------------------------------------------------------
// Facilities

const STATUS_BY_CODE = new Map<number, (typeof PROJECT_STATUS_NAMES)[number]>(
  PROJECT_STATUS_NAMES.map((name) => [PROJECT_STATUSES[name].code, name]),
);
export const statusName = (code: number) => STATUS_BY_CODE.get(code) ?? 'NOT_STARTED';
const stateName = (filterName: string) => findStateByName(filterName)?.name ?? filterName;
const sectorName = (key: string) => findSector(key)?.name ?? key;

export function presentFacility(row: repo.FacilityTableRow): FacilityRow {
  const status = statusName(row.status);
  return {
    public_id: row.public_id,
    name: row.name,
    type: row.type as FacilityRow['type'],
    work: row.work as FacilityRow['work'],
    status,
    status_label: PROJECT_STATUSES[status].label,
    states: row.states.map(stateName),
    lgas: row.lgas,
    sectors: row.sectors.map(sectorName),
    total_project_cost: row.total_project_cost,
    percentage_completed: Number(row.percentage_completed),
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export function presentFacilityAggregates(a: repo.FacilityAggregates) {
  const counts = ({ school, health_centre, road, water_point, total }: repo.FacilityCounts) => ({
    school,
    health_centre,
    road,
    water_point,
    total,
  });
  const types = new Map(a.by_type.map((row) => [row.key, row]));
  return {
    by_type: FACILITY_TYPES.map((t) => ({
      type: t.key,
      name: t.name,
      built: types.get(t.key)?.built ?? 0,
      upgraded: types.get(t.key)?.upgraded ?? 0,
      total: types.get(t.key)?.total ?? 0,
    })),
    by_state: a.by_state
      .map((row) => ({ state: row.key, name: stateName(row.key), ...counts(row) }))
      .sort((x, y) => y.total - x.total || x.name.localeCompare(y.name)),
    by_sector: a.by_sector
      .map((row) => ({ sector: row.key, name: sectorName(row.key), ...counts(row) }))
      .sort((x, y) => y.total - x.total || x.name.localeCompare(y.name)),
    by_status: a.by_status
      .map((row) => {
        const status = statusName(Number(row.key));
        return { status, label: PROJECT_STATUSES[status].label, ...counts(row) };
      })
      .sort((x, y) => PROJECT_STATUSES[x.status].code - PROJECT_STATUSES[y.status].code),
  };
}

const FACILITY_ONE = new Map<string, string>(FACILITY_TYPES.map((t) => [t.key, t.one]));

export const FACILITY_CSV_HEADER = [
  'Project',
  'Facility',
  'Work',
  'Status',
  'States',
  'LGAs',
  'Sectors',
  'Total project cost (NGN)',
  'Percentage completed',
  'Latitude',
  'Longitude',
  'Project id',
];

export const facilityCsvRow = (r: FacilityRow): CsvValue[] => [
  r.name,
  FACILITY_ONE.get(r.type) ?? r.type,
  r.work === 'built' ? 'Built' : 'Upgraded',
  r.status_label,
  r.states.join('; '),
  r.lgas.join('; '),
  r.sectors.join('; '),
  r.total_project_cost,
  r.percentage_completed,
  r.latitude,
  r.longitude,
  r.public_id,
];

// ---------------------------------------------------------------------------------------------------------------
// GET /projects/analysis/?format=csv&by=

export function analysisCsv(analysis: Analysis, by: keyof Analysis['Projects']) {
  const label = by === 'States' ? 'State' : by === 'SDGs' ? 'Development goal' : 'Ministry';
  return {
    header: [label, 'Ongoing', 'Completed', 'On hold', 'Abandoned', 'Total', 'Budget (NGN)'],
    rows: analysis.Projects[by].map((row): CsvValue[] => [
      row.name,
      row.Ongoing,
      row.Completed,
      row.Onhold,
      row.Abandoned,
      row.Ongoing + row.Completed + row.Onhold + row.Abandoned,
      row.Budget,
    ]),
  };
}
