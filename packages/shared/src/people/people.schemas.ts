import { z } from 'zod';

/** People (docs/spec/endpoints.txt "Users"): following a person or an organisation's account. */

export const followBodySchema = z.object({
  user_id: z
    .string({
      error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Send the id as text.'),
    })
    .trim()
    .min(1, 'Name the user or organisation to follow (public id or username).')
    .max(200, 'Use at most 200 characters.'),
});
export type FollowBody = z.infer<typeof followBodySchema>;

export const followCountsSchema = z.object({
  follower_count: z.number().int(),
  following_count: z.number().int(),
});
export type FollowCounts = z.infer<typeof followCountsSchema>;

/** POST /users/follow/ answers the new state and the followed account's counts. */
export const followResultSchema = followCountsSchema.extend({
  public_id: z.string(),
  is_following: z.boolean(),
  detail: z.string(),
});
export type FollowResult = z.infer<typeof followResultSchema>;
