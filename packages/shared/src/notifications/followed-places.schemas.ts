import { z } from 'zod';
import { findLgaByName } from '../reference/lgas.js';
import { findSector } from '../reference/sectors.js';
import { findStateByName } from '../reference/states.js';

/**
 * Places and subjects a user follows besides single projects (alerts for a place): a state, an LGA, a sector, a
 * ministry or a point with a radius. New projects, status changes and official updates there are notified
 * instantly or in the daily digest.
 */
export const FOLLOWED_PLACE_KINDS = ['state', 'lga', 'sector', 'ministry', 'point'] as const;
export type FollowedPlaceKind = (typeof FOLLOWED_PLACE_KINDS)[number];
export const PLACE_DELIVERIES = ['instant', 'daily'] as const;
export type PlaceDelivery = (typeof PLACE_DELIVERIES)[number];
export const MAX_FOLLOWED_PLACES = 50;
export const PLACE_RADII_KM = [1, 5, 10, 25, 50] as const;

const delivery = z.enum(PLACE_DELIVERIES, { error: 'Choose instant or daily.' });
const text = (max: number) => z.string().trim().min(1).max(max);
const coordinate = (min: number, max: number, what: string) =>
  z.coerce
    .number({ error: `Give the ${what} as a number.` })
    .min(min, `Give a ${what} from ${min} to ${max}.`)
    .max(max, `Give a ${what} from ${min} to ${max}.`);

const stateName = text(60).transform((value, ctx) => {
  const state = findStateByName(value);
  if (!state) {
    ctx.addIssue({ code: 'custom', message: 'No Nigerian state has this name.' });
    return z.NEVER;
  }
  return state.filterName;
});

/** What to follow: the fields its kind needs (state; state and lga; sector; ministry username; a point and radius). */
export const followPlaceBodySchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('state'), state: stateName, delivery: delivery.default('daily') }),
      z.object({
        kind: z.literal('lga'),
        state: stateName,
        lga: text(80),
        delivery: delivery.default('daily'),
      }),
      z.object({
        kind: z.literal('sector'),
        sector: text(80).transform((value, ctx) => {
          const sector = findSector(value);
          if (!sector) {
            ctx.addIssue({ code: 'custom', message: 'No sector has this name.' });
            return z.NEVER;
          }
          return sector.key;
        }),
        delivery: delivery.default('daily'),
      }),
      z.object({ kind: z.literal('ministry'), ministry: text(150), delivery: delivery.default('daily') }),
      z.object({
        kind: z.literal('point'),
        latitude: coordinate(-90, 90, 'latitude'),
        longitude: coordinate(-180, 180, 'longitude'),
        radius_km: z.coerce
          .number({ error: 'Give the radius in kilometres.' })
          .refine((value) => (PLACE_RADII_KM as readonly number[]).includes(value), {
            message: `Choose a radius of ${PLACE_RADII_KM.join(', ')} km.`,
          }),
        label: z.string().trim().max(80).optional(),
        delivery: delivery.default('daily'),
      }),
    ],
    { error: `Choose what to follow: ${FOLLOWED_PLACE_KINDS.join(', ')}.` },
  )
  .superRefine((body, ctx) => {
    if (body.kind !== 'lga') return;
    const state = findStateByName(body.state);
    if (state && !findLgaByName(state.id, body.lga))
      ctx.addIssue({ code: 'custom', path: ['lga'], message: `No LGA of ${state.name} has this name.` });
  });
export type FollowPlaceBody = z.infer<typeof followPlaceBodySchema>;

export const updateFollowedPlaceBodySchema = z.object({ delivery });
export const followedPlaceIdParamsSchema = z.object({ id: z.uuid({ error: 'Give a followed place id.' }) });

export const followedPlaceSchema = z.object({
  id: z.string(),
  kind: z.enum(FOLLOWED_PLACE_KINDS),
  /** The place in words: "Kano", "Nassarawa, Kano", "Health", "Federal Ministry of Health", "Within 5 km of Home". */
  label: z.string(),
  state: z.string().nullable(),
  lga: z.string().nullable(),
  sector: z.string().nullable(),
  ministry: z.object({ username: z.string(), name: z.string() }).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  radius_km: z.number().nullable(),
  delivery: z.enum(PLACE_DELIVERIES),
  created: z.string(),
});
export type FollowedPlace = z.infer<typeof followedPlaceSchema>;
export const followedPlaceListSchema = z.array(followedPlaceSchema);
