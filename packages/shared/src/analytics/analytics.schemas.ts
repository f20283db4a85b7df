import { z } from 'zod';
import { pageOf } from '../pagination.js';
import { projectFilterQuerySchema } from '../projects/projects.schemas.js';

/**
 * The analytics pages (docs/spec/product-spec.md sections 2 and 3 "User analytics"): citizens, contractors, facilities,
 * and the CSV downloads of their tables. Counts about people are protected: see `protectedCount`.
 */

// ---------------------------------------------------------------------------------------------------------------
// Small-group protection

/** A group of people smaller than this is never counted exactly: the API answers null ("fewer than 5"). */
export const SMALL_GROUP_THRESHOLD = 5;
/** Every other count about people is rounded to a multiple of this, so suppressed cells cannot be worked out by subtraction. */
export const COUNT_ROUNDING = 5;

/** What people see for a protected count. */
export function protectedCountLabel(count: number | null, format: (n: number) => string = String): string {
  return count === null ? `fewer than ${SMALL_GROUP_THRESHOLD}` : format(count);
}

/** A count about people: null when 1-4 (shown as "fewer than 5"), else rounded to a multiple of 5 (0 stays 0). */
const protectedCount = z.number().int().min(0).nullable();

const namedCountSchema = z.object({ key: z.string(), name: z.string(), count: protectedCount });
export type NamedCount = z.infer<typeof namedCountSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Citizens: GET /users/analysis/

/** The spec's age groups; a person is in "18-24" from their 18th to their 24th birthday (the lower bound is inclusive). */
export const AGE_BUCKETS = [
  { key: 'below_18', name: 'Below 18', from: null, to: 18 },
  { key: '18_24', name: '18-24', from: 18, to: 24 },
  { key: '24_32', name: '24-32', from: 24, to: 32 },
  { key: '32_48', name: '32-48', from: 32, to: 48 },
  { key: '48_60', name: '48-60', from: 48, to: 60 },
  { key: 'above_60', name: 'above 60', from: 60, to: null },
] as const;

export const CITIZEN_TABLES = [
  'registration',
  'gender',
  'verification',
  'age',
  'states',
  'interest_states',
  'interest_sdgs',
  'interest_ministries',
  'interest_sectors',
  'engagement',
] as const;
export type CitizenTable = (typeof CITIZEN_TABLES)[number];

const yearParam = z.union([z.string(), z.array(z.string())]).transform((value, ctx) => {
  const raw = (Array.isArray(value) ? value.join(',') : value).trim();
  if (!/^\d{4}$/.test(raw) || Number(raw) < 2000 || Number(raw) > 2100) {
    ctx.addIssue({ code: 'custom', message: 'Enter a year between 2000 and 2100.' });
    return z.NEVER;
  }
  return Number(raw);
});

export const citizenAnalyticsQuerySchema = z.object({
  /** The months of this year in the series; without it, the last 12 months. */
  year: yearParam.optional(),
  format: z.enum(['json', 'csv'], { error: 'Use json or csv.' }).optional(),
  /** format=csv: which table. */
  table: z.enum(CITIZEN_TABLES, { error: `Use one of: ${CITIZEN_TABLES.join(', ')}.` }).optional(),
});
export type CitizenAnalyticsQuery = z.infer<typeof citizenAnalyticsQuerySchema>;

const monthCountSchema = z.object({ month: z.string(), count: protectedCount });
const engagementMonthSchema = z.object({
  month: z.string(),
  reviews: protectedCount,
  eyemarks: protectedCount,
  comments: protectedCount,
});

export const citizenAnalyticsSchema = z.object({
  /** all: the supervising body (every citizen and CSO of the tenant); organization: people concerned by its projects. */
  scope: z.enum(['all', 'organization']),
  threshold: z.number().int(),
  rounding: z.number().int(),
  period: z.object({ from: z.string(), to: z.string() }),
  Total: protectedCount,
  Registration: z.array(monthCountSchema),
  Gender: z.array(namedCountSchema),
  'Verification Status': z.array(namedCountSchema),
  Age: z.array(namedCountSchema),
  /** By state of residence. */
  States: z.array(namedCountSchema),
  'User Interests': z.object({
    States: z.array(namedCountSchema),
    SDGs: z.array(namedCountSchema),
    Ministries: z.array(namedCountSchema),
    Sectors: z.array(namedCountSchema),
  }),
  Engagement: z.array(engagementMonthSchema),
});
export type CitizenAnalytics = z.infer<typeof citizenAnalyticsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Shared filters of the contractors and facilities pages (the project filters of /analytics/projects)

const projectFilters = projectFilterQuerySchema.pick({
  state: true,
  sector: true,
  ministry: true,
  agency: true,
  year: true,
  status: true,
});

const limit = z.coerce.number().int().min(1).max(100).default(25);
const offset = z.coerce.number().int().min(0).default(0);

// ---------------------------------------------------------------------------------------------------------------
// Contractors: GET /users/analytics/contractors/

export const CONTRACTOR_ORDERINGS = [
  'projects',
  'value',
  'completion_rate',
  'delayed',
  'abandoned',
  'positive',
  'negative',
  'name',
] as const;
const contractorOrdering = z.enum(
  [...CONTRACTOR_ORDERINGS, ...CONTRACTOR_ORDERINGS.map((o) => `-${o}` as const)] as [string, ...string[]],
  { error: `Order by one of: ${CONTRACTOR_ORDERINGS.join(', ')} (a leading - for descending).` },
);

export const contractorAnalyticsQuerySchema = projectFilters.extend({
  /** Contractor name or username contains this. */
  query: z.string().trim().max(200, 'Use at most 200 characters.').optional(),
  ordering: contractorOrdering.default('-projects'),
  format: z.enum(['json', 'csv'], { error: 'Use json or csv.' }).optional(),
  limit,
  offset,
});
export type ContractorAnalyticsQuery = z.infer<typeof contractorAnalyticsQuerySchema>;

const sentimentSplitSchema = z.object({
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
});

export const contractorAnalyticsRowSchema = z.object({
  public_id: z.string(),
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  rank: z.number().int(),
  projects: z.number().int(),
  /** Sum of total_project_cost, a decimal string. */
  total_value: z.string(),
  completed: z.number().int(),
  /** Completed projects out of all its projects, percent with one decimal. */
  completion_rate: z.number(),
  average_percentage_completed: z.number(),
  /** End date passed and not completed (nor canceled or abandoned). */
  delayed: z.number().int(),
  abandoned: z.number().int(),
  /** Citizens' reviews of its projects, grouped as docs/spec/contract-notes.md "Posts" says. */
  sentiment: sentimentSplitSchema,
});
export type ContractorAnalyticsRow = z.infer<typeof contractorAnalyticsRowSchema>;

export const contractorAnalyticsSchema = pageOf(contractorAnalyticsRowSchema).extend({
  summary: z.object({
    contractors: z.number().int(),
    projects: z.number().int(),
    total_value: z.string(),
    completed: z.number().int(),
    delayed: z.number().int(),
    abandoned: z.number().int(),
    sentiment: sentimentSplitSchema,
  }),
});
export type ContractorAnalytics = z.infer<typeof contractorAnalyticsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Facilities: GET /analytics/facilities/ (our chosen path)

/** What a project builds or upgrades, read from its tags, sectors and name (see the API's facility rule). */
export const FACILITY_TYPES = [
  { key: 'school', name: 'Schools', one: 'School', color: '#1c7ed6' },
  { key: 'health_centre', name: 'Health centres', one: 'Health centre', color: '#e03131' },
  { key: 'road', name: 'Roads and bridges', one: 'Road or bridge', color: '#f08c00' },
  { key: 'water_point', name: 'Water points', one: 'Water point', color: '#0c8599' },
] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number]['key'];
const FACILITY_KEYS = FACILITY_TYPES.map((t) => t.key) as [FacilityType, ...FacilityType[]];
export const FACILITY_WORKS = ['built', 'upgraded'] as const;

export const facilityQuerySchema = projectFilters.extend({
  type: z
    .union([z.string(), z.array(z.string())])
    .transform((value, ctx) => {
      const items = (Array.isArray(value) ? value.join(',') : value)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = items.find((item) => !(FACILITY_KEYS as string[]).includes(item));
      if (bad !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `"${bad}" is not a facility type (${FACILITY_KEYS.join(', ')}).`,
        });
        return z.NEVER;
      }
      return [...new Set(items)] as FacilityType[];
    })
    .optional(),
  work: z.enum(FACILITY_WORKS, { error: 'Use built or upgraded.' }).optional(),
  /** json: figures and a page of the table; map: every point (up to MAX_FACILITY_POINTS); csv: the whole table. */
  format: z.enum(['json', 'map', 'csv'], { error: 'Use json, map or csv.' }).optional(),
  limit,
  offset,
});
export type FacilityQuery = z.infer<typeof facilityQuerySchema>;

export const MAX_FACILITY_POINTS = 5_000;

const facilityCountsSchema = z.object({
  school: z.number().int(),
  health_centre: z.number().int(),
  road: z.number().int(),
  water_point: z.number().int(),
  total: z.number().int(),
});

export const facilityRowSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  type: z.enum(FACILITY_KEYS),
  work: z.enum(FACILITY_WORKS),
  status: z.string(),
  status_label: z.string(),
  states: z.array(z.string()),
  lgas: z.array(z.string()),
  sectors: z.array(z.string()),
  total_project_cost: z.string().nullable(),
  percentage_completed: z.number(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type FacilityRow = z.infer<typeof facilityRowSchema>;

export const facilityAnalyticsSchema = pageOf(facilityRowSchema).extend({
  by_type: z.array(
    z.object({
      type: z.enum(FACILITY_KEYS),
      name: z.string(),
      built: z.number().int(),
      upgraded: z.number().int(),
      total: z.number().int(),
    }),
  ),
  by_state: z.array(facilityCountsSchema.extend({ state: z.string(), name: z.string() })),
  by_sector: z.array(facilityCountsSchema.extend({ sector: z.string(), name: z.string() })),
  by_status: z.array(facilityCountsSchema.extend({ status: z.string(), label: z.string() })),
});
export type FacilityAnalytics = z.infer<typeof facilityAnalyticsSchema>;

export const facilityPointsSchema = z.object({
  count: z.number().int(),
  truncated: z.boolean(),
  points: z.array(
    z.object({
      public_id: z.string(),
      name: z.string(),
      type: z.enum(FACILITY_KEYS),
      status: z.string(),
      lat: z.number(),
      lng: z.number(),
    }),
  ),
});
export type FacilityPoints = z.infer<typeof facilityPointsSchema>;

/** GET /analytics/facilities/ answers the table, or the points when `format=map`. */
export const facilityAnswerSchema = facilityAnalyticsSchema.or(facilityPointsSchema);

// ---------------------------------------------------------------------------------------------------------------
// GET /projects/analysis/?format=csv&by=: the project analytics tables as CSV

export const ANALYSIS_CSV_GROUPS = ['States', 'SDGs', 'Ministries'] as const;
export const analysisCsvQuerySchema = z.object({
  format: z.enum(['json', 'csv'], { error: 'Use json or csv.' }).optional(),
  by: z.enum(ANALYSIS_CSV_GROUPS, { error: 'Use States, SDGs or Ministries.' }).optional(),
});
