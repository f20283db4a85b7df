import { z } from 'zod';
import { pageOf, orderingParam } from '../pagination.js';
import {
  ACCOUNT_TYPE_NAMES,
  POST_TYPES,
  SENTIMENTS,
  parseSentiment,
  type Sentiment,
} from '../reference/enums.js';
import { projectBriefSchema } from '../projects/projects.schemas.js';

export { sentimentSummarySchema, type SentimentSummary } from '../projects/projects.schemas.js';

/**
 * Posts: reviews, comments, replies, project updates and milestone updates (docs/spec/endpoints.txt "Posts",
 * docs/spec/contract-notes.md "Posts"). Sentiments are written as code or name and read as name.
 */

export const MAX_POST_IMAGES = 4;

/** A review's view of the work on site (the "two views of progress"). */
export const WORK_STATUSES = ['yes', 'stopped', 'cannot_tell'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];
/** Citizens' reports counted for a project's progress: the last 90 days. */
export const CITIZEN_PROGRESS_WINDOW_DAYS = 90;
/** A divergence is flagged from this many reports on (one report alone is an opinion, not a signal). */
export const CITIZEN_PROGRESS_MIN_REPORTS = 2;
/** Official and citizens' percentages further apart than this are flagged. */
export const CITIZEN_PROGRESS_DIVERGENCE_POINTS = 30;
export const MAX_POST_IMAGE_BYTES = 10 * 1024 * 1024;
export const SENTIMENT_NAMES = Object.keys(SENTIMENTS) as Sentiment[];

// ---------------------------------------------------------------------------------------------------------------
// Requests (JSON, or multipart text fields: every field also accepts its text form)

const sentimentInput = z.union([z.string(), z.number()]).transform((raw, ctx) => {
  const parsed = parseSentiment(typeof raw === 'string' ? raw.trim() : raw);
  if (parsed === null) {
    ctx.addIssue({
      code: 'custom',
      message: `Choose one of: ${SENTIMENT_NAMES.join(', ')} (or their codes 0-5).`,
    });
    return z.NEVER;
  }
  return parsed;
});

const optionalText = (max: number) =>
  z.string().trim().max(max, `Keep it under ${max} characters.`).optional();
const coordinate = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().min(1)])
    .transform(Number)
    .pipe(
      z
        .number({ error: 'Give a number.' })
        .min(min, `Give a value from ${min} to ${max}.`)
        .max(max, `Give a value from ${min} to ${max}.`),
    );
const reference = z.string().trim().min(1).max(300).optional();
const workStatusInput = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, '_') || undefined
      : value,
  z.enum(WORK_STATUSES, { error: 'Say whether work is happening: yes, stopped or cannot_tell.' }).optional(),
);
const percentInput = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: 'Give a whole number from 0 to 100.' })
    .int('Give a whole number from 0 to 100.')
    .min(0, 'Give a whole number from 0 to 100.')
    .max(100, 'Give a whole number from 0 to 100.')
    .optional(),
);
const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const location = {
  latitude: z.preprocess(emptyAsUndefined, coordinate(-90, 90).optional()),
  longitude: z.preprocess(emptyAsUndefined, coordinate(-180, 180).optional()),
};

const imageIds = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : emptyAsUndefined(value),
  z
    .array(z.uuid({ error: 'Give the id of an uploaded image.' }))
    .max(MAX_POST_IMAGES, `Attach at most ${MAX_POST_IMAGES} images.`)
    .optional(),
);

const locationPair = (body: { latitude?: number; longitude?: number }, ctx: z.RefinementCtx) => {
  if ((body.latitude === undefined) !== (body.longitude === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [body.latitude === undefined ? 'latitude' : 'longitude'],
      message: 'Give both latitude and longitude.',
    });
  }
};
const projectOrParent = (body: { project_id?: string; post_id?: string }, ctx: z.RefinementCtx) => {
  if (!body.project_id && !body.post_id)
    ctx.addIssue({
      code: 'custom',
      path: ['project_id'],
      message: 'Give the project (project_id) or the post you answer (post_id).',
    });
};

/** A review of a project or an update, or a reply to a review. Sentiment is required except for replies. */
export const reviewBodySchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Give your review a title.')
      .max(200, 'Keep the title under 200 characters.'),
    body: optionalText(5000).default(''),
    sentiment: z.preprocess(emptyAsUndefined, sentimentInput.optional()),
    project_id: reference,
    post_id: reference,
    image_ids: imageIds,
    /**
     * A UUID the device made once for this review: sending it again (an offline retry after a lost answer) answers
     * the review already stored instead of posting it twice.
     */
    client_id: z.preprocess(emptyAsUndefined, z.uuid({ error: 'Give a UUID as client_id.' }).optional()),
    /** The citizen's view of the work (reviews of a project only): is work happening on site? */
    work_happening: workStatusInput,
    /** The citizen's estimate of how complete the work looks, 0-100 (reviews of a project only). */
    estimated_completion: percentInput,
    ...location,
  })
  .superRefine(locationPair)
  .superRefine(projectOrParent);
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/** What the API answers when a review (not a reply) comes without a feeling. */
export const REVIEW_NEEDS_SENTIMENT = 'Choose how the project makes you feel, or "Suggestion".';

/**
 * The review composer's fields (web form): the body's title and text rules, the feeling required (a review of a
 * project, not a reply), and whether to send the device's position. Photos are files the form holds beside these.
 */
export const reviewFormSchema = z.object({
  sentiment: z.enum(SENTIMENT_NAMES as [Sentiment, ...Sentiment[]], { error: REVIEW_NEEDS_SENTIMENT }),
  title: reviewBodySchema.shape.title,
  body: reviewBodySchema.shape.body,
  share_location: z.boolean(),
  /** Optional: the citizen's view of the work ('' when not said). */
  work_happening: z.enum(['', ...WORK_STATUSES]),
  estimated_completion: z.number().int().min(0).max(100).nullable(),
});
export type ReviewFormValues = z.infer<typeof reviewFormSchema>;

export const commentBodySchema = z
  .object({
    title: optionalText(200).default(''),
    body: z.string().trim().min(1, 'Write your comment.').max(5000, 'Keep it under 5000 characters.'),
    project_id: reference,
    post_id: reference,
  })
  .superRefine(projectOrParent);
export type CommentBody = z.infer<typeof commentBodySchema>;

/** The reply form's one field: a comment's text, as the API checks it. */
export const replyFormSchema = z.object({ body: commentBodySchema.shape.body });

export const UPDATE_TYPES = ['UPDATE', 'MILESTONE_UPDATE'] as const;
export const projectUpdateBodySchema = z.object({
  project_id: z.string().trim().min(1, 'Give the project.').max(300),
  title: z
    .string()
    .trim()
    .min(1, 'Give the update a title.')
    .max(200, 'Keep the title under 200 characters.'),
  body: optionalText(10000).default(''),
  type_of_post: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
    z.enum(UPDATE_TYPES).default('UPDATE'),
  ),
  image_ids: imageIds,
});
export type ProjectUpdateBody = z.infer<typeof projectUpdateBodySchema>;

export const postIdParamsSchema = z.object({ id: z.uuid({ error: 'Give a post id.' }) });

export const REVIEW_ORDERINGS = ['-created', 'created', '-upvotes', 'upvotes'] as const;
export const projectReviewsQuerySchema = z.object({
  sentiment: z.preprocess(emptyAsUndefined, sentimentInput.optional()),
  ordering: orderingParam(REVIEW_ORDERINGS, '-created'),
});

export const generateSignatureBodySchema = z.object({
  content_type: z
    .string()
    .trim()
    .regex(/^image\/[a-z0-9.+-]+$/i, 'Only images can be uploaded.')
    .default('image/jpeg'),
  size: z.number().int().min(1).max(MAX_POST_IMAGE_BYTES, 'The image is larger than 10 MB.').optional(),
});

// ---------------------------------------------------------------------------------------------------------------
// Responses

export const postUserSchema = z.object({
  public_id: z.string(),
  username: z.string(),
  display_name: z.string(),
  avatar: z.string().nullable(),
  account_type: z.enum(ACCOUNT_TYPE_NAMES),
});
export type PostUser = z.infer<typeof postUserSchema>;

export const postMediaSchema = z.object({
  id: z.string(),
  image: z.string(),
  caption: z.string(),
  /** Taken at the site: its own GPS is near the project and its EXIF time within a day of the upload. */
  is_live_photo: z.boolean(),
  /** Where its position came from: the photo's own GPS, or only the device's position when posting ("location from device"). */
  location_source: z.enum(['photo', 'device']).nullable(),
  /** Exact for the project's organisation, rounded (about 1 km) for everyone else; null when unknown. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  state: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  post_id: z.string().nullable(),
  created: z.string(),
});
export type PostMedia = z.infer<typeof postMediaSchema>;
export const postMediaPageSchema = pageOf(postMediaSchema);

export const votesSchema = z.object({
  count: z.number().int(),
  /** The caller's vote first (when they voted), then the most recent voters (at most 20). */
  votes: z.array(z.object({ user: postUserSchema })),
});

export const postParentSchema = z.object({
  public_id: z.string(),
  type_of_post: z.enum(POST_TYPES),
  title: z.string(),
  owner: postUserSchema,
});

/** A citizen review's handling state; every change is kept with who and when. */
export const REVIEW_STATES = [
  'received',
  'acknowledged',
  'in_progress',
  'resolved',
  'not_actionable',
] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
/** Why a review is not actionable (required with that state). */
export const NOT_ACTIONABLE_REASONS = [
  'duplicate',
  'outside_project_scope',
  'not_enough_detail',
  'already_resolved',
  'not_a_public_project',
  'other',
] as const;
export type NotActionableReason = (typeof NOT_ACTIONABLE_REASONS)[number];

/** The organisation speaking in an official response or a state change: the organisation, never the person. */
export const respondingOrganizationSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  account_type: z.string(),
});
export type RespondingOrganization = z.infer<typeof respondingOrganizationSchema>;

export const officialResponseSchema = z.object({
  id: z.string(),
  body: z.string(),
  created: z.string(),
  organization: respondingOrganizationSchema,
  /** The responder's role in the organisation when they answered (never their name). */
  responder_role: z.string(),
});
export type OfficialResponse = z.infer<typeof officialResponseSchema>;

export const officialResponseBodySchema = z.object({
  body: z.string().trim().min(1, 'Write the response.').max(5000, 'Keep it under 5000 characters.'),
});
export type OfficialResponseBody = z.infer<typeof officialResponseBodySchema>;

export const reviewStateBodySchema = z
  .object({
    state: z.enum(REVIEW_STATES, {
      error: 'Choose a state: received, acknowledged, in_progress, resolved or not_actionable.',
    }),
    reason: z
      .enum(NOT_ACTIONABLE_REASONS, {
        error: `Choose a reason: ${NOT_ACTIONABLE_REASONS.join(', ')}.`,
      })
      .nullish(),
    note: optionalText(2000).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.state === 'not_actionable' && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the review is not actionable.' });
  });
export type ReviewStateBody = z.infer<typeof reviewStateBodySchema>;

export const postStateChangeSchema = z.object({
  id: z.string(),
  from_state: z.enum(REVIEW_STATES),
  state: z.enum(REVIEW_STATES),
  reason: z.enum(NOT_ACTIONABLE_REASONS).nullable(),
  note: z.string(),
  created: z.string(),
  organization: respondingOrganizationSchema.nullable(),
  /** Who made the change: shown to the owning organisation's members only (null for everyone else). */
  changed_by: z.object({ public_id: z.string(), username: z.string(), display_name: z.string() }).nullable(),
});
export type PostStateChange = z.infer<typeof postStateChangeSchema>;
export const postStateHistorySchema = z.array(postStateChangeSchema);

export const postAbilitiesSchema = z.object({
  reply: z.boolean(),
  vote: z.boolean(),
  /** Post an official response and (reviews) set the state: the owning organisations' staff with the permission. */
  respond: z.boolean(),
});

export const postSchema = z.object({
  public_id: z.string(),
  created: z.string(),
  modified: z.string(),
  project: projectBriefSchema,
  owner: postUserSchema,
  parent: postParentSchema.nullable(),
  title: z.string(),
  body: z.string(),
  sentiment: z.enum(SENTIMENT_NAMES as [Sentiment, ...Sentiment[]]).nullable(),
  /** Counts of the sentiments of the reviews answering this post. */
  sentiments: z.record(z.string(), z.number().int()),
  reviews_count: z.number().int(),
  images: z.array(postMediaSchema),
  is_review: z.boolean(),
  type_of_post: z.enum(POST_TYPES),
  upvotes: votesSchema,
  downvotes: votesSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** A review's view of the work on site and its estimate of completion (null when the author did not say). */
  work_happening: z.enum(WORK_STATUSES).nullable(),
  estimated_completion: z.number().int().nullable(),
  /** A citizen review's state; null for other posts. */
  state: z.enum(REVIEW_STATES).nullable(),
  /** Official responses, oldest first. */
  official_responses: z.array(officialResponseSchema),
  abilities: postAbilitiesSchema,
});
export type Post = z.infer<typeof postSchema>;
export const postPageSchema = pageOf(postSchema);
export type PostPage = z.infer<typeof postPageSchema>;

/**
 * The two views of progress: the official percentage beside what citizens reported in the last 90 days (median of
 * their estimates, and how many said work is happening or stopped), and whether the two diverge.
 */
export const citizenProgressSchema = z.object({
  official: z.object({
    percentage_completed: z.number().nullable(),
    /** The project's status code name (ON_GOING, COMPLETED...). */
    status: z.string(),
  }),
  citizens: z.object({
    window_days: z.number().int(),
    /** Reports (reviews) with a view of the work in the window. */
    reports: z.number().int(),
    /** Median of the estimates of completion given in the window (null: none given). */
    median_completion: z.number().nullable(),
    estimates: z.number().int(),
    work_happening: z.object({
      yes: z.number().int(),
      stopped: z.number().int(),
      cannot_tell: z.number().int(),
    }),
    last_report: z.string().nullable(),
  }),
  divergence: z.object({
    flagged: z.boolean(),
    /** percentage: the two percentages differ by more than 30 points; stopped: citizens say work stopped on an ongoing project. */
    reasons: z.array(z.enum(['percentage', 'stopped'])),
    /** Citizens' median minus the official percentage (null when either is missing). */
    difference: z.number().nullable(),
  }),
});
export type CitizenProgress = z.infer<typeof citizenProgressSchema>;

export const wordCloudSchema = z.array(z.object({ name: z.string(), value: z.number().int() }));
export type WordCloud = z.infer<typeof wordCloudSchema>;

/** A signed, expiring grant to upload one image straight to storage; the review then names `media_id`. */
export const uploadGrantSchema = z.object({
  media_id: z.string(),
  method: z.literal('POST'),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  file_field: z.string(),
  expires_at: z.string(),
  max_bytes: z.number().int(),
});
export type UploadGrant = z.infer<typeof uploadGrantSchema>;
