import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.js';
import { projects } from './projects.js';
import { createdAtColumn, tenantColumn } from './columns.js';

/** Who follows whom. Counts are read per page in one grouped query (both directions are indexed). */
export const follows = pgTable(
  'follows',
  {
    tenantId: tenantColumn(),
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId, t.createdAt),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/**
 * One notification of one recipient. `event_key` makes an event's job idempotent: a retried job finds the row.
 * `email_state`: none (not mailed), digest (waits for the daily digest), sent (mailed instantly or in a digest).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    eventKey: text('event_key').notNull(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    // Posts belong to the posts module; the id is kept without a foreign key so either module can ship first.
    postId: uuid('post_id'),
    excerpt: text('excerpt').notNull().default(''),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    emailState: text('email_state').notNull().default('none'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('notifications_recipient_event_uq').on(t.recipientId, t.eventKey),
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    index('notifications_recipient_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} IS NULL`),
    index('notifications_digest_idx')
      .on(t.tenantId, t.recipientId)
      .where(sql`${t.emailState} = 'digest'`),
    index('notifications_post_idx').on(t.postId),
  ],
);

/**
 * A place or subject a user follows besides single projects: a state, an LGA (with its state), a sector, a ministry
 * (its projects and its agencies'), or a point with a radius. New projects, status changes and official updates
 * there reach them instantly or in the daily digest (`delivery`). One row per user and place.
 */
export const placeFollows = pgTable(
  'place_follows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** state | lga | sector | ministry | point */
    kind: text('kind').notNull(),
    /** Upper-case filter name (KANO, FCT): for state and lga. */
    state: text('state'),
    lga: text('lga'),
    /** Sector key. */
    sector: text('sector'),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    radiusM: integer('radius_m'),
    /** The follower's own name for a point ("Home", "My farm"). */
    label: text('label'),
    /** instant | daily */
    delivery: text('delivery').notNull().default('daily'),
    /** What the place is, as a key: the same place is followed once. */
    placeKey: text('place_key').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('place_follows_user_place_uq').on(t.userId, t.placeKey),
    index('place_follows_state_idx')
      .on(t.tenantId, t.state)
      .where(sql`${t.kind} IN ('state', 'lga')`),
    index('place_follows_sector_idx')
      .on(t.tenantId, t.sector)
      .where(sql`${t.kind} = 'sector'`),
    index('place_follows_organization_idx')
      .on(t.organizationId)
      .where(sql`${t.kind} = 'ministry'`),
    index('place_follows_point_idx')
      .on(t.tenantId, t.latitude, t.longitude)
      .where(sql`${t.kind} = 'point'`),
  ],
);
