import { indicatorProgress, type Indicator, type Outcome, type Plan } from '@oversight/shared/plans/plans.schemas';
import type { IndicatorRow, OutcomeRow, PlanRow } from './plans.repository.js';

const iso = (value: Date | string) => new Date(value).toISOString();
const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

export const presentPlan = (row: PlanRow, abilities: Plan['abilities']): Plan => ({
  id: row.id,
  name: row.name,
  description: row.description,
  start_year: row.start_year,
  end_year: row.end_year,
  organization: { id: row.organization_id, name: row.organization_name },
  outcomes_count: Number(row.outcomes_count),
  indicators_count: Number(row.indicators_count),
  created: iso(row.created_at),
  modified: iso(row.modified_at),
  abilities,
});

export const presentOutcome = (row: OutcomeRow, abilities: Outcome['abilities']): Outcome => ({
  id: row.id,
  plan_id: row.plan_id,
  title: row.title,
  description: row.description,
  indicators_count: Number(row.indicators_count),
  created: iso(row.created_at),
  modified: iso(row.modified_at),
  abilities,
});

export function presentIndicator(row: IndicatorRow, abilities: Indicator['abilities']): Indicator {
  const baseline = numberOrNull(row.baseline);
  const target = numberOrNull(row.target);
  const current = numberOrNull(row.current_value);
  return {
    id: row.id,
    plan_id: row.plan_id,
    outcome_id: row.outcome_id,
    description: row.description,
    unit: row.unit,
    baseline,
    baseline_year: row.baseline_year,
    target,
    target_year: row.target_year,
    current_value: current,
    progress: indicatorProgress(baseline, target, current),
    created: iso(row.created_at),
    modified: iso(row.modified_at),
    abilities,
  };
}
