import { createHash, randomUUID } from 'node:crypto';
import type {
  CitizenProgress,
  CommentBody,
  OfficialResponseBody,
  Post,
  PostStateChange,
  PostMedia,
  ProjectUpdateBody,
  ReviewBody,
  ReviewStateBody,
  WordCloud,
} from '@oversight/shared/posts/posts.schemas';
import {
  CITIZEN_PROGRESS_WINDOW_DAYS,
  MAX_POST_IMAGES,
  REVIEW_NEEDS_SENTIMENT,
} from '@oversight/shared/posts/posts.schemas';
import { citizenProgressDivergence } from '@oversight/shared/posts/citizen-progress';
import { SENTIMENTS, type PostType, type Sentiment } from '@oversight/shared/reference/enums';
import type { DbOrTx } from '../../db/client.js';
import { requireUser } from '../../platform/access-control.js';
import { badRequest, fieldError, forbidden, notFound } from '../../platform/errors.js';
import type { PageParams } from '../../platform/pagination.js';
import type { ContextOf } from '../../platform/request-context.js';
import { publishEvent } from '../notifications/notifications.service.js';
import type { StoredImage } from '../../platform/storage.js';
import { getProjectForPosts, projectsForPosts, type ProjectForPosts } from '../projects/projects.service.js';
import {
  canPostProjectUpdate,
  canRespondToCitizens,
  nearbyLocation,
  seesExactPositions,
} from './posts.policy.js';
import { isReview, presentMedia, presentPost, presentStateChange } from './posts.presenter.js';
import * as repo from './posts.repository.js';
import { STOP_WORDS } from './stop-words.js';
import { isUuid } from '../../platform/ids.js';
import { forgetPublicAnswers } from '../../platform/public-cache.js';

/** What the posts services use of the request's context (a route passes `request.ctx`). */
export type PostsContext = ContextOf<'db' | 'auth' | 'storage' | 'jobs'>;
export type Listed<T> = { count: number; results: T[] };

// ---------------------------------------------------------------------------------------------------------------
// Reading

/** Posts by id, presented with their project, images, voters and answer sentiments (a fixed number of queries). */
async function presentPosts(caller: PostsContext, rows: repo.PostRow[]): Promise<Post[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const viewerId = caller.auth.user?.id ?? null;
  const [projects, media, voters, sentiments, responses] = await Promise.all([
    projectsForPosts(
      caller,
      rows.map((row) => row.project_id),
    ),
    repo.findMediaOfPosts(caller.db, ids),
    repo.findVoters(caller.db, ids, viewerId),
    repo.childSentimentCounts(caller.db, ids),
    repo.findOfficialResponses(caller.db, ids),
  ]);
  return rows.flatMap((row) => {
    const project = projects.get(row.project_id);
    if (!project?.visible) return [];
    const counts = new Map(
      sentiments.filter((entry) => entry.parent_id === row.id).map((entry) => [entry.sentiment, entry.count]),
    );
    return [
      presentPost(row, {
        project,
        media: media.filter((item) => item.post_id === row.id),
        officialResponses: responses.filter((response) => response.post_id === row.id),
        canRespond: canRespondToCitizens(caller.auth, project),
        voters: voters.filter((voter) => voter.post_id === row.id),
        sentiments: counts,
        exact: seesExactPositions(caller.auth, project),
        canAct: !!caller.auth.user && project.is_published,
      }),
    ];
  });
}

async function presentIds(caller: PostsContext, ids: string[]): Promise<Post[]> {
  return presentPosts(caller, await repo.findPostsByIds(caller.db, caller.auth.tenant.id, ids));
}

/** A post the caller may see (its project is published, or a draft of the caller's organisation); 404 otherwise. */
async function requireVisiblePost(
  caller: PostsContext,
  id: string,
): Promise<{ row: repo.PostRow; project: ProjectForPosts }> {
  const [row] = isUuid(id) ? await repo.findPostsByIds(caller.db, caller.auth.tenant.id, [id]) : [];
  if (!row) throw notFound('No post has this id.');
  const project = (await projectsForPosts(caller, [row.project_id])).get(row.project_id);
  if (!project?.visible) throw notFound('No post has this id.');
  return { row, project };
}

export async function getPost(caller: PostsContext, id: string): Promise<Post> {
  const { row } = await requireVisiblePost(caller, id);
  const [post] = await presentPosts(caller, [row]);
  return post!;
}

/** Answers to a post (replies, comments, reviews of an update), newest first. */
export async function findPostChildren(
  caller: PostsContext,
  id: string,
  page: PageParams,
): Promise<Listed<Post>> {
  const { row } = await requireVisiblePost(caller, id);
  const { count, ids } = await repo.findChildIds(caller.db, caller.auth.tenant.id, row.id, page);
  return { count, results: await presentIds(caller, ids) };
}

export type ReviewFilter = {
  sentiment?: Sentiment;
  ordering: readonly ('created' | '-created' | 'upvotes' | '-upvotes')[];
};

/** Reviews of the project itself (replies and reviews of updates are read in their threads). */
export async function findProjectReviews(
  caller: PostsContext,
  projectId: string,
  filter: ReviewFilter,
  page: PageParams,
): Promise<Listed<Post>> {
  const project = await getProjectForPosts(caller, projectId);
  const { count, ids } = await repo.findProjectPostIds(
    caller.db,
    caller.auth.tenant.id,
    project.id,
    {
      types: ['REVIEW'],
      topLevel: true,
      sentiment: filter.sentiment === undefined ? undefined : SENTIMENTS[filter.sentiment],
      ordering: filter.ordering,
    },
    page,
  );
  return { count, results: await presentIds(caller, ids) };
}

/** Updates and milestone updates, newest first. */
export async function findProjectUpdates(
  caller: PostsContext,
  projectId: string,
  page: PageParams,
): Promise<Listed<Post>> {
  const project = await getProjectForPosts(caller, projectId);
  const { count, ids } = await repo.findProjectPostIds(
    caller.db,
    caller.auth.tenant.id,
    project.id,
    { types: ['UPDATE', 'MILESTONE_UPDATE'], topLevel: true, ordering: ['-created'] },
    page,
  );
  return { count, results: await presentIds(caller, ids) };
}

export async function findProjectMedia(
  caller: PostsContext,
  projectId: string,
  page: PageParams,
): Promise<Listed<PostMedia>> {
  const project = await getProjectForPosts(caller, projectId);
  const { count, rows } = await repo.findProjectMedia(caller.db, caller.auth.tenant.id, project.id, page);
  const exact = seesExactPositions(caller.auth, project);
  return { count, results: rows.map((row) => presentMedia(row, exact)) };
}

/** The two views of progress: the official figure beside what citizens reported in the last 90 days. */
export async function getCitizenProgress(caller: PostsContext, projectId: string): Promise<CitizenProgress> {
  const project = await getProjectForPosts(caller, projectId);
  const row = await repo.projectCitizenProgress(
    caller.db,
    caller.auth.tenant.id,
    project.id,
    CITIZEN_PROGRESS_WINDOW_DAYS,
  );
  const official = {
    percentage_completed: project.brief.percentage_completed,
    status: project.brief.status,
  };
  const citizens = {
    window_days: CITIZEN_PROGRESS_WINDOW_DAYS,
    reports: row.reports,
    median_completion: row.median_completion === null ? null : Math.round(row.median_completion * 10) / 10,
    estimates: row.estimates,
    work_happening: { yes: row.yes, stopped: row.stopped, cannot_tell: row.cannot_tell },
    last_report: row.last_report ? new Date(row.last_report).toISOString() : null,
  };
  return { official, citizens, divergence: citizenProgressDivergence(official, citizens) };
}

const WORD_CLOUD_SIZE = 100;

export async function getProjectWordCloud(caller: PostsContext, projectId: string): Promise<WordCloud> {
  const project = await getProjectForPosts(caller, projectId);
  const rows = await repo.projectWordFrequencies(
    caller.db,
    caller.auth.tenant.id,
    project.id,
    STOP_WORDS,
    WORD_CLOUD_SIZE,
  );
  return rows.map((row) => ({ name: row.word, value: row.count }));
}

export async function listPopularReviews(caller: PostsContext, page: PageParams): Promise<Listed<Post>> {
  const { count, ids } = await repo.findPopularReviewIds(caller.db, caller.auth.tenant.id, page);
  return { count, results: await presentIds(caller, ids) };
}

/** For profiles (notify): a user's posts on published projects, newest first. */
export async function findUserPosts(
  caller: PostsContext,
  userId: string,
  page: PageParams,
): Promise<Listed<Post>> {
  const { count, ids } = await repo.findUserPostIds(caller.db, caller.auth.tenant.id, userId, page);
  return { count, results: await presentIds(caller, ids) };
}

/** For profiles (notify): images of a user's posts on published projects, newest first (positions rounded). */
export async function findUserMedia(
  caller: PostsContext,
  userId: string,
  page: PageParams,
): Promise<Listed<PostMedia>> {
  const { count, rows } = await repo.findUserMedia(caller.db, caller.auth.tenant.id, userId, page);
  return { count, results: rows.map((row) => presentMedia(row, false)) };
}

/** For the accounts presenter: users' reviews_count (0 when they never reviewed). */
export async function reviewsCounts(db: DbOrTx, userIds: string[]): Promise<Map<string, number>> {
  return repo.userReviewCounts(db, userIds);
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

type PreparedImage = {
  stored: StoredImage;
  gps: { latitude: number; longitude: number } | null;
  takenAt: Date | null;
  upload?: { id: string; key: string; bytes: number };
};

/** Re-encodes the images (EXIF read first, then stripped); removes what was stored if any image is refused. */
async function storeImages(
  caller: PostsContext,
  files: Buffer[],
  uploads: repo.UploadRow[],
): Promise<PreparedImage[]> {
  const prepared: PreparedImage[] = [];
  try {
    for (const file of files) {
      const facts = await caller.storage.readPhotoFacts(file);
      prepared.push({
        stored: await caller.storage.saveImage(file, { folder: 'posts', field: 'images' }),
        ...facts,
      });
    }
    for (const upload of uploads) {
      const raw = await caller.storage.get(upload.upload_key).catch(() => null);
      if (!raw) throw fieldError('image_ids', `The image ${upload.id} was not uploaded yet.`);
      const facts = await caller.storage.readPhotoFacts(raw);
      prepared.push({
        stored: await caller.storage.saveImage(raw, { folder: 'posts', field: 'image_ids' }),
        ...facts,
        upload: { id: upload.id, key: upload.upload_key, bytes: raw.length },
      });
    }
  } catch (error) {
    await Promise.all(prepared.map((image) => caller.storage.remove(image.stored.key)));
    throw error;
  }
  return prepared;
}

/** How far a live photo's EXIF time may be from its upload: a photo taken at the site last year is not live. */
export const LIVE_PHOTO_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** "Live": the photo's own GPS is near the project and its EXIF time is within a day of the upload. */
function isLivePhoto(image: PreparedImage, ownPositionNear: boolean, now: number): boolean {
  if (!image.gps || !ownPositionNear || !image.takenAt) return false;
  return Math.abs(now - image.takenAt.getTime()) <= LIVE_PHOTO_MAX_AGE_MS;
}

/** Duplicate files (same bytes) count once. */
function distinctFiles(files: Buffer[]): Buffer[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    const hash = createHash('sha256').update(file).digest('hex');
    if (seen.has(hash)) return false;
    seen.add(hash);
    return true;
  });
}

type Target = { project: ProjectForPosts; parent: repo.PostRow | null };

async function resolveTarget(
  caller: PostsContext,
  body: { project_id?: string; post_id?: string },
): Promise<Target> {
  if (body.post_id) {
    const found = isUuid(body.post_id)
      ? (await repo.findPostsByIds(caller.db, caller.auth.tenant.id, [body.post_id]))[0]
      : undefined;
    const project = found
      ? (await projectsForPosts(caller, [found.project_id])).get(found.project_id)
      : undefined;
    if (!found || !project?.visible) throw fieldError('post_id', 'No post has this id.');
    if (body.project_id && body.project_id !== project.public_id && body.project_id !== project.id)
      throw fieldError('project_id', 'The post you answer is about another project.');
    return { project, parent: found };
  }
  const project = await getProjectForPosts(caller, body.project_id!).catch(() => {
    throw fieldError('project_id', 'No project has this id.');
  });
  return { project, parent: null };
}

type NewPostInput = {
  target: Target;
  type: PostType;
  title: string;
  body: string;
  sentiment: Sentiment | null;
  position: { latitude: number; longitude: number } | null;
  organizationId: string | null;
  files: Buffer[];
  imageIds: string[];
  /** The device's id of an offline review: a second send with it answers the first post. */
  clientId?: string;
  /** A project review's view of the work (see getCitizenProgress). */
  workStatus?: string | null;
  estimatedCompletion?: number | null;
};

/**
 * Inserts the post, its images and every counter it moves in one transaction: the parent's answers, and for a
 * review (not a reply) the project's and the author's reviews_count. Images are stored first and removed again
 * if the transaction fails.
 */
async function insertPostWithImages(
  caller: PostsContext,
  input: NewPostInput,
): Promise<{ id: string; created: boolean }> {
  const user = requireUser(caller);
  const tenantId = caller.auth.tenant.id;
  const files = distinctFiles(input.files);
  const imageIds = [...new Set(input.imageIds)];
  if (files.length + imageIds.length > MAX_POST_IMAGES)
    throw fieldError('images', `Attach at most ${MAX_POST_IMAGES} images.`);
  const uploads = await repo.lockUnusedUploads(caller.db, tenantId, user.id, imageIds);
  const missing = imageIds.filter((id) => !uploads.some((upload) => upload.id === id));
  if (missing.length)
    throw badRequest({ image_ids: missing.map((id) => `No unused upload of yours has the id ${id}.`) });
  const images = await storeImages(caller, files, uploads);
  const { project, parent } = input.target;
  const now = Date.now();
  try {
    const created = await caller.db.transaction(async (tx) => {
      // Lock the chosen uploads again inside the transaction: two reviews cannot take the same one.
      const stillUnused = await repo.lockUnusedUploads(tx, tenantId, user.id, imageIds);
      if (stillUnused.length !== imageIds.length)
        throw fieldError('image_ids', 'An image was used by another post meanwhile.');
      const postId = await repo.insertPost(tx, {
        clientId: input.clientId ?? null,
        workStatus: input.workStatus ?? null,
        estimatedCompletion: input.estimatedCompletion ?? null,
        tenantId,
        projectId: project.id,
        parentId: parent?.id ?? null,
        ownerId: user.id,
        organizationId: input.organizationId,
        type: input.type,
        title: input.title,
        body: input.body,
        sentiment: input.sentiment === null ? null : SENTIMENTS[input.sentiment],
        latitude: input.position?.latitude ?? null,
        longitude: input.position?.longitude ?? null,
      });
      // A twin sent at the same moment stored it first: nothing more to do here, its post is the answer.
      if (!postId) return null;
      for (const [position, image] of images.entries()) {
        // The photo's own EXIF position first, else the device position the author chose to send (never "live").
        const where = image.gps ?? input.position;
        const near = nearbyLocation(project, where);
        const live = isLivePhoto(image, near !== undefined, now);
        const media = {
          postId,
          projectId: project.id,
          position,
          storageKey: image.stored.key,
          url: image.stored.url,
          width: image.stored.width,
          height: image.stored.height,
          bytes: image.stored.bytes,
          isLivePhoto: live,
          locationSource: image.gps ? ('photo' as const) : input.position ? ('device' as const) : null,
          latitude: where?.latitude ?? null,
          longitude: where?.longitude ?? null,
          state: near?.state ?? project.brief.states[0] ?? null,
        };
        if (image.upload)
          await repo.useUpload(tx, {
            ...media,
            tenantId,
            id: image.upload.id,
            uploadBytes: image.upload.bytes,
          });
        else await repo.insertMedia(tx, { ...media, tenantId, ownerId: user.id });
      }
      if (parent) await repo.addToChildrenCount(tx, tenantId, parent.id, 1);
      if (isReview({ type: input.type, parent: parent ? { ...parent, type: parent.type } : null })) {
        await repo.addToProjectReviewsCount(tx, tenantId, project.id, 1);
        await repo.addToUserReviewsCount(tx, tenantId, user.id, 1);
      }
      return postId;
    });
    if (!created) {
      await Promise.all(images.map((image) => caller.storage.remove(image.stored.key)));
      const twin = await repo.findPostIdByClientId(caller.db, tenantId, user.id, input.clientId!);
      return { id: twin!, created: false };
    }
    // The raw uploads were re-encoded into new files: drop them.
    await Promise.all(uploads.map((upload) => caller.storage.remove(upload.upload_key)));
    return { id: created, created: true };
  } catch (error) {
    await Promise.all(images.map((image) => caller.storage.remove(image.stored.key)));
    throw error;
  }
}

function reviewable(target: Target, field: 'project_id' | 'post_id') {
  if (!target.project.is_published)
    throw fieldError(field, 'This project is not published: it cannot be reviewed or commented on yet.');
}

/**
 * A review of a project (no parent), of an update (parent UPDATE or MILESTONE_UPDATE), or a reply (parent REVIEW).
 * The sentiment is required except for replies.
 */
export async function createReview(
  caller: PostsContext,
  body: ReviewBody,
  files: Buffer[] = [],
): Promise<Post> {
  const user = requireUser(caller);
  // Sent again (an offline retry whose first answer was lost): the review stored the first time is the answer.
  const sent = body.client_id
    ? await repo.findPostIdByClientId(caller.db, caller.auth.tenant.id, user.id, body.client_id)
    : undefined;
  if (sent) return getPost(caller, sent);
  const target = await resolveTarget(caller, body);
  reviewable(target, body.post_id ? 'post_id' : 'project_id');
  if (target.parent && target.parent.type === 'COMMENT')
    throw fieldError('post_id', 'Answer a comment with a comment.');
  const isReply = target.parent?.type === 'REVIEW';
  if (!isReply && !body.sentiment) throw fieldError('sentiment', REVIEW_NEEDS_SENTIMENT);
  // The view of the work is about the project's site: a reply or a review of an update cannot carry it.
  if (target.parent) {
    if (body.work_happening !== undefined)
      throw fieldError(
        'work_happening',
        'Only a review of the project itself can say whether work is happening.',
      );
    if (body.estimated_completion !== undefined)
      throw fieldError(
        'estimated_completion',
        'Only a review of the project itself can estimate its completion.',
      );
  }
  const position =
    body.latitude !== undefined && body.longitude !== undefined
      ? { latitude: body.latitude, longitude: body.longitude }
      : null;
  const { id, created } = await insertPostWithImages(caller, {
    target,
    type: 'REVIEW',
    title: body.title,
    body: body.body,
    sentiment: body.sentiment ?? null,
    position,
    organizationId: null,
    files,
    imageIds: body.image_ids ?? [],
    clientId: body.client_id,
    workStatus: body.work_happening ?? null,
    estimatedCompletion: body.estimated_completion ?? null,
  });
  // A view of the work can move the project into or out of the catalogue's "citizens disagree" filter.
  if (created && (body.work_happening !== undefined || body.estimated_completion !== undefined))
    forgetPublicAnswers(caller.db, caller.auth.tenant.id);
  if (created)
    await notifyAnswer(caller, target, id, target.parent ? 'reply' : 'review', body.title || body.body);
  return getPost(caller, id);
}

/**
 * Tells the author of the answered post (reply, comment), or the organisation that owns the project (a new review).
 * The notification points at the answered post, where the thread is.
 */
async function notifyAnswer(
  caller: PostsContext,
  target: Target,
  postId: string,
  kind: 'reply' | 'comment' | 'review',
  excerpt: string,
) {
  const user = requireUser(caller);
  const common = {
    tenantId: caller.auth.tenant.id,
    actorId: user.id,
    key: `post:${postId}`,
    projectId: target.project.id,
    excerpt,
  };
  if (target.parent)
    await publishEvent(caller.jobs, {
      ...common,
      kind,
      to: { userIds: [target.parent.owner_id] },
      postId: target.parent.id,
    });
  else if (kind === 'review')
    await publishEvent(caller.jobs, {
      ...common,
      kind,
      to: { projectOrganizationOf: target.project.id },
      postId,
    });
}

/** A comment on a post (any type) or on the project itself. */
export async function createComment(caller: PostsContext, body: CommentBody): Promise<Post> {
  requireUser(caller);
  const target = await resolveTarget(caller, body);
  reviewable(target, body.post_id ? 'post_id' : 'project_id');
  const { id } = await insertPostWithImages(caller, {
    target,
    type: 'COMMENT',
    title: body.title,
    body: body.body,
    sentiment: null,
    position: null,
    organizationId: null,
    files: [],
    imageIds: [],
  });
  await notifyAnswer(caller, target, id, 'comment', body.title || body.body);
  return getPost(caller, id);
}

/** An update or milestone update, posted for the caller's current organisation when it may post updates. */
export async function createProjectUpdate(
  caller: PostsContext,
  body: ProjectUpdateBody,
  files: Buffer[] = [],
): Promise<Post> {
  requireUser(caller);
  const project = await getProjectForPosts(caller, body.project_id).catch(() => {
    throw fieldError('project_id', 'No project has this id.');
  });
  if (!canPostProjectUpdate(project))
    throw forbidden('Your organisation may not post updates on this project.');
  const { id } = await insertPostWithImages(caller, {
    target: { project, parent: null },
    type: body.type_of_post,
    title: body.title,
    body: body.body,
    sentiment: null,
    position: null,
    organizationId: caller.auth.organization!.id,
    files,
    imageIds: body.image_ids ?? [],
  });
  await publishEvent(caller.jobs, {
    tenantId: caller.auth.tenant.id,
    kind: body.type_of_post === 'MILESTONE_UPDATE' ? 'milestone_update' : 'project_update',
    actorId: caller.auth.user!.id,
    key: `post:${id}`,
    to: { eyemarkersOf: project.id, placeFollowersOf: project.id },
    projectId: project.id,
    postId: id,
    excerpt: body.title || body.body,
  });
  return getPost(caller, id);
}

/**
 * Up and down votes are toggles that exclude each other: one row per (post, user) holds +1 or -1. The post row is
 * locked for the transaction, so concurrent votes on a post run one after another and the counts stay exact.
 */
async function togglePostVote(caller: PostsContext, id: string, value: 1 | -1): Promise<Post> {
  const user = requireUser(caller);
  const { row } = await requireVisiblePost(caller, id);
  const added = await caller.db.transaction(async (tx) => {
    const locked = await repo.lockPost(tx, caller.auth.tenant.id, row.id);
    if (!locked) throw notFound('No post has this id.');
    const current = await repo.findVote(tx, row.id, user.id);
    if (current === value) await repo.deleteVote(tx, caller.auth.tenant.id, row.id, user.id);
    else await repo.upsertVote(tx, caller.auth.tenant.id, row.id, user.id, value);
    await repo.refreshVoteCounts(tx, caller.auth.tenant.id, row.id);
    return current !== value;
  });
  if (added) {
    // Keyed by voter and direction: toggling a vote off and on again notifies once.
    await publishEvent(caller.jobs, {
      tenantId: caller.auth.tenant.id,
      kind: value === 1 ? 'upvote' : 'downvote',
      actorId: user.id,
      key: `vote:${row.id}:${user.id}:${value}`,
      to: { userIds: [row.owner_id] },
      projectId: row.project_id,
      postId: row.id,
      excerpt: row.title || row.body,
    });
  }
  return getPost(caller, row.id);
}

export const upvotePost = (caller: PostsContext, id: string) => togglePostVote(caller, id, 1);
export const downvotePost = (caller: PostsContext, id: string) => togglePostVote(caller, id, -1);

// ---------------------------------------------------------------------------------------------------------------
// Official responses and review states

/** A citizen's review or comment the caller may answer for the project's organisation; 403 otherwise. */
async function requireRespondable(caller: PostsContext, id: string) {
  requireUser(caller);
  const { row, project } = await requireVisiblePost(caller, id);
  if (!canRespondToCitizens(caller.auth, project))
    throw forbidden("Only the project's organisations' staff allowed to respond to citizens may do this.");
  if (!project.is_published) throw forbidden('The project is not published.');
  if (row.type !== 'REVIEW' && row.type !== 'COMMENT')
    throw forbidden('Official responses answer reviews and comments.');
  return { row, project };
}

/**
 * Tells the post's author and everyone who voted on it. The organisation speaks, not the person: no actor is named
 * (the caller is left out of the recipients by hand).
 */
async function notifyFollowersOfPost(
  caller: PostsContext,
  row: repo.PostRow,
  event: {
    kind: 'official_response' | 'review_state';
    key: string;
    excerpt: string;
    data: Record<string, string>;
  },
) {
  const callerId = requireUser(caller).id;
  const voters = await repo.findVoterIds(caller.db, row.id);
  const userIds = [...new Set([row.owner_id, ...voters])].filter((userId) => userId !== callerId);
  if (!userIds.length) return;
  await publishEvent(caller.jobs, {
    tenantId: caller.auth.tenant.id,
    kind: event.kind,
    actorId: null,
    key: event.key,
    to: { userIds },
    projectId: row.project_id,
    postId: row.id,
    excerpt: event.excerpt,
    data: event.data,
  });
}

/** An official response to a review or comment, posted for the caller's current organisation. */
export async function respondToPost(
  caller: PostsContext,
  id: string,
  body: OfficialResponseBody,
): Promise<Post> {
  const user = requireUser(caller);
  const { row } = await requireRespondable(caller, id);
  const organization = caller.auth.organization!;
  const responseId = await repo.insertOfficialResponse(caller.db, {
    tenantId: caller.auth.tenant.id,
    postId: row.id,
    organizationId: organization.id,
    responderId: user.id,
    roleId: organization.roleId,
    body: body.body,
  });
  forgetPublicAnswers(caller.db, caller.auth.tenant.id);
  const post = await getPost(caller, row.id);
  const response = post.official_responses.find((item) => item.id === responseId);
  await notifyFollowersOfPost(caller, row, {
    kind: 'official_response',
    key: `official-response:${responseId}`,
    excerpt: body.body,
    data: { organization: response?.organization.name ?? '' },
  });
  return post;
}

/** Moves a citizen review to another state, keeping the change (who, for which organisation, when). */
export async function changeReviewState(
  caller: PostsContext,
  id: string,
  body: ReviewStateBody,
): Promise<Post> {
  const user = requireUser(caller);
  const { row } = await requireRespondable(caller, id);
  if (!isReview(row)) throw fieldError('state', 'Only a review of a project or an update has a state.');
  const reason = body.state === 'not_actionable' ? (body.reason ?? null) : null;
  const changed = await caller.db.transaction(async (tx) => {
    const locked = await repo.lockPostState(tx, caller.auth.tenant.id, row.id);
    if (!locked) throw notFound('No post has this id.');
    if (locked.state === body.state && !body.note && !reason) return null;
    await repo.changePostState(tx, {
      tenantId: caller.auth.tenant.id,
      postId: row.id,
      fromState: locked.state,
      state: body.state,
      reason,
      note: body.note,
      changedById: user.id,
      organizationId: caller.auth.organization!.id,
    });
    return { from: locked.state };
  });
  if (changed) {
    forgetPublicAnswers(caller.db, caller.auth.tenant.id);
    await notifyFollowersOfPost(caller, row, {
      kind: 'review_state',
      key: `review-state:${row.id}:${randomUUID()}`,
      excerpt: body.note || row.title || row.body,
      data: { status: body.state, ...(reason ? { reason } : {}) },
    });
  }
  return getPost(caller, row.id);
}

/** A review's state changes, oldest first; who made each only for the project's owning organisations' members. */
export async function getStateHistory(caller: PostsContext, id: string): Promise<PostStateChange[]> {
  const { row, project } = await requireVisiblePost(caller, id);
  const showPerson = seesExactPositions(caller.auth, project) || canRespondToCitizens(caller.auth, project);
  const rows = await repo.findStateChanges(caller.db, caller.auth.tenant.id, row.id);
  return rows.map((change) => presentStateChange(change, showPerson));
}
