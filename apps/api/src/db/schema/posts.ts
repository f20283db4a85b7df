import {
  boolean,
  doublePrecision,
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organizations, users } from './accounts.js';
import { projects } from './projects.js';
import { createdAtColumn, modifiedAtColumn, tenantColumn } from './columns.js';

/**
 * Reviews, comments, replies, project updates and milestone updates (docs/spec/contract-notes.md "Posts").
 * Every post belongs to a project (a reply inherits its parent's); `parent_id` threads replies and comments.
 * The counters are moved by the service in the same transaction as the rows they count.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => posts.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The organisation an update was posted for (null for citizens' reviews and comments). */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    /** Sentiment code (docs/spec/contract-notes.md: angry=0 ... suggestion=5). */
    sentiment: smallint('sentiment'),
    /** The device position the author chose to share, exact (the public sees it rounded). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    childrenCount: integer('children_count').notNull().default(0),
    upvotesCount: integer('upvotes_count').notNull().default(0),
    downvotesCount: integer('downvotes_count').notNull().default(0),
    // Made once on the device: a review sent again after a lost answer (offline queue) finds the first one.
    clientId: uuid('client_id'),
    /** A review's view of the work on site: 'yes', 'stopped' or 'cannot_tell' (null: not said). */
    workStatus: text('work_status'),
    /** A review's estimate of how complete the work looks, 0-100 (null: not said). */
    estimatedCompletion: smallint('estimated_completion'),
    /** A citizen review's handling state (REVIEW_STATES); every change is kept in post_state_changes. */
    state: text('state').notNull().default('received'),
    createdAt: createdAtColumn(),
    modifiedAt: modifiedAtColumn(),
  },
  (t) => [
    index('posts_project_type_created_idx').on(t.projectId, t.type, t.createdAt),
    index('posts_parent_created_idx').on(t.parentId, t.createdAt),
    index('posts_owner_created_idx').on(t.ownerId, t.createdAt),
    index('posts_tenant_type_popular_idx').on(t.tenantId, t.type, t.upvotesCount, t.createdAt),
    uniqueIndex('posts_owner_client_uq').on(t.ownerId, t.clientId),
    // Citizens' view of progress (last 90 days of a project, or every divergent project for the catalogue's filter).
    index('posts_progress_reports_idx')
      .on(t.projectId, t.createdAt)
      .where(
        sql`${t.type} = 'REVIEW' AND ${t.parentId} IS NULL AND (${t.workStatus} IS NOT NULL OR ${t.estimatedCompletion} IS NOT NULL)`,
      ),
  ],
);

/** One vote per user and post: value 1 (up) or -1 (down), so up and down exclude each other by construction. */
export const postVotes = pgTable(
  'post_votes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: tenantColumn(),
    value: smallint('value').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('post_votes_post_value_created_idx').on(t.postId, t.value, t.createdAt),
    index('post_votes_user_idx').on(t.userId),
  ],
);

/**
 * Images of posts. A row without a post is an upload made through a signed grant and not yet used by a review
 * (`upload_key` names the raw object until the review processes it). latitude/longitude are exact: the public
 * sees them rounded, the owning organisation exactly.
 */
export const postMedia = pgTable(
  'post_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    storageKey: text('storage_key'),
    url: text('url'),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes'),
    caption: text('caption').notNull().default(''),
    isLivePhoto: boolean('is_live_photo').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The project state nearest to where the photo was taken, or the project's first state. */
    state: text('state'),
    /** Signed direct uploads: the raw object's key and when the grant ends. */
    uploadKey: text('upload_key'),
    uploadExpiresAt: timestamp('upload_expires_at', { withTimezone: true }),
    /** The raw bytes received for a signed upload (counted against the uploader's daily allowance). */
    uploadBytes: integer('upload_bytes'),
    /** Where the position came from: 'photo' (its own EXIF GPS) or 'device' (the position the phone sent). */
    locationSource: text('location_source'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('post_media_post_idx').on(t.postId, t.position),
    index('post_media_project_created_idx').on(t.projectId, t.createdAt),
    index('post_media_owner_created_idx').on(t.ownerId, t.createdAt),
    // The cleanup job's scan: open grants by when they end.
    index('post_media_open_uploads_idx')
      .on(t.uploadExpiresAt)
      .where(sql`${t.uploadKey} IS NOT NULL AND ${t.postId} IS NULL`),
  ],
);

/** A user's reviews_count, kept with the posts in one transaction (the users table belongs to accounts). */
export const userReviewCounts = pgTable('user_review_counts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: tenantColumn(),
  reviewsCount: integer('reviews_count').notNull().default(0),
});

/**
 * Official responses: a member of one of the project's owning organisations, holding "Respond to
 * citizens", answers a review or comment for the organisation. The public sees the organisation and the responder's
 * role, never the person; `responder_id` is kept for the audit.
 */
export const postOfficialResponses = pgTable(
  'post_official_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    responderId: uuid('responder_id').references(() => users.id, { onDelete: 'set null' }),
    /** The responder's role name in the organisation when they answered. */
    responderRole: text('responder_role').notNull().default(''),
    body: text('body').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('post_official_responses_post_created_idx').on(t.postId, t.createdAt)],
);

/** Every change of a review's state, with who (and for which organisation) and when. */
export const postStateChanges = pgTable(
  'post_state_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    fromState: text('from_state').notNull(),
    state: text('state').notNull(),
    /** For not_actionable: one of NOT_ACTIONABLE_REASONS. */
    reason: text('reason'),
    note: text('note').notNull().default(''),
    changedById: uuid('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('post_state_changes_post_created_idx').on(t.postId, t.createdAt)],
);
