import type { Page } from '@oversight/shared/pagination';
import type {
  CreatePlanInput,
  OutcomeWithIndicators,
  Plan,
  PlanChildrenWithAccess,
  UpdatePlanInput,
} from '@oversight/shared/plans/plans.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, downloadFile } from '../../../lib/api-client';
import { planKeys } from './keys';

/** A list page of the API (docs/design.md section 4), from the shared contract. */
export type { Page };

export const PLANS_PAGE_SIZE = 20;

export const plansQuery = (params: { query?: string; offset?: number }) =>
  queryOptions({
    queryKey: planKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<Page<Plan>>('/plans/', { signal, params: { ...params, limit: PLANS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const planQuery = (id: string) =>
  queryOptions({
    queryKey: planKeys.detail(id),
    queryFn: ({ signal }) => api.get<Plan>(`/plans/${encodeURIComponent(id)}/`, { signal, silent: true }),
  });

/** Every outcome of the plan with its indicators (the page is as large as the API allows). */
export const planChildrenQuery = (id: string) =>
  queryOptions({
    queryKey: planKeys.children(id),
    queryFn: ({ signal }) =>
      api.get<Page<OutcomeWithIndicators>>(`/plans/${encodeURIComponent(id)}/children/`, {
        signal,
        silent: true,
        params: { limit: 100 },
      }),
  });

export const planChildrenWithAccessQuery = (id: string) =>
  queryOptions({
    queryKey: planKeys.childrenWithAccess(id),
    queryFn: ({ signal }) =>
      api.get<PlanChildrenWithAccess>(`/plans/${encodeURIComponent(id)}/children-with-access/`, {
        signal,
        silent: true,
      }),
  });

export const createPlan = (body: CreatePlanInput) => api.post<Plan>('/plans/', body, { silent: true });
export const updatePlan = (id: string, body: UpdatePlanInput) =>
  api.patch<Plan>(`/plans/${encodeURIComponent(id)}/`, body, { silent: true });
export const deletePlan = (id: string) => api.delete<undefined>(`/plans/${encodeURIComponent(id)}/`);

/** Downloads the plan's indicator tracking table (xlsx, or pdf once the API offers it). */
export const exportPlan = (id: string, format: 'xlsx' | 'pdf' = 'xlsx') =>
  downloadFile(`/plans/${encodeURIComponent(id)}/export/`, `plan.${format}`, {
    params: { format },
    silent: true,
  });
