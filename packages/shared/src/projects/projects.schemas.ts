import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../pagination.js';
import {
  ACCOUNT_TYPE_NAMES,
  SENTIMENT_DISPLAY_ORDER,
  PLAN_FRAMEWORKS,
  PROJECT_STATUS_NAMES,
  parseProjectStatus,
  type ProjectStatus,
  type Sentiment,
} from '../reference/enums.js';
import { findSdg } from '../reference/sdgs.js';
import { findSector } from '../reference/sectors.js';
import { findStateByName } from '../reference/states.js';

/**
 * Public reads of projects (docs/spec/endpoints.txt "Projects (public reads)", docs/spec/contract-notes.md "Projects", docs/spec/product-spec.md
 * section 7 "Filter query assembly"). The API validates queries with these and the web builds its requests from them.
 */

// ---------------------------------------------------------------------------------------------------------------
// Query parameters. Each accepts a comma list or a repeated parameter; a bad value is a 400 naming the parameter.

export const PROJECT_ORDERINGS = [
  'name',
  '-name',
  'created',
  '-created',
  'total_project_cost',
  '-total_project_cost',
  'percentage_completed',
  '-percentage_completed',
  'views',
  '-views',
  'distance',
  '-distance',
  'status',
  '-status',
  'modified',
  '-modified',
] as const;
export type ProjectOrdering = (typeof PROJECT_ORDERINGS)[number];

export const PROJECT_LIST_FORMATS = ['json', 'geojson', 'map', 'clusters'] as const;

/** The radius "around me" uses when only `point` is given (docs/spec/product-spec.md section 9); the discover page sends 50000. */
export const DEFAULT_AROUND_ME_DISTANCE = 10_000;
export const MAX_AROUND_ME_DISTANCE = 2_000_000;
/** Tags the API derives rather than stores (docs/spec/contract-notes.md "Discover tags"). */
export const VIRTUAL_PROJECT_TAGS = ['Most Discussed', 'Newly Added', 'Nearing Completion'] as const;

const rawParam = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value.join(',') : value));

const splitList = (raw: string) =>
  raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A comma list whose every item goes through `parse`; the first unknown item is reported by name. */
function listParam<T>(what: string, parse: (item: string) => T | null, maxItems = 100) {
  return rawParam.transform((raw, ctx) => {
    const items = splitList(raw);
    if (items.length > maxItems) {
      ctx.addIssue({ code: 'custom', message: `Give at most ${maxItems} values.` });
      return z.NEVER;
    }
    const values: T[] = [];
    for (const item of items) {
      const value = parse(item);
      if (value === null) {
        ctx.addIssue({ code: 'custom', message: `"${item}" is not a valid ${what}.` });
        return z.NEVER;
      }
      if (!values.includes(value)) values.push(value);
    }
    return values;
  });
}

const text = (max = 200) =>
  rawParam.transform((raw, ctx) => {
    const value = raw.trim();
    if (value.length > max) {
      ctx.addIssue({ code: 'custom', message: `Use at most ${max} characters.` });
      return z.NEVER;
    }
    return value;
  });

/** A non-negative amount with at most two decimals, kept as a string (money never goes through floats). */
const amount = rawParam.transform((raw, ctx) => {
  const value = raw.trim().replace(/_/g, '');
  if (!/^\d{1,18}(\.\d{1,2})?$/.test(value)) {
    ctx.addIssue({ code: 'custom', message: 'Enter a non-negative amount (digits, up to two decimals).' });
    return z.NEVER;
  }
  return value;
});

const isoDate = rawParam.transform((raw, ctx) => {
  const value = raw.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(`${value}T00:00:00Z`) : null;
  if (!match || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    ctx.addIssue({ code: 'custom', message: 'Enter a date as YYYY-MM-DD.' });
    return z.NEVER;
  }
  return value;
});

const parseYear = (item: string) =>
  /^\d{4}$/.test(item) && Number(item) >= 1960 && Number(item) <= 2100 ? Number(item) : null;

/** `All` (any case) means no year filter. */
const years = rawParam.pipe(
  z.string().transform((raw, ctx) => {
    const items = splitList(raw);
    if (items.some((item) => item.toLowerCase() === 'all')) return [] as number[];
    const values: number[] = [];
    for (const item of items) {
      const year = parseYear(item);
      if (year === null) {
        ctx.addIssue({ code: 'custom', message: `"${item}" is not a year (1960-2100) or All.` });
        return z.NEVER;
      }
      if (!values.includes(year)) values.push(year);
    }
    return values;
  }),
);

const booleanParam = rawParam.transform((raw, ctx) => {
  const value = raw.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(value)) return true;
  if (['false', '0', 'no'].includes(value)) return false;
  ctx.addIssue({ code: 'custom', message: 'Use true or false.' });
  return z.NEVER;
});

/** `point=lng,lat` (longitude first, as the old client sends it). */
const point = rawParam.transform((raw, ctx) => {
  const parts = raw.split(',').map((part) => part.trim());
  const [lng, lat] = parts.map(Number);
  const numeric = parts.length === 2 && parts.every((part) => /^-?\d+(\.\d+)?$/.test(part));
  if (
    !numeric ||
    lng === undefined ||
    lat === undefined ||
    lng < -180 ||
    lng > 180 ||
    lat < -90 ||
    lat > 90
  ) {
    ctx.addIssue({
      code: 'custom',
      message: 'Give the point as longitude,latitude, for example 3.3792,6.5244.',
    });
    return z.NEVER;
  }
  return { lng, lat };
});

const distance = rawParam.transform((raw, ctx) => {
  const value = Number(raw.trim());
  if (!/^\d+(\.\d+)?$/.test(raw.trim()) || value <= 0 || value > MAX_AROUND_ME_DISTANCE) {
    ctx.addIssue({
      code: 'custom',
      message: `Give a distance in metres, above 0 and at most ${MAX_AROUND_ME_DISTANCE}.`,
    });
    return z.NEVER;
  }
  return value;
});

/** format=clusters: the view "west,south,east,north" in degrees (west > east crosses the antimeridian). */
const bbox = rawParam.transform((raw, ctx) => {
  const parts = raw.split(',').map((part) => part.trim());
  const numbers = parts.map(Number);
  const [west, south, east, north] = numbers as [number, number, number, number];
  if (
    parts.length !== 4 ||
    !parts.every((part) => /^-?\d+(\.\d+)?$/.test(part)) ||
    [west, east].some((lng) => lng < -180 || lng > 180) ||
    [south, north].some((lat) => lat < -90 || lat > 90) ||
    south > north
  ) {
    ctx.addIssue({
      code: 'custom',
      message:
        'Give the view as west,south,east,north in degrees (longitudes -180 to 180, latitudes -90 to 90, south below north).',
    });
    return z.NEVER;
  }
  return [west, south, east, north] as [number, number, number, number];
});

export const MAX_MAP_ZOOM = 22;
const zoom = rawParam.transform((raw, ctx) => {
  const value = Number(raw.trim());
  if (!/^\d+$/.test(raw.trim()) || value > MAX_MAP_ZOOM) {
    ctx.addIssue({
      code: 'custom',
      message: `Give the map zoom as a whole number from 0 to ${MAX_MAP_ZOOM}.`,
    });
    return z.NEVER;
  }
  return value;
});

const parseStateFilter = (item: string) => findStateByName(item)?.filterName ?? null;
const parseSectorFilter = (item: string) => findSector(item)?.key ?? null;
const parseSdgFilter = (item: string) => findSdg(/^\d+$/.test(item) ? Number(item) : item)?.id ?? null;
const parseUsername = (item: string) => (/^[A-Za-z0-9_.@-]{1,150}$/.test(item) ? item.toLowerCase() : null);
const parseOrdering = (item: string) =>
  (PROJECT_ORDERINGS as readonly string[]).includes(item) ? (item as ProjectOrdering) : null;
const parseTag = (item: string) => (item.length <= 100 ? item : null);

/**
 * Every filter of a project list (GET /projects/, /projects/search/, /projects/analysis/, categories...).
 * Parsed values: states are upper-case filter names, sectors are keys, sdgs numbers, statuses code names.
 */
export const projectFilterQuerySchema = z.object({
  query: text(200).optional(),
  name: text(200).optional(),
  username: text(150).optional(),
  organization: text(150).optional(),
  tags: listParam('tag', parseTag, 50).optional(),
  year: years.optional(),
  min_total_cost: amount.optional(),
  max_total_cost: amount.optional(),
  min_amt_budgeted: amount.optional(),
  max_amt_budgeted: amount.optional(),
  status: listParam<ProjectStatus>('status', (item) => parseProjectStatus(item), 12).optional(),
  state: listParam('state', parseStateFilter, 37).optional(),
  sector: listParam('sector', parseSectorFilter, 19).optional(),
  sdg: listParam('SDG', parseSdgFilter, 17).optional(),
  contractor: listParam('username', parseUsername).optional(),
  ministry: listParam('username', parseUsername).optional(),
  agency: listParam('username', parseUsername).optional(),
  /** Ministries or agencies (comma usernames): their projects either way. */
  mda: listParam('username', parseUsername).optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
  dist: distance.optional(),
  point: point.optional(),
  is_published: booleanParam.optional(),
  /** Only projects whose citizens' reports of the last 90 days diverge from the official progress. */
  progress_divergence: booleanParam.optional(),
});
export type ProjectFilterQuery = z.infer<typeof projectFilterQuerySchema>;
/** What the web sends: every parameter as a string. */
export type ProjectFilterParams = Partial<Record<keyof ProjectFilterQuery, string>>;

export const projectListQuerySchema = projectFilterQuerySchema.extend({
  ordering: listParam('ordering', parseOrdering, 3).optional(),
  format: rawParam
    .pipe(z.enum(PROJECT_LIST_FORMATS, { error: 'Use json, geojson, map or clusters.' }))
    .optional(),
  /** format=clusters only (and required there): the view and its zoom. */
  bbox: bbox.optional(),
  zoom: zoom.optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const projectIdParamsSchema = z.object({ id: z.string().trim().min(1).max(300) });

export const yearQuerySchema = z.object({
  year: rawParam
    .transform((raw, ctx) => {
      const year = parseYear(raw.trim());
      if (year === null) {
        ctx.addIssue({ code: 'custom', message: 'Enter a year between 1960 and 2100.' });
        return z.NEVER;
      }
      return year;
    })
    .optional(),
});

export const searchTextQuerySchema = z.object({ query: text(200).optional() });

// ---------------------------------------------------------------------------------------------------------------
// Requests

export const eyemarkBodySchema = z.object({
  projects: z
    .array(z.string().trim().min(1, 'Give a project id.').max(300), { error: 'Give a list of project ids.' })
    .min(1, 'Give at least one project id.')
    .max(100, 'Give at most 100 project ids.'),
});
export type EyemarkBody = z.infer<typeof eyemarkBodySchema>;

export const EYEMARK_RESULTS = ['eyemarked', 'removed'] as const;
export const eyemarkResponseSchema = z.record(z.string(), z.enum(EYEMARK_RESULTS));
export type EyemarkResponse = z.infer<typeof eyemarkResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Responses

const SENTIMENT_NAMES = [...SENTIMENT_DISPLAY_ORDER] as [Sentiment, ...Sentiment[]];

/** An organisation as a project shows it (ministry, agency, owner, contractor, affiliate). */
export const projectOrganizationSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  username: z.string(),
  account_type: z.enum(ACCOUNT_TYPE_NAMES),
  avatar: z.string().nullable(),
});
export type ProjectOrganization = z.infer<typeof projectOrganizationSchema>;

export const geolocationSchema = z.object({
  state: z.string().nullable(),
  lga: z.string().nullable(),
  ward: z.string().nullable(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
});
export type Geolocation = z.infer<typeof geolocationSchema>;

/** What the caller may do with the project; the web shows only these actions. */
export const projectAbilitiesSchema = z.object({
  eyemark: z.boolean(),
  review: z.boolean(),
  edit: z.boolean(),
  publish: z.boolean(),
  delete: z.boolean(),
  view_financials: z.boolean(),
  /** Post progress updates and milestone reports (permission "view/post project updates" on this project). */
  post_update: z.boolean(),
  /** Invite, re-role and remove this project's stakeholders. */
  manage_stakeholders: z.boolean(),
});
export type ProjectAbilities = z.infer<typeof projectAbilitiesSchema>;

const money = z.string().nullable();

/**
 * A project in lists and on its page. `status` is the code name (ON_GOING), `status_label` the label (Ongoing);
 * money fields are decimal strings or null; `total_amount_utilized` repeats `total_amount_spent` (old name);
 * `states` are upper-case state filter names, `sectors` sector keys, `sdgs` goal numbers.
 * `distance` (metres) is set when the list was asked for `point`.
 */
export const projectSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
  status: z.enum(PROJECT_STATUS_NAMES as [ProjectStatus, ...ProjectStatus[]]),
  status_label: z.string(),
  plan: z.enum(PLAN_FRAMEWORKS).nullable(),
  sectors: z.array(z.string()),
  sdgs: z.array(z.number().int()),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  states: z.array(z.string()),
  lgas: z.array(z.string()),
  wards: z.array(z.string()),
  geolocations: z.array(geolocationSchema),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  date_awarded: z.string().nullable(),
  percentage_completed: z.number(),
  total_project_cost: money,
  total_amount_released: money,
  total_amount_spent: money,
  total_amount_utilized: money,
  total_financial_commitment: money,
  total_appropriation: money,
  appropriation_for_2021: money,
  amount_budgeted: money,
  yearly_appropriation: z.record(z.string(), z.string()),
  currency: z.string(),
  links: z.array(z.string()),
  contract_type: z.string().nullable(),
  geo_political_zone: z.string().nullable(),
  ministry: projectOrganizationSchema.nullable(),
  agency: projectOrganizationSchema.nullable(),
  organization: projectOrganizationSchema.nullable(),
  contractors: z.array(projectOrganizationSchema),
  parent: z.string().nullable(),
  image: z.string().nullable(),
  views: z.number().int(),
  eyemarked_count: z.number().int(),
  reviews_count: z.number().int(),
  is_eyemarked: z.boolean(),
  is_published: z.boolean(),
  created: z.string(),
  modified: z.string(),
  distance: z.number().nullable().optional(),
  abilities: projectAbilitiesSchema,
});
export type Project = z.infer<typeof projectSchema>;

/** The abbreviated project (child projects, quick search, posts). */
export const projectBriefSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  status: z.enum(PROJECT_STATUS_NAMES as [ProjectStatus, ...ProjectStatus[]]),
  status_label: z.string(),
  states: z.array(z.string()),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  total_project_cost: money,
  percentage_completed: z.number(),
  image: z.string().nullable(),
});
export type ProjectBrief = z.infer<typeof projectBriefSchema>;

/** Reviews of a project by sentiment group (positive, neutral, negative, in that order) and by sentiment. */
export const sentimentSummarySchema = z.object({
  total: z.number().int(),
  groups: z.array(z.object({ name: z.enum(['positive', 'neutral', 'negative']), count: z.number().int() })),
  sentiments: z.array(z.object({ name: z.enum(SENTIMENT_NAMES), count: z.number().int() })),
});
export type SentimentSummary = z.infer<typeof sentimentSummarySchema>;

export const projectDetailSchema = projectSchema.extend({
  child_projects: z.array(projectBriefSchema),
  affiliated_organizations: z.array(projectOrganizationSchema),
  sentiment_summary: sentimentSummarySchema,
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const projectPageSchema = pageOf(projectSchema);
export type ProjectPage = z.infer<typeof projectPageSchema>;

/** format=map: every matching published project as a compact point (the discover map clusters these). */
export const projectMapPointSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  status: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export const projectMapSchema = z.array(projectMapPointSchema);
export type ProjectMapPoint = z.infer<typeof projectMapPointSchema>;

/** Small clusters carry their projects, so the map lists them instead of zooming in again and again. */
export const MAP_CLUSTER_LISTED = 10;
/** At most this many of an unsplittable cluster's projects are listed (the rest: the project list's filters). */
export const MAP_CLUSTER_LIST_LIMIT = 50;

/**
 * format=clusters: a group of nearby projects; clicking it zooms to expansion_zoom, where it splits. `projects`: its
 * projects when it holds at most MAP_CLUSTER_LISTED, or cannot split further (the last zoom, or projects at one
 * position): up to MAP_CLUSTER_LIST_LIMIT of them, by name.
 */
export const projectMapClusterSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number().int(),
  expansion_zoom: z.number().int(),
  /** Where it is, for lists and screen readers: "Albasu, Kano" (one state), or its main states ("Jigawa, Kano and Yobe"). */
  place: z.string(),
  projects: z.array(projectMapPointSchema).optional(),
});
export type ProjectMapCluster = z.infer<typeof projectMapClusterSchema>;

/**
 * format=clusters&bbox=west,south,east,north&zoom=Z: what the map shows in that view, clustered on the server.
 * count: every matching published project with a position (the whole set, not only the view).
 */
export const projectClustersSchema = z.object({
  count: z.number().int(),
  clusters: z.array(projectMapClusterSchema),
  points: z.array(projectMapPointSchema),
});
export type ProjectClusters = z.infer<typeof projectClustersSchema>;

/** format=geojson: the same points as a FeatureCollection ([lng, lat] as GeoJSON orders them). */
export const projectGeoJsonSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z.object({ public_id: z.string(), name: z.string(), status: z.string() }),
    }),
  ),
});
export type ProjectGeoJson = z.infer<typeof projectGeoJsonSchema>;

export const projectActivitySchema = z.object({
  id: z.string(),
  action: z.string(),
  actor: z
    .object({
      public_id: z.string(),
      username: z.string(),
      display_name: z.string(),
      avatar: z.string().nullable(),
      account_type: z.enum(ACCOUNT_TYPE_NAMES),
    })
    .nullable(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  created: z.string(),
});
export const projectActivityPageSchema = pageOf(projectActivitySchema);
export type ProjectActivity = z.infer<typeof projectActivitySchema>;

/** A card of /projects/categories/all/: budget allocated in the year and ongoing projects. */
export const categoryCardSchema = z.object({
  title: z.string(),
  image: z.string().nullable(),
  allocated_budget: z.string(),
  active_projects: z.number().int(),
  username: z.string().nullable(),
  description: z.string(),
});
export type CategoryCard = z.infer<typeof categoryCardSchema>;

export const categoriesSchema = z.object({
  year: z.number().int(),
  sectors: z.record(z.string(), categoryCardSchema),
  ministries: z.record(z.string(), categoryCardSchema),
  states: z.record(z.string(), categoryCardSchema),
});
export type Categories = z.infer<typeof categoriesSchema>;

export const projectTagSchema = z.object({ tag: z.string(), count: z.number().int() });
export const projectTagListSchema = z.array(projectTagSchema);
export type ProjectTag = z.infer<typeof projectTagSchema>;

export const projectYearsSchema = z.array(z.number().int());

export const analysisRowSchema = z.object({
  name: z.string(),
  Abandoned: z.number().int(),
  Completed: z.number().int(),
  Ongoing: z.number().int(),
  Onhold: z.number().int(),
  Budget: z.string(),
});
export const analysisSchema = z.object({
  Projects: z.object({
    States: z.array(analysisRowSchema),
    SDGs: z.array(analysisRowSchema),
    Ministries: z.array(analysisRowSchema),
  }),
});
export type Analysis = z.infer<typeof analysisSchema>;

export const statusCountSchema = z.object({
  not_started: z.number().int(),
  ongoing: z.number().int(),
  completed: z.number().int(),
  on_hold: z.number().int(),
  canceled: z.number().int(),
  abandoned: z.number().int(),
});
export type StatusCount = z.infer<typeof statusCountSchema>;

/** A ministry, agency or contractor in directories and search results. */
export const organizationCardSchema = projectOrganizationSchema.extend({
  description: z.string(),
  parent: z.string().nullable(),
  no_of_projects: z.number().int(),
});
export type OrganizationCard = z.infer<typeof organizationCardSchema>;
export const organizationCardPageSchema = pageOf(organizationCardSchema);

export const projectSearchSchema = z.object({
  projects: z.object({
    count: z.number().int(),
    status_count: statusCountSchema,
    data: z.array(projectSchema),
  }),
  contractors: z.object({ count: z.number().int(), data: z.array(organizationCardSchema) }),
  organizations: z.object({ count: z.number().int(), data: z.array(organizationCardSchema) }),
});
export type ProjectSearch = z.infer<typeof projectSearchSchema>;

/** Only what anyone may see of a person. */
export const publicUserSchema = z.object({
  public_id: z.string(),
  username: z.string(),
  display_name: z.string(),
  avatar: z.string().nullable(),
  account_type: z.enum(ACCOUNT_TYPE_NAMES),
  bio: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
export const publicUserPageSchema = pageOf(publicUserSchema);

export const quickSearchSchema = z.object({
  projects: z.array(projectBriefSchema),
  mdas: z.array(organizationCardSchema),
  contractors: z.array(organizationCardSchema),
});
export type QuickSearch = z.infer<typeof quickSearchSchema>;

/** Followers of the person (or of the organisation's account), and whether the viewer is one of them. */
const followFiguresShape = {
  follower_count: z.number().int(),
  following_count: z.number().int(),
  is_following: z.boolean(),
};

export const userProfileSchema = publicUserSchema.extend({
  kind: z.literal('user'),
  created: z.string(),
  eyemarked_count: z.number().int(),
  eyemarks_visible: z.boolean(),
  ...followFiguresShape,
});

export const organizationProfileSchema = organizationCardSchema.extend({
  kind: z.literal('organization'),
  created: z.string(),
  website: z.string().nullable(),
  no_of_agencies: z.number().int(),
  average_completion_rate: z.number(),
  total_no_of_projects: z.number().int(),
  total_appropriated_amount: z.string(),
  status_count: statusCountSchema,
  projects: projectPageSchema,
  ...followFiguresShape,
});

/** GET /users/profiles/{id}/: a person, or an organisation with its project figures and first page of projects. */
export const profileSchema = z.discriminatedUnion('kind', [userProfileSchema, organizationProfileSchema]);
export type Profile = z.infer<typeof profileSchema>;

/** The catalogue's lists (most discussed, nearing completion, related): limit and offset, 50 a page. */
export const projectPageQuerySchema = pageQuerySchema(50);
/** GET /projects/: the filters, a page, or the map's formats. */
export const catalogueQuerySchema = projectListQuerySchema.extend(projectPageQuerySchema.shape);
/** GET /projects/ answers a page, or with format=map, geojson or clusters the map's shapes. */
export const catalogueResponseSchema = projectPageSchema
  .or(projectMapSchema)
  .or(projectGeoJsonSchema)
  .or(projectClustersSchema);
/** GET /projects/{id}/activities/. */
export const projectActivityQuerySchema = pageQuerySchema(25);
