import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';

/** Query keys of the plans feature; answers depend on the current organisation (X-Organization-Id). */
export const planKeys = {
  all: ['plans'] as const,
  list: (params: object) => ['plans', 'list', params] as const,
  detail: (id: string) => ['plans', 'detail', id] as const,
  children: (id: string) => ['plans', 'children', id] as const,
  childrenWithAccess: (id: string) => ['plans', 'children-with-access', id] as const,
  indicator: (id: string) => ['plans', 'indicator', id] as const,
  indicatorHistory: (id: string) => ['plans', 'indicator-history', id] as const,
  meta: ['plans', 'meta'] as const,
  settings: (kind: string) => ['plans', 'settings', kind] as const,
  activities: (planId: string) => ['plans', 'activities', planId] as const,
  outcomeActivities: (outcomeId: string) => ['plans', 'outcome-activities', outcomeId] as const,
  departments: ['plans', 'departments'] as const,
  linkableProjects: (query: string) => ['plans', 'linkable-projects', query] as const,
  formQuestions: (search: string) => ['plans', 'form-questions', search] as const,
  suggestions: (kind: string, query: string) => ['plans', 'suggestions', kind, query] as const,
};

// Actuals change by themselves (counted from forms by a background job) and plans are an organisation's private work:
// never kept on the device, and read again whenever a plan screen opens.
queryClient.setQueryDefaults(planKeys.all, { meta: { persist: false }, staleTime: 0 });

/**
 * A write of the plans feature. Afterwards every plan answer is read again: totals, statuses and the indicator form's
 * choices depend on each other across plans, outcomes, indicators, activities and settings.
 */
export function usePlanWrite<TVariables = void, TData = unknown>(
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}
