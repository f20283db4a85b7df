import type { CreateActivityInput, UpdateActivityInput } from '@oversight/shared/plans/activities.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { expectShape, isPage } from '../../../lib/answer-shapes';
import { planKeys, usePlanWrite } from './keys';

/** Every activity of the plan (the tree places them under their outcomes). */
export const planActivitiesQuery = (planId: string) =>
  queryOptions({
    queryKey: planKeys.activities(planId),
    queryFn: ({ signal }) =>
      api.get('GET /plans/outcomes/activities/', {
        signal,
        silent: true,
        params: { plan_id: planId, limit: 100 },
      }),
  });

/** The activities of one outcome (an indicator may measure one of them). */
export const outcomeActivitiesQuery = (outcomeId: string) =>
  queryOptions({
    queryKey: planKeys.outcomeActivities(outcomeId),
    queryFn: ({ signal }) =>
      api.get('GET /plans/outcomes/activities/', {
        signal,
        silent: true,
        params: { outcome_id: outcomeId, limit: 100 },
      }),
  });

export const createActivity = (body: CreateActivityInput) =>
  api.post('POST /plans/outcomes/activities/', body, { silent: true });
export const updateActivity = (id: string, body: UpdateActivityInput) =>
  api.patch('PATCH /plans/outcomes/activities/{id}/', body, { path: { id }, silent: true });
export const deleteActivity = (id: string) =>
  api.delete('DELETE /plans/outcomes/activities/{id}/', { path: { id } });

/** The organisation's departments (an activity's responsible one). */
export const departmentsQuery = () =>
  queryOptions({
    queryKey: planKeys.departments,
    queryFn: ({ signal }) =>
      api.get('GET /users/departments/', { signal, silent: true, params: { limit: 100 } }),
  });

/** The organisation's projects matching `query` (an activity's linked projects). */
export const linkableProjectsQuery = (query: string) =>
  queryOptions({
    queryKey: planKeys.linkableProjects(query),
    queryFn: async ({ signal }) => {
      const answer = await api.get('GET /projects/organization-projects/', {
        signal,
        silent: true,
        params: { query: query || undefined, limit: 20 },
      });
      return expectShape(answer, isPage, "The organisation's projects");
    },
  });

export const useCreateActivity = () => usePlanWrite(createActivity);
export const useUpdateActivity = () =>
  usePlanWrite(({ id, body }: { id: string; body: UpdateActivityInput }) => updateActivity(id, body));
export const useDeleteActivity = () => usePlanWrite(deleteActivity);
