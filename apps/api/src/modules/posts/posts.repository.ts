import { sql, type SQL } from 'drizzle-orm';
import type { PostType } from '@oversight/shared/reference/enums';
import type { DbOrTx } from '../../db/client.js';
import { countedPage } from '../../platform/pagination.js';
import { orderBy } from '../../platform/ordering.js';
import type { AccountType } from '@oversight/shared/reference/enums';

/** SQL of posts, votes and post media. Every query names its tenant (or works on ids a tenant-scoped query gave). */

const uuidArray = (ids: string[]) => sql`${sql.param(ids)}::uuid[]`;
const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

export type UserJson = {
  id: string;
  username: string;
  display_name: string;
  avatar: string | null;
  account_type: AccountType;
};
const userJson = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'username', ${alias}.username, 'display_name', ${alias}.display_name, 'avatar', ${alias}.avatar_url, 'account_type', ${alias}.account_type)`,
  );

export type PostRow = {
  id: string;
  tenant_id: string;
  project_id: string;
  parent_id: string | null;
  owner_id: string;
  organization_id: string | null;
  type: PostType;
  title: string;
  body: string;
  sentiment: number | null;
  latitude: number | null;
  longitude: number | null;
  work_status: string | null;
  estimated_completion: number | null;
  state: string;
  children_count: number;
  upvotes_count: number;
  downvotes_count: number;
  created_at: string;
  modified_at: string;
  owner: UserJson;
  parent: { id: string; type: PostType; title: string; owner: UserJson } | null;
};

const POST_COLUMNS = sql`po.id, po.tenant_id, po.project_id, po.parent_id, po.owner_id, po.organization_id, po.type, po.title, po.body,
  po.sentiment, po.latitude, po.longitude, po.work_status, po.estimated_completion, po.state, po.children_count, po.upvotes_count, po.downvotes_count, po.created_at, po.modified_at,
  (SELECT ${userJson('u')} FROM users u WHERE u.id = po.owner_id) AS owner,
  (SELECT json_build_object('id', pp.id, 'type', pp.type, 'title', pp.title, 'owner', (SELECT ${userJson('pu')} FROM users pu WHERE pu.id = pp.owner_id))
     FROM posts pp WHERE pp.id = po.parent_id) AS parent`;

export type NewPost = {
  tenantId: string;
  projectId: string;
  parentId: string | null;
  ownerId: string;
  organizationId: string | null;
  type: PostType;
  title: string;
  body: string;
  sentiment: number | null;
  latitude: number | null;
  longitude: number | null;
  clientId?: string | null;
  workStatus?: string | null;
  estimatedCompletion?: number | null;
};

/** Inserts the post; null when the author already has a post with this client_id (a resent offline review). */
export async function insertPost(db: DbOrTx, post: NewPost): Promise<string | null> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO posts (tenant_id, project_id, parent_id, owner_id, organization_id, type, title, body, sentiment, latitude, longitude, client_id,
                       work_status, estimated_completion)
    VALUES (${post.tenantId}, ${post.projectId}, ${post.parentId}, ${post.ownerId}, ${post.organizationId}, ${post.type}, ${post.title},
            ${post.body}, ${post.sentiment}, ${post.latitude}, ${post.longitude}, ${post.clientId ?? null}::uuid,
            ${post.workStatus ?? null}, ${post.estimatedCompletion ?? null})
    ON CONFLICT (owner_id, client_id) DO NOTHING
    RETURNING id`);
  return result.rows[0]?.id ?? null;
}

/** The author's post made on their device with this client_id, if the server has it already. */
export async function findPostIdByClientId(
  db: DbOrTx,
  tenantId: string,
  ownerId: string,
  clientId: string,
): Promise<string | undefined> {
  const result = await db.execute<{ id: string }>(
    sql`SELECT id FROM posts WHERE tenant_id = ${tenantId} AND owner_id = ${ownerId} AND client_id = ${clientId}::uuid`,
  );
  return result.rows[0]?.id;
}

export async function findPostsByIds(db: DbOrTx, tenantId: string, ids: string[]): Promise<PostRow[]> {
  if (!ids.length) return [];
  const result = await db.execute<PostRow>(
    sql`SELECT ${POST_COLUMNS} FROM posts po WHERE po.tenant_id = ${tenantId} AND po.id = ANY(${uuidArray(ids)})`,
  );
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is PostRow => !!row);
}

/** The post and its project id, locked against concurrent votes (FOR UPDATE on the post row). */
export async function lockPost(db: DbOrTx, tenantId: string, id: string) {
  const result = await db.execute<{ id: string; project_id: string; owner_id: string }>(
    sql`SELECT id, project_id, owner_id FROM posts WHERE tenant_id = ${tenantId} AND id = ${id} FOR UPDATE`,
  );
  return result.rows[0];
}

export async function addToChildrenCount(db: DbOrTx, tenantId: string, postId: string, delta: number) {
  await db.execute(
    sql`UPDATE posts SET children_count = children_count + ${delta} WHERE tenant_id = ${tenantId} AND id = ${postId}`,
  );
}

export async function addToProjectReviewsCount(
  db: DbOrTx,
  tenantId: string,
  projectId: string,
  delta: number,
) {
  await db.execute(
    sql`UPDATE projects SET reviews_count = reviews_count + ${delta} WHERE tenant_id = ${tenantId} AND id = ${projectId}`,
  );
}

export async function addToUserReviewsCount(db: DbOrTx, tenantId: string, userId: string, delta: number) {
  await db.execute(sql`
    INSERT INTO user_review_counts (user_id, tenant_id, reviews_count) VALUES (${userId}, ${tenantId}, ${delta})
    ON CONFLICT (user_id) DO UPDATE SET reviews_count = user_review_counts.reviews_count + excluded.reviews_count`);
}

export async function userReviewCounts(db: DbOrTx, userIds: string[]): Promise<Map<string, number>> {
  if (!userIds.length) return new Map();
  const result = await db.execute<{ user_id: string; reviews_count: number }>(
    sql`SELECT user_id, reviews_count FROM user_review_counts WHERE user_id = ANY(${uuidArray(userIds)})`,
  );
  return new Map(result.rows.map((row) => [row.user_id, row.reviews_count]));
}

type Paged = { limit: number; offset: number };

async function pageOfIds(db: DbOrTx, from: SQL, order: SQL, page: Paged) {
  const found = await countedPage<{ id: string }>(
    db,
    sql`SELECT count(*)::int AS count FROM posts po WHERE ${from}`,
    sql`SELECT po.id FROM posts po WHERE ${from} ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`,
    'together',
  );
  return { count: found.count, ids: found.rows.map((row) => row.id) };
}

/** Answers to a post, newest first. */
export function findChildIds(db: DbOrTx, tenantId: string, parentId: string, page: Paged) {
  return pageOfIds(
    db,
    sql`po.tenant_id = ${tenantId} AND po.parent_id = ${parentId}`,
    sql`po.created_at DESC, po.id DESC`,
    page,
  );
}

export type ProjectPostsFilter = {
  types: readonly PostType[];
  topLevel?: boolean;
  sentiment?: number;
  ordering: readonly ('created' | '-created' | 'upvotes' | '-upvotes')[];
};

const ORDER_COLUMNS = { created: sql`po.created_at`, upvotes: sql`po.upvotes_count` };

/** Reviews of a project (not replies) or its updates; uses posts_project_type_created_idx. */
export function findProjectPostIds(
  db: DbOrTx,
  tenantId: string,
  projectId: string,
  filter: ProjectPostsFilter,
  page: Paged,
) {
  const conditions = [
    sql`po.tenant_id = ${tenantId}`,
    sql`po.project_id = ${projectId}`,
    sql`po.type = ANY(${textArray(filter.types)})`,
  ];
  if (filter.topLevel) conditions.push(sql`po.parent_id IS NULL`);
  if (filter.sentiment !== undefined) conditions.push(sql`po.sentiment = ${filter.sentiment}`);
  return pageOfIds(
    db,
    sql.join(conditions, sql` AND `),
    orderBy(filter.ordering, ORDER_COLUMNS, sql`po.created_at DESC, po.id DESC`),
    page,
  );
}

/** The most upvoted reviews of projects on the public catalogue. */
export function findPopularReviewIds(db: DbOrTx, tenantId: string, page: Paged) {
  const where = sql`po.tenant_id = ${tenantId} AND po.type = 'REVIEW' AND po.parent_id IS NULL
    AND EXISTS (SELECT 1 FROM projects p WHERE p.id = po.project_id AND p.is_published)`;
  return pageOfIds(db, where, sql`po.upvotes_count DESC, po.created_at DESC, po.id DESC`, page);
}

/** Counts of the sentiments of the answers to each post: {post id: {sentiment code: count}}. */
export async function childSentimentCounts(db: DbOrTx, postIds: string[]) {
  if (!postIds.length) return [];
  const result = await db.execute<{ parent_id: string; sentiment: number; count: number }>(sql`
    SELECT parent_id, sentiment, count(*)::int AS count FROM posts
     WHERE parent_id = ANY(${uuidArray(postIds)}) AND sentiment IS NOT NULL GROUP BY parent_id, sentiment`);
  return result.rows;
}

/** Term frequencies of a project's reviews and comments (letters only, 3+ characters, stop words left out). */
export type CitizenProgressRow = {
  reports: number;
  estimates: number;
  median_completion: number | null;
  yes: number;
  stopped: number;
  cannot_tell: number;
  last_report: string | null;
};

/** Citizens' reports of the work on a project since `days` ago (the partial index posts_progress_reports_idx). */
export async function projectCitizenProgress(
  db: DbOrTx,
  tenantId: string,
  projectId: string,
  days: number,
): Promise<CitizenProgressRow> {
  const result = await db.execute<CitizenProgressRow>(sql`
    SELECT count(*)::int AS reports,
           count(po.estimated_completion)::int AS estimates,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY po.estimated_completion)::float8 AS median_completion,
           count(*) FILTER (WHERE po.work_status = 'yes')::int AS yes,
           count(*) FILTER (WHERE po.work_status = 'stopped')::int AS stopped,
           count(*) FILTER (WHERE po.work_status = 'cannot_tell')::int AS cannot_tell,
           max(po.created_at) AS last_report
      FROM posts po
     WHERE po.tenant_id = ${tenantId} AND po.project_id = ${projectId}
       AND po.type = 'REVIEW' AND po.parent_id IS NULL
       AND (po.work_status IS NOT NULL OR po.estimated_completion IS NOT NULL)
       AND po.created_at >= now() - make_interval(days => ${days})`);
  return result.rows[0]!;
}

export async function projectWordFrequencies(
  db: DbOrTx,
  tenantId: string,
  projectId: string,
  stopWords: readonly string[],
  limit: number,
) {
  const result = await db.execute<{ word: string; count: number }>(sql`
    SELECT word, count(*)::int AS count
      FROM (SELECT po.title || ' ' || po.body AS text FROM posts po
             WHERE po.tenant_id = ${tenantId} AND po.project_id = ${projectId} AND po.type IN ('REVIEW', 'COMMENT')
             ORDER BY po.created_at DESC LIMIT 5000) recent,
           regexp_split_to_table(lower(recent.text), '[^[:alpha:]'']+') AS word
     WHERE length(word) >= 3 AND NOT (word = ANY(${textArray(stopWords)}))
     GROUP BY word ORDER BY count DESC, word LIMIT ${limit}`);
  return result.rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Votes

export async function findVote(db: DbOrTx, postId: string, userId: string): Promise<number | undefined> {
  const result = await db.execute<{ value: number }>(
    sql`SELECT value FROM post_votes WHERE post_id = ${postId} AND user_id = ${userId}`,
  );
  return result.rows[0]?.value;
}

export async function deleteVote(db: DbOrTx, tenantId: string, postId: string, userId: string) {
  await db.execute(
    sql`DELETE FROM post_votes WHERE tenant_id = ${tenantId} AND post_id = ${postId} AND user_id = ${userId}`,
  );
}

export async function upsertVote(
  db: DbOrTx,
  tenantId: string,
  postId: string,
  userId: string,
  value: 1 | -1,
) {
  await db.execute(sql`
    INSERT INTO post_votes (post_id, user_id, tenant_id, value) VALUES (${postId}, ${userId}, ${tenantId}, ${value})
    ON CONFLICT (post_id, user_id) DO UPDATE SET value = excluded.value, created_at = now()`);
}

/** Recounts the post's votes from the rows (the post row is locked, so this is exact). */
export async function refreshVoteCounts(db: DbOrTx, tenantId: string, postId: string) {
  await db.execute(sql`
    UPDATE posts SET upvotes_count = (SELECT count(*) FROM post_votes WHERE tenant_id = ${tenantId} AND post_id = ${postId} AND value = 1),
                     downvotes_count = (SELECT count(*) FROM post_votes WHERE tenant_id = ${tenantId} AND post_id = ${postId} AND value = -1)
     WHERE tenant_id = ${tenantId} AND id = ${postId}`);
}

export type VoterRow = { post_id: string; value: number; user: UserJson; is_viewer: boolean };

/** Per post and direction: the viewer's vote and the 20 most recent others (one query for a page of posts). */
export async function findVoters(
  db: DbOrTx,
  postIds: string[],
  viewerId: string | null,
): Promise<VoterRow[]> {
  if (!postIds.length) return [];
  const viewer = viewerId ?? '00000000-0000-0000-0000-000000000000';
  const result = await db.execute<VoterRow>(sql`
    SELECT ranked.post_id, ranked.value, ranked.is_viewer, ${userJson('u')} AS user
      FROM (SELECT v.post_id, v.value, v.user_id, v.user_id = ${viewer} AS is_viewer,
                   row_number() OVER (PARTITION BY v.post_id, v.value ORDER BY (v.user_id = ${viewer}) DESC, v.created_at DESC) AS rank
              FROM post_votes v WHERE v.post_id = ANY(${uuidArray(postIds)})) ranked
      JOIN users u ON u.id = ranked.user_id
     WHERE ranked.rank <= 20
     ORDER BY ranked.post_id, ranked.value, ranked.rank`);
  return result.rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Media

export type MediaRow = {
  id: string;
  owner_id: string;
  post_id: string | null;
  project_id: string | null;
  url: string | null;
  caption: string;
  is_live_photo: boolean;
  location_source: 'photo' | 'device' | null;
  latitude: number | null;
  longitude: number | null;
  state: string | null;
  width: number | null;
  height: number | null;
  created_at: string;
};

const MEDIA_COLUMNS = sql`m.id, m.owner_id, m.post_id, m.project_id, m.url, m.caption, m.is_live_photo, m.location_source, m.latitude, m.longitude, m.state, m.width, m.height, m.created_at`;

export type NewMedia = {
  tenantId: string;
  ownerId: string;
  postId: string;
  projectId: string;
  position: number;
  storageKey: string;
  url: string;
  width: number;
  height: number;
  bytes: number;
  isLivePhoto: boolean;
  locationSource: 'photo' | 'device' | null;
  latitude: number | null;
  longitude: number | null;
  state: string | null;
};

export async function insertMedia(db: DbOrTx, media: NewMedia) {
  await db.execute(sql`
    INSERT INTO post_media (tenant_id, owner_id, post_id, project_id, position, storage_key, url, width, height, bytes, is_live_photo, location_source,
                            latitude, longitude, state)
    VALUES (${media.tenantId}, ${media.ownerId}, ${media.postId}, ${media.projectId}, ${media.position}, ${media.storageKey}, ${media.url},
            ${media.width}, ${media.height}, ${media.bytes}, ${media.isLivePhoto}, ${media.locationSource}, ${media.latitude}, ${media.longitude}, ${media.state})`);
}

export async function findMediaOfPosts(db: DbOrTx, postIds: string[]): Promise<MediaRow[]> {
  if (!postIds.length) return [];
  const result = await db.execute<MediaRow>(
    sql`SELECT ${MEDIA_COLUMNS} FROM post_media m WHERE m.post_id = ANY(${uuidArray(postIds)}) ORDER BY m.post_id, m.position`,
  );
  return result.rows;
}

export async function findProjectMedia(db: DbOrTx, tenantId: string, projectId: string, page: Paged) {
  const where = sql`m.tenant_id = ${tenantId} AND m.project_id = ${projectId} AND m.post_id IS NOT NULL`;
  return countedPage<MediaRow>(
    db,
    sql`SELECT count(*)::int AS count FROM post_media m WHERE ${where}`,
    sql`SELECT ${MEDIA_COLUMNS} FROM post_media m WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    'together',
  );
}

/** Media of a user's posts on published projects (profiles), newest first. */
export async function findUserMedia(db: DbOrTx, tenantId: string, userId: string, page: Paged) {
  const where = sql`m.tenant_id = ${tenantId} AND m.owner_id = ${userId} AND m.post_id IS NOT NULL
    AND EXISTS (SELECT 1 FROM projects p WHERE p.id = m.project_id AND p.is_published)`;
  return countedPage<MediaRow>(
    db,
    sql`SELECT count(*)::int AS count FROM post_media m WHERE ${where}`,
    sql`SELECT ${MEDIA_COLUMNS} FROM post_media m WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    'together',
  );
}

/** A user's posts on published projects (profile feeds), newest first. */
export function findUserPostIds(db: DbOrTx, tenantId: string, userId: string, page: Paged) {
  const where = sql`po.tenant_id = ${tenantId} AND po.owner_id = ${userId}
    AND EXISTS (SELECT 1 FROM projects p WHERE p.id = po.project_id AND p.is_published)`;
  return pageOfIds(db, where, sql`po.created_at DESC, po.id DESC`, page);
}

// ---------------------------------------------------------------------------------------------------------------
// Signed uploads

export async function insertUploadGrant(
  db: DbOrTx,
  grant: { tenantId: string; ownerId: string; uploadKey: string; expiresAt: Date },
) {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO post_media (tenant_id, owner_id, upload_key, upload_expires_at)
    VALUES (${grant.tenantId}, ${grant.ownerId}, ${grant.uploadKey}, ${grant.expiresAt.toISOString()}) RETURNING id`);
  return result.rows[0]!.id;
}

export type UploadRow = { id: string; upload_key: string; upload_expires_at: string };

/** The caller's unused uploads among these ids, locked so two reviews cannot take the same one. */
export async function lockUnusedUploads(
  db: DbOrTx,
  tenantId: string,
  ownerId: string,
  ids: string[],
): Promise<UploadRow[]> {
  if (!ids.length) return [];
  const result = await db.execute<UploadRow>(sql`
    SELECT id, upload_key, upload_expires_at FROM post_media
     WHERE tenant_id = ${tenantId} AND owner_id = ${ownerId} AND id = ANY(${uuidArray(ids)}) AND post_id IS NULL AND upload_key IS NOT NULL
     FOR UPDATE`);
  return result.rows;
}

/**
 * What an account uploaded in the last 24 hours (raw bytes of signed uploads; an open grant not yet filled counts
 * at its maximum; images sent with a post count at their stored size) and how many grants it took in the last hour.
 */
export async function uploadUsage(db: DbOrTx, tenantId: string, ownerId: string, grantMaxBytes: number) {
  const result = await db.execute<{ bytes: string | null; grants_last_hour: number }>(sql`
    SELECT sum(COALESCE(upload_bytes, CASE WHEN upload_key IS NOT NULL THEN ${grantMaxBytes}::int ELSE bytes END))::bigint AS bytes,
           (count(*) FILTER (WHERE created_at > now() - interval '1 hour' AND (upload_key IS NOT NULL OR upload_bytes IS NOT NULL)))::int AS grants_last_hour
      FROM post_media
     WHERE tenant_id = ${tenantId} AND owner_id = ${ownerId} AND created_at > now() - interval '24 hours'`);
  const row = result.rows[0];
  return { bytes: Number(row?.bytes ?? 0), grantsLastHour: row?.grants_last_hour ?? 0 };
}

/** Records the raw size of a received signed upload. */
export async function setUploadBytes(db: DbOrTx, tenantId: string, id: string, bytes: number) {
  await db.execute(
    sql`UPDATE post_media SET upload_bytes = ${bytes} WHERE tenant_id = ${tenantId} AND id = ${id} AND post_id IS NULL`,
  );
}

/** Grants that ended more than `graceSeconds` ago and were never used by a post: the cleanup job's batch. */
export async function findExpiredUploads(db: DbOrTx, graceSeconds: number, limit: number) {
  const result = await db.execute<{ id: string; tenant_id: string; upload_key: string }>(sql`
    SELECT id, tenant_id, upload_key FROM post_media
     WHERE upload_key IS NOT NULL AND post_id IS NULL AND upload_expires_at < now() - make_interval(secs => ${graceSeconds})
     ORDER BY upload_expires_at LIMIT ${limit}`);
  return result.rows;
}

export async function deleteUnusedUpload(db: DbOrTx, tenantId: string, id: string) {
  await db.execute(
    sql`DELETE FROM post_media WHERE tenant_id = ${tenantId} AND id = ${id} AND post_id IS NULL AND upload_key IS NOT NULL`,
  );
}

export async function findUploadGrant(db: DbOrTx, id: string) {
  const result = await db.execute<{
    id: string;
    tenant_id: string;
    upload_key: string;
    upload_expires_at: string;
    post_id: string | null;
  }>(
    sql`SELECT id, tenant_id, upload_key, upload_expires_at, post_id FROM post_media WHERE id = ${id} AND upload_key IS NOT NULL`,
  );
  return result.rows[0];
}

export async function useUpload(
  db: DbOrTx,
  media: Omit<NewMedia, 'ownerId'> & { id: string; uploadBytes: number },
) {
  await db.execute(sql`
    UPDATE post_media SET post_id = ${media.postId}, project_id = ${media.projectId}, position = ${media.position}, storage_key = ${media.storageKey},
           url = ${media.url}, width = ${media.width}, height = ${media.height}, bytes = ${media.bytes}, is_live_photo = ${media.isLivePhoto},
           location_source = ${media.locationSource},
           latitude = ${media.latitude}, longitude = ${media.longitude}, state = ${media.state}, upload_key = NULL, upload_expires_at = NULL,
           upload_bytes = ${media.uploadBytes}
     WHERE tenant_id = ${media.tenantId} AND id = ${media.id}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Official responses and review states

export type OrganizationJson = {
  id: string;
  name: string;
  username: string;
  avatar: string | null;
  account_type: string;
};
const organizationJson = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'username', ${alias}.username, 'avatar', ${alias}.avatar_url, 'account_type', ${alias}.account_type)`,
  );

export type OfficialResponseRow = {
  id: string;
  post_id: string;
  body: string;
  responder_role: string;
  created_at: string;
  organization: OrganizationJson;
};

/** The official responses to these posts, oldest first (one query for a page of posts). */
export async function findOfficialResponses(db: DbOrTx, postIds: string[]): Promise<OfficialResponseRow[]> {
  if (!postIds.length) return [];
  const result = await db.execute<OfficialResponseRow>(sql`
    SELECT r.id, r.post_id, r.body, r.responder_role, r.created_at, ${organizationJson('o')} AS organization
      FROM post_official_responses r JOIN organizations o ON o.id = r.organization_id
     WHERE r.post_id = ANY(${uuidArray(postIds)})
     ORDER BY r.post_id, r.created_at, r.id`);
  return result.rows;
}

export async function insertOfficialResponse(
  db: DbOrTx,
  row: {
    tenantId: string;
    postId: string;
    organizationId: string;
    responderId: string;
    roleId: string | null;
    body: string;
  },
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO post_official_responses (tenant_id, post_id, organization_id, responder_id, responder_role, body)
    VALUES (${row.tenantId}, ${row.postId}, ${row.organizationId}, ${row.responderId},
            coalesce((SELECT name FROM roles WHERE id = ${row.roleId}), ''), ${row.body})
    RETURNING id`);
  return result.rows[0]!.id;
}

/** Locks a post for a state change and reads its current state. */
export async function lockPostState(db: DbOrTx, tenantId: string, id: string) {
  const result = await db.execute<{ id: string; state: string }>(
    sql`SELECT id, state FROM posts WHERE tenant_id = ${tenantId} AND id = ${id} FOR UPDATE`,
  );
  return result.rows[0];
}

export async function changePostState(
  db: DbOrTx,
  change: {
    tenantId: string;
    postId: string;
    fromState: string;
    state: string;
    reason: string | null;
    note: string;
    changedById: string;
    organizationId: string;
  },
) {
  await db.execute(sql`
    UPDATE posts SET state = ${change.state}, modified_at = now()
     WHERE tenant_id = ${change.tenantId} AND id = ${change.postId}`);
  await db.execute(sql`
    INSERT INTO post_state_changes (tenant_id, post_id, from_state, state, reason, note, changed_by_id, organization_id)
    VALUES (${change.tenantId}, ${change.postId}, ${change.fromState}, ${change.state}, ${change.reason},
            ${change.note}, ${change.changedById}, ${change.organizationId})`);
}

export type StateChangeRow = {
  id: string;
  from_state: string;
  state: string;
  reason: string | null;
  note: string;
  created_at: string;
  organization: OrganizationJson | null;
  changed_by: { id: string; username: string; display_name: string } | null;
};

/** A post's state changes, oldest first. */
export async function findStateChanges(
  db: DbOrTx,
  tenantId: string,
  postId: string,
): Promise<StateChangeRow[]> {
  const result = await db.execute<StateChangeRow>(sql`
    SELECT c.id, c.from_state, c.state, c.reason, c.note, c.created_at,
           CASE WHEN o.id IS NULL THEN NULL ELSE ${organizationJson('o')} END AS organization,
           CASE WHEN u.id IS NULL THEN NULL
                ELSE json_build_object('id', u.id, 'username', u.username, 'display_name', u.display_name) END AS changed_by
      FROM post_state_changes c
      LEFT JOIN organizations o ON o.id = c.organization_id
      LEFT JOIN users u ON u.id = c.changed_by_id
     WHERE c.tenant_id = ${tenantId} AND c.post_id = ${postId}
     ORDER BY c.created_at, c.id`);
  return result.rows;
}

/** Everyone who voted on a post (up or down): they hear of its state changes and official responses. */
export async function findVoterIds(db: DbOrTx, postId: string): Promise<string[]> {
  const result = await db.execute<{ user_id: string }>(
    sql`SELECT user_id FROM post_votes WHERE post_id = ${postId}`,
  );
  return result.rows.map((row) => row.user_id);
}
