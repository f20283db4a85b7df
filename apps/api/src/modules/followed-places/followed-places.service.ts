import {
  MAX_FOLLOWED_PLACES,
  type FollowedPlace,
  type FollowPlaceBody,
  type PlaceDelivery,
} from '@oversight/shared/notifications/followed-places.schemas';
import { findLgaByName } from '@oversight/shared/reference/lgas';
import { findStateByName } from '@oversight/shared/reference/states';
import { requireUser } from '../../platform/access-control.js';
import { conflict, fieldError, notFound } from '../../platform/errors.js';
import type { ContextOf } from '../../platform/request-context.js';
import { presentFollowedPlace } from './followed-places.presenter.js';
import * as repo from './followed-places.repository.js';

/** Alerts for a place or a subject: what a signed-in user follows besides single projects (their own list only). */
export type FollowedPlacesContext = ContextOf<'db' | 'auth'>;

export async function listFollowedPlaces(ctx: FollowedPlacesContext): Promise<FollowedPlace[]> {
  const user = requireUser(ctx);
  return (await repo.listFollowedPlaces(ctx.db, user.tenantId, user.id)).map(presentFollowedPlace);
}

// Points are kept to about 100 m, so a place followed twice from nearly the same spot is one place.
const roundCoordinate = (value: number) => Math.round(value * 1000) / 1000;

async function resolvePlace(
  ctx: FollowedPlacesContext,
  body: FollowPlaceBody,
): Promise<Omit<repo.NewFollowedPlace, 'tenantId' | 'userId' | 'delivery'>> {
  const { tenantId } = requireUser(ctx);
  switch (body.kind) {
    case 'state':
      return { kind: 'state', state: body.state, placeKey: `state:${body.state}` };
    case 'lga': {
      const state = findStateByName(body.state)!;
      const lga = findLgaByName(state.id, body.lga)!;
      return {
        kind: 'lga',
        state: body.state,
        lga: lga.name,
        placeKey: `lga:${body.state}:${lga.name.toLowerCase()}`,
      };
    }
    case 'sector':
      return { kind: 'sector', sector: body.sector, placeKey: `sector:${body.sector}` };
    case 'ministry': {
      const ministry = await repo.findMinistryByUsername(ctx.db, tenantId, body.ministry);
      if (!ministry) throw fieldError('ministry', 'No ministry or agency has this username.');
      return { kind: 'ministry', organizationId: ministry.id, placeKey: `ministry:${ministry.id}` };
    }
    case 'point': {
      const latitude = roundCoordinate(body.latitude);
      const longitude = roundCoordinate(body.longitude);
      const radiusM = body.radius_km * 1000;
      return {
        kind: 'point',
        latitude,
        longitude,
        radiusM,
        label: body.label || null,
        placeKey: `point:${latitude},${longitude}:${radiusM}`,
      };
    }
  }
}

export async function followPlace(ctx: FollowedPlacesContext, body: FollowPlaceBody): Promise<FollowedPlace> {
  const user = requireUser(ctx);
  const place = await resolvePlace(ctx, body);
  const id = await ctx.db.transaction(async (tx) => {
    // Counted in the transaction with the user's rows locked, so two requests at once cannot pass the limit together.
    await repo.lockFollower(tx, user.tenantId, user.id);
    if ((await repo.countFollowedPlaces(tx, user.tenantId, user.id)) >= MAX_FOLLOWED_PLACES)
      throw fieldError('kind', `You follow ${MAX_FOLLOWED_PLACES} places already: stop following one first.`);
    return repo.insertFollowedPlace(tx, {
      ...place,
      tenantId: user.tenantId,
      userId: user.id,
      delivery: body.delivery,
    });
  });
  if (!id) throw conflict('You already follow this place.');
  return presentFollowedPlace((await repo.findFollowedPlace(ctx.db, user.tenantId, user.id, id))!);
}

export async function changeDelivery(
  ctx: FollowedPlacesContext,
  id: string,
  delivery: PlaceDelivery,
): Promise<FollowedPlace> {
  const user = requireUser(ctx);
  if (!(await repo.updateDelivery(ctx.db, user.tenantId, user.id, id, delivery)))
    throw notFound('You do not follow this place.');
  return presentFollowedPlace((await repo.findFollowedPlace(ctx.db, user.tenantId, user.id, id))!);
}

export async function unfollowPlace(ctx: FollowedPlacesContext, id: string): Promise<void> {
  const user = requireUser(ctx);
  if (!(await repo.deleteFollowedPlace(ctx.db, user.tenantId, user.id, id)))
    throw notFound('You do not follow this place.');
}
