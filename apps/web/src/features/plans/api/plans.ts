import type { Page } from '@oversight/shared/pagination';
import type { CreatePlanInput, UpdatePlanInput } from '@oversight/shared/plans/plans.schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, downloadFile } from '../../../lib/api-client';
import { planKeys, usePlanWrite } from './keys';

/** A list page of the API (docs/design.md section 4), from the shared contract. */
export type { Page };

export const PLANS_PAGE_SIZE = 20;

export const plansQuery = (params: { query?: string; offset?: number }) =>
  queryOptions({
    queryKey: planKeys.list(params),
    queryFn: ({ signal }) =>
      api.get('GET /plans/', { signal, params: { ...params, limit: PLANS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const planQuery = (id: string) =>
  queryOptions({
    queryKey: planKeys.detail(id),
    queryFn: ({ signal }) => api.get('GET /plans/{id}/', { path: { id }, signal, silent: true }),
  });

/** Every outcome of the plan with its indicators (the page is as large as the API allows). */
export const planChildrenQuery = (id: string) =>
  queryOptions({
    queryKey: planKeys.children(id),
    queryFn: ({ signal }) =>
      api.get('GET /plans/{id}/children/', { path: { id }, signal, silent: true, params: { limit: 100 } }),
  });

export const planChildrenWithAccessQuery = (id: string) =>
  queryOptions({
    queryKey: planKeys.childrenWithAccess(id),
    queryFn: ({ signal }) =>
      api.get('GET /plans/{id}/children-with-access/', { path: { id }, signal, silent: true }),
  });

export const createPlan = (body: CreatePlanInput) => api.post('POST /plans/', body, { silent: true });
export const updatePlan = (id: string, body: UpdatePlanInput) =>
  api.patch('PATCH /plans/{id}/', body, { path: { id }, silent: true });
export const deletePlan = (id: string) => api.delete('DELETE /plans/{id}/', { path: { id } });

/** Downloads the plan's indicator tracking table (xlsx, or pdf once the API offers it). */
export const exportPlan = (id: string, format: 'xlsx' | 'pdf' = 'xlsx') =>
  downloadFile('GET /plans/{id}/export/', `plan.${format}`, {
    path: { id },
    params: { format },
    silent: true,
  });

/** Creates a plan, or edits the one with `id`. */
export const useSavePlan = () =>
  usePlanWrite(({ id, body }: { id?: string; body: CreatePlanInput }) =>
    id ? updatePlan(id, body) : createPlan(body),
  );
export const useDeletePlan = () => usePlanWrite(deletePlan);
