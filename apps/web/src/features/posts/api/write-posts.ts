import type { Post, WorkStatus } from '@oversight/shared/posts/posts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { track } from '../../../lib/analytics';
import { api } from '../../../lib/api-client';
import { queryClient as appQueryClient } from '../../../lib/query-client';
import { postKeys } from './keys';

export type ReviewInput = {
  title: string;
  body: string;
  sentiment?: string;
  projectId?: string;
  postId?: string;
  images: File[];
  position?: { latitude: number; longitude: number } | null;
  /** Made once per review on the device: sent again, the server answers the review it already has. */
  clientId?: string;
  /** A project review's view of the work on site. */
  workHappening?: WorkStatus | null;
  estimatedCompletion?: number | null;
};

/**
 * POST /projects/posts/review/ as multipart: the photos go with the review in one request. `silent`: no error toast
 * (a review kept on the device says its own state).
 */
export function createReview(
  input: ReviewInput,
  { silent = false }: { silent?: boolean } = {},
): Promise<Post> {
  const form = new FormData();
  form.append('title', input.title);
  form.append('body', input.body);
  if (input.sentiment) form.append('sentiment', input.sentiment);
  if (input.projectId) form.append('project_id', input.projectId);
  if (input.postId) form.append('post_id', input.postId);
  if (input.clientId) form.append('client_id', input.clientId);
  if (input.workHappening) form.append('work_happening', input.workHappening);
  if (input.estimatedCompletion !== undefined && input.estimatedCompletion !== null)
    form.append('estimated_completion', String(input.estimatedCompletion));
  if (input.position) {
    form.append('latitude', String(input.position.latitude));
    form.append('longitude', String(input.position.longitude));
  }
  for (const image of input.images) form.append('images', image, image.name);
  return api.post('POST /projects/posts/review/', form, { silent });
}

/** POST /projects/posts/comment/. */
export function createComment(input: { body: string; postId?: string; projectId?: string }): Promise<Post> {
  return api.post('POST /projects/posts/comment/', {
    body: input.body,
    post_id: input.postId,
    project_id: input.projectId,
  });
}

export type UpdateInput = {
  projectId: string;
  title: string;
  body: string;
  milestone: boolean;
  images: File[];
};

/** POST /projects/posts/project-update/ as multipart (the organisation's update or milestone). */
export function createProjectUpdate(input: UpdateInput): Promise<Post> {
  const form = new FormData();
  form.append('project_id', input.projectId);
  form.append('title', input.title);
  form.append('body', input.body);
  form.append('type_of_post', input.milestone ? 'MILESTONE_UPDATE' : 'UPDATE');
  for (const image of input.images) form.append('images', image, image.name);
  return api.post('POST /projects/posts/project-update/', form);
}

/** POST /projects/posts/{id}/upvote|downvote/: toggles; the answer is the post with its new counts. */
export function votePost(id: string, direction: 'upvote' | 'downvote'): Promise<Post> {
  return api.post(`POST /projects/posts/{id}/${direction}/`, undefined, { path: { id } });
}

/** A post written (review, reply, update): every list of posts is read again. */
function usePostWrite<TVariables>(mutationFn: (variables: TVariables) => Promise<Post>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}

/** Posts a review; silent, the form shows what was wrong. */
export const useCreateReview = () =>
  usePostWrite(async (input: ReviewInput) => {
    const post = await createReview(input, { silent: true });
    track('Review posted', {
      project: input.projectId ?? null,
      photos: input.images.length,
      sentiment: input.sentiment ?? null,
    });
    return post;
  });
export const useCreateComment = () => usePostWrite(createComment);
export const useCreateProjectUpdate = () => usePostWrite(createProjectUpdate);

/** Votes on a post: the answer is the post itself, and the lists (not the post) are read again. */
export function useVotePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (direction: 'upvote' | 'downvote') => votePost(postId, direction),
    onSuccess: (updated) => {
      queryClient.setQueryData(postKeys.detail(postId), updated);
      void queryClient.invalidateQueries({
        queryKey: postKeys.all,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
}

/** Reviews kept on the device reached the server (outside any screen): every post answer is read again. */
export const queuedReviewsSent = () => void appQueryClient.invalidateQueries({ queryKey: postKeys.all });
