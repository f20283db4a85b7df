import type { UpdatePlanLevelsBody } from '@oversight/shared/organizations/organizations.schemas';
import type {
  CreateDisaggregationCategoryInput,
  CreateIndicatorGroupBody,
  CreateUnitBody,
  DisaggregationCategory,
  IndicatorGroup,
  IndicatorMeta,
  Unit,
  UpdateDisaggregationCategoryBody,
  UpdateIndicatorGroupBody,
  UpdateUnitBody,
} from '@oversight/shared/plans/plan-settings.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { planKeys } from './keys';
import type { Page } from './plans';

/** What the indicator form offers: the organisation's units, groups, disaggregations and levels. */
export const indicatorMetaQuery = () =>
  queryOptions({
    queryKey: planKeys.meta,
    queryFn: ({ signal }) => api.get<IndicatorMeta>('/plans/indicator-meta/', { signal, silent: true }),
  });

// T names what the endpoint answers (the web does not parse answers yet: issue 20 item 1).
export const settingsListQuery = <T>(kind: string, url: string) =>
  queryOptions({
    queryKey: planKeys.settings(kind),
    queryFn: ({ signal }) => api.get<Page<T>>(url, { signal, silent: true, params: { limit: 100 } }),
  });

export const unitsQuery = () => settingsListQuery<Unit>('units', '/plans/units/');
export const indicatorGroupsQuery = () =>
  settingsListQuery<IndicatorGroup>('groups', '/plans/indicator-groups/');
export const disaggregationsQuery = () =>
  settingsListQuery<DisaggregationCategory>('disaggregations', '/plans/disaggregation-categories/');

const item = (base: string, id: string) => `${base}${encodeURIComponent(id)}/`;

export const createUnit = (body: CreateUnitBody) => api.post<Unit>('/plans/units/', body, { silent: true });
export const updateUnit = (id: string, body: UpdateUnitBody) =>
  api.patch<Unit>(item('/plans/units/', id), body, { silent: true });
export const deleteUnit = (id: string) => api.delete<undefined>(item('/plans/units/', id));

export const createIndicatorGroup = (body: CreateIndicatorGroupBody) =>
  api.post<IndicatorGroup>('/plans/indicator-groups/', body, { silent: true });
export const updateIndicatorGroup = (id: string, body: UpdateIndicatorGroupBody) =>
  api.patch<IndicatorGroup>(item('/plans/indicator-groups/', id), body, { silent: true });
export const deleteIndicatorGroup = (id: string) =>
  api.delete<undefined>(item('/plans/indicator-groups/', id));

export const createDisaggregation = (body: CreateDisaggregationCategoryInput) =>
  api.post<DisaggregationCategory>('/plans/disaggregation-categories/', body, { silent: true });
export const updateDisaggregation = (id: string, body: UpdateDisaggregationCategoryBody) =>
  api.patch<DisaggregationCategory>(item('/plans/disaggregation-categories/', id), body, { silent: true });
export const deleteDisaggregation = (id: string) =>
  api.delete<undefined>(item('/plans/disaggregation-categories/', id));

/** The organisation's plan levels, first level first (its plans' items take their level names from them). */
export const updatePlanLevels = (body: UpdatePlanLevelsBody) =>
  api.patch<{ plan_levels: string[] }>('/users/organizations/update-plan-levels/', body, { silent: true });
