import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.js';
import { createdAtColumn, modifiedAtColumn, tenantColumn } from './columns.js';

/** Written only by the projects_search trigger (migration project_search); never set from code. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const money = (name: string) => numeric(name, { precision: 20, scale: 2 });

/**
 * The public facility a project builds or upgrades (the facilities analytics page), read from its tags, sectors and
 * name: school, health_centre, road (roads and bridges), water_point, or null. Kept as stored generated columns so
 * the page's counts read a partial index instead of matching every name.
 */
const FACILITY_TYPE = `CASE
  WHEN tags && ARRAY['Schools']::text[] OR name ~* '\\m(school|schools|classroom|classrooms|college|polytechnic|university)\\M' THEN 'school'
  WHEN tags && ARRAY['Health']::text[] OR name ~* '\\m(hospital|health|clinic|maternity)' THEN 'health_centre'
  WHEN tags && ARRAY['Major Roads','Bridges']::text[] OR name ~* '\\m(road|roads|highway|expressway|bridge|bridges|flyover)\\M' THEN 'road'
  WHEN name ~* '\\m(borehole|boreholes|water)\\M' THEN 'water_point'
END`;
const FACILITY_WORK = `CASE
  WHEN (${FACILITY_TYPE}) IS NULL THEN NULL
  WHEN name ~* '\\m(rehabilitat|renovat|upgrad|expan|repair|reconstruct|dualis|dualiz|refurbish|resurfac|retrofit|remodel)' THEN 'upgraded'
  ELSE 'built'
END`;

/**
 * A public project (docs/spec/product-spec.md section 3, docs/spec/contract-notes.md "Projects").
 * States are the upper-case filter names of the reference list; sectors are sector keys; sdgs goal numbers.
 * `latitude`/`longitude` repeat the first geolocation so the discover map reads one table.
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    publicId: text('public_id').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    /** Where the works are, in words (the import sheet's "location description"). */
    locationDescription: text('location_description'),
    status: smallint('status').notNull().default(0),
    plan: smallint('plan'),
    sectors: text('sectors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sdgs: integer('sdgs')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    states: text('states')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lgas: text('lgas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    wards: text('wards')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    dateAwarded: date('date_awarded', { mode: 'string' }),
    percentageCompleted: numeric('percentage_completed', { precision: 5, scale: 2 }).notNull().default('0'),
    totalProjectCost: money('total_project_cost'),
    totalAmountReleased: money('total_amount_released'),
    totalAmountSpent: money('total_amount_spent'),
    totalFinancialCommitment: money('total_financial_commitment'),
    totalAppropriation: money('total_appropriation'),
    appropriationFor2021: money('appropriation_for_2021'),
    amountBudgeted: money('amount_budgeted'),
    /** {"2024": "1500000.00"}: amounts as decimal strings, never floats. */
    yearlyAppropriation: jsonb('yearly_appropriation').$type<Record<string, string>>().notNull().default({}),
    currency: text('currency').notNull().default('NGN'),
    /** Documents and pages about the project (ftp, http or https; docs/spec/product-spec.md section 5). */
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contractType: text('contract_type'),
    geoPoliticalZone: text('geo_political_zone'),
    ministryId: uuid('ministry_id').references(() => organizations.id),
    agencyId: uuid('agency_id').references(() => organizations.id),
    /** The organisation that owns (manages) the record. */
    organizationId: uuid('organization_id').references(() => organizations.id),
    parentProjectId: uuid('parent_project_id'),
    imageUrl: text('image_url'),
    views: integer('views').notNull().default(0),
    eyemarkedCount: integer('eyemarked_count').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(false),
    search: tsvector('search'),
    facilityType: text('facility_type').generatedAlwaysAs(sql.raw(FACILITY_TYPE)),
    facilityWork: text('facility_work').generatedAlwaysAs(sql.raw(FACILITY_WORK)),
    createdAt: createdAtColumn(),
    modifiedAt: modifiedAtColumn(),
    /**
     * Soft delete: a deleted project is also unpublished, so every public list (all filter is_published)
     * leaves it out with its partial indexes unchanged; restore puts back published_before_delete.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    publishedBeforeDelete: boolean('published_before_delete'),
  },
  (t) => [
    uniqueIndex('projects_tenant_public_id_uq').on(t.tenantId, t.publicId),
    index('projects_tenant_code_idx').on(t.tenantId, t.code),
    // Public lists always filter tenant + published; these cover the orderings the API offers.
    index('projects_published_created_idx').on(t.tenantId, t.isPublished, t.createdAt),
    index('projects_published_name_idx').on(t.tenantId, t.isPublished, t.name),
    index('projects_published_cost_idx').on(t.tenantId, t.isPublished, t.totalProjectCost),
    index('projects_published_budgeted_idx').on(t.tenantId, t.isPublished, t.amountBudgeted),
    index('projects_published_percentage_idx').on(t.tenantId, t.isPublished, t.percentageCompleted),
    index('projects_published_views_idx').on(t.tenantId, t.isPublished, t.views),
    index('projects_published_discussed_idx').on(t.tenantId, t.isPublished, t.reviewsCount, t.eyemarkedCount),
    index('projects_tenant_status_idx').on(t.tenantId, t.status),
    index('projects_tenant_dates_idx').on(t.tenantId, t.startDate, t.endDate),
    index('projects_ministry_idx').on(t.ministryId),
    index('projects_agency_idx').on(t.agencyId),
    index('projects_organization_idx').on(t.organizationId),
    index('projects_parent_idx').on(t.parentProjectId),
    // Published projects per organisation, counted from the index alone (no_of_projects on organisation cards).
    index('projects_published_ministry_idx')
      .on(t.ministryId)
      .where(sql`${t.isPublished}`),
    index('projects_published_agency_idx')
      .on(t.agencyId)
      .where(sql`${t.isPublished}`),
    index('projects_published_owner_idx')
      .on(t.organizationId, t.agencyId, t.ministryId)
      .where(sql`${t.isPublished}`),
    // The few drafts (a contractor's published projects = its projects - its drafts, both from indexes alone).
    index('projects_unpublished_id_idx')
      .on(t.id)
      .where(sql`NOT ${t.isPublished}`),
    // The few deleted projects: an organisation's deleted list and the purge job read them from here.
    index('projects_deleted_idx')
      .on(t.tenantId, t.deletedAt)
      .where(sql`${t.deletedAt} IS NOT NULL`),
    index('projects_states_gin').using('gin', t.states),
    index('projects_sectors_gin').using('gin', t.sectors),
    index('projects_tags_gin').using('gin', t.tags),
    index('projects_sdgs_gin').using('gin', t.sdgs),
    index('projects_search_gin').using('gin', t.search),
    // The facilities page: published facilities per tenant and type.
    index('projects_published_facility_idx')
      .on(t.tenantId, t.facilityType, t.status)
      .where(sql`${t.isPublished} AND ${t.facilityType} IS NOT NULL`),
  ],
);

/** Where a project is; "around me" reads the (latitude, longitude) index as a bounding box, then haversine. */
export const projectLocations = pgTable(
  'project_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    state: text('state'),
    lga: text('lga'),
    ward: text('ward'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [
    index('project_locations_project_idx').on(t.projectId, t.position),
    index('project_locations_lat_lng_idx').on(t.latitude, t.longitude),
  ],
);

export const projectContractors = pgTable(
  'project_contractors',
  {
    tenantId: tenantColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.organizationId] }),
    // With the project: a contractor's projects come from the index alone.
    index('project_contractors_organization_idx').on(t.organizationId, t.projectId),
  ],
);

/** Organisations affiliated with a project besides its ministry, agency and contractors. */
export const projectAffiliations = pgTable(
  'project_affiliations',
  {
    tenantId: tenantColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.organizationId] }),
    index('project_affiliations_organization_idx').on(t.organizationId),
  ],
);

export const eyemarks = pgTable(
  'eyemarks',
  {
    tenantId: tenantColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.projectId] }),
    index('eyemarks_project_idx').on(t.projectId),
    index('eyemarks_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** A user's eyemark count, kept with the eyemarks in one transaction (the users table belongs to accounts). */
export const userEyemarkCounts = pgTable('user_eyemark_counts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: tenantColumn(),
  eyemarkedCount: integer('eyemarked_count').notNull().default(0),
});

/** The history of a project: who changed what, as {field: {before, after}}. */
export const projectActivities = pgTable(
  'project_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    changes: jsonb('changes')
      .$type<Record<string, { before: unknown; after: unknown }>>()
      .notNull()
      .default({}),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // A project's log newest first (read backwards) in the order pages are cut; the action last so that a scope's
    // count by action reads this index only.
    index('project_activities_project_newest_idx').on(t.projectId, t.createdAt, t.id, t.action),
    // The organisation change log walks the tenant's newest activities and stops at the page's end.
    index('project_activities_tenant_newest_idx').on(t.tenantId, t.createdAt, t.id),
  ],
);

/** A named set of an organisation's projects (spec "Project group"); a project may sit in several groups. */
export const projectGroups = pgTable(
  'project_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    modifiedAt: modifiedAtColumn(),
  },
  (t) => [
    uniqueIndex('project_groups_org_name_uq').on(t.organizationId, sql`lower(${t.name})`),
    index('project_groups_org_created_idx').on(t.organizationId, t.createdAt),
  ],
);

export const projectGroupMembers = pgTable(
  'project_group_members',
  {
    tenantId: tenantColumn(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => projectGroups.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.projectId] }),
    index('project_group_members_project_idx').on(t.projectId),
  ],
);

/**
 * Who has viewed a project on a day (Lagos time), so the views counter counts each viewer once a day: a signed-in
 * viewer by account ('user:<id>'), an anonymous one by a hash of address and browser salted with that day's salt
 * (view_salts). No address is kept; rows and salts older than yesterday are deleted when a new day's salt is made.
 */
export const projectViews = pgTable(
  'project_views',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    viewer: text('viewer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day, t.viewer] }), index('project_views_day_idx').on(t.day)],
);

/** One random salt per day for anonymous viewer keys; yesterday's is dropped with its views the next day. */
export const viewSalts = pgTable('view_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});
