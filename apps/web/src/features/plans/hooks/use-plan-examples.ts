import { planExamples, type PlanExamples } from '@oversight/shared/plans/plan-examples';
import { useMemo } from 'react';
import { useAuthStore } from '../../../lib/auth-store';

/** The placeholders of the plan forms, from the organisation acted for: its name and its sector's examples. */
export function usePlanExamples(): PlanExamples {
  const name = useAuthStore((s) => s.currentOrganization?.name ?? null);
  return useMemo(() => planExamples(name, new Date().getFullYear()), [name]);
}
