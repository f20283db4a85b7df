import type { UpdatePlanLevelsBody } from '@oversight/shared/organizations/organizations.schemas';
import type {
  CreateDisaggregationCategoryInput,
  CreateIndicatorGroupBody,
  CreateUnitBody,
  UpdateDisaggregationCategoryBody,
  UpdateIndicatorGroupBody,
  UpdateUnitBody,
} from '@oversight/shared/plans/plan-settings.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { planKeys, usePlanWrite } from './keys';
import type { Page } from './plans';

/** What the indicator form offers: the organisation's units, groups, disaggregations and levels. */
export const indicatorMetaQuery = () =>
  queryOptions({
    queryKey: planKeys.meta,
    queryFn: ({ signal }) => api.get('GET /plans/indicator-meta/', { signal, silent: true }),
  });

const listOptions = (signal: AbortSignal) => ({ signal, silent: true, params: { limit: 100 } });

/** One settings list; T follows from the endpoint `list` calls. */
export const settingsListQuery = <T>(kind: string, list: (signal: AbortSignal) => Promise<Page<T>>) =>
  queryOptions({ queryKey: planKeys.settings(kind), queryFn: ({ signal }) => list(signal) });

export const unitsQuery = () =>
  settingsListQuery('units', (signal) => api.get('GET /plans/units/', listOptions(signal)));
export const indicatorGroupsQuery = () =>
  settingsListQuery('groups', (signal) => api.get('GET /plans/indicator-groups/', listOptions(signal)));
export const disaggregationsQuery = () =>
  settingsListQuery('disaggregations', (signal) =>
    api.get('GET /plans/disaggregation-categories/', listOptions(signal)),
  );

export const createUnit = (body: CreateUnitBody) => api.post('POST /plans/units/', body, { silent: true });
export const updateUnit = (id: string, body: UpdateUnitBody) =>
  api.patch('PATCH /plans/units/{id}/', body, { path: { id }, silent: true });
export const deleteUnit = (id: string) => api.delete('DELETE /plans/units/{id}/', { path: { id } });

export const createIndicatorGroup = (body: CreateIndicatorGroupBody) =>
  api.post('POST /plans/indicator-groups/', body, { silent: true });
export const updateIndicatorGroup = (id: string, body: UpdateIndicatorGroupBody) =>
  api.patch('PATCH /plans/indicator-groups/{id}/', body, { path: { id }, silent: true });
export const deleteIndicatorGroup = (id: string) =>
  api.delete('DELETE /plans/indicator-groups/{id}/', { path: { id } });

export const createDisaggregation = (body: CreateDisaggregationCategoryInput) =>
  api.post('POST /plans/disaggregation-categories/', body, { silent: true });
export const updateDisaggregation = (id: string, body: UpdateDisaggregationCategoryBody) =>
  api.patch('PATCH /plans/disaggregation-categories/{id}/', body, { path: { id }, silent: true });
export const deleteDisaggregation = (id: string) =>
  api.delete('DELETE /plans/disaggregation-categories/{id}/', { path: { id } });

/** The organisation's plan levels, first level first (its plans' items take their level names from them). */
export const updatePlanLevels = (body: UpdatePlanLevelsBody) =>
  api.patch('PATCH /users/organizations/update-plan-levels/', body, { silent: true });

/** Adds a unit, or edits the one with `id`. */
export const useSaveUnit = () =>
  usePlanWrite(({ id, body }: { id?: string; body: CreateUnitBody }) =>
    id ? updateUnit(id, body) : createUnit(body),
  );
/** Adds an indicator group, or edits the one with `id`. */
export const useSaveIndicatorGroup = () =>
  usePlanWrite(({ id, body }: { id?: string; body: CreateIndicatorGroupBody }) =>
    id ? updateIndicatorGroup(id, body) : createIndicatorGroup(body),
  );
/** Adds a disaggregation category, or edits the one with `id`. */
export const useSaveDisaggregation = () =>
  usePlanWrite(({ id, body }: { id?: string; body: CreateDisaggregationCategoryInput }) =>
    id ? updateDisaggregation(id, body) : createDisaggregation(body),
  );
export const useUpdatePlanLevels = () => usePlanWrite(updatePlanLevels);
