import type { FollowPlaceBody, PlaceDelivery } from '@oversight/shared/notifications/followed-places.schemas';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { followPlaceBodySchema } from '@oversight/shared/notifications/followed-places.schemas';
import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';

export const followedPlaceKeys = { all: ['followed-places'] as const };

/** GET /users/me/followed-places/: the signed-in person's places and subjects, oldest first. */
export const followedPlacesQuery = () =>
  queryOptions({
    queryKey: followedPlaceKeys.all,
    queryFn: ({ signal }) => api.get('GET /users/me/followed-places/', { signal }),
  });

/** What the form sends (the API checks and normalises names). */
export type FollowPlaceInput = z.input<typeof followPlaceBodySchema>;

const useFollowedPlacesWrite = <TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) => useWrite(mutationFn, [followedPlaceKeys.all]);

/** POST /users/me/followed-places/ */
export const useFollowPlace = () =>
  useFollowedPlacesWrite((body: FollowPlaceInput) =>
    api.post('POST /users/me/followed-places/', body as FollowPlaceBody),
  );

/** PATCH /users/me/followed-places/{id}/ */
export const useChangePlaceDelivery = () =>
  useFollowedPlacesWrite(({ id, delivery }: { id: string; delivery: PlaceDelivery }) =>
    api.patch('PATCH /users/me/followed-places/{id}/', { delivery }, { path: { id } }),
  );

/** DELETE /users/me/followed-places/{id}/ */
export const useUnfollowPlace = () =>
  useFollowedPlacesWrite((id: string) =>
    api.delete('DELETE /users/me/followed-places/{id}/', { path: { id } }),
  );

/** Ministries and agencies by name (GET /users/mda-search/), for following one. */
export const ministryOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: ['followed-places', 'ministries', search] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get('GET /users/mda-search/', {
          params: { query: search, limit: 20 },
          signal,
          silent: true,
        })
      ).results,
    staleTime: 10 * 60 * 1000,
  });
