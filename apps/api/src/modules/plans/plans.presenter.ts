import {
  indicatorProgress,
  type Indicator,
  type Outcome,
  type Plan,
  type PlanEntity,
} from '@oversight/shared/plans/plans.schemas';
import { PLAN_FRAMEWORKS } from '@oversight/shared/reference/enums';
import type {
  IndicatorAggregation,
  IndicatorDirection,
  IndicatorFrequency,
  IndicatorKind,
  MeasureMethod,
} from '@oversight/shared/plans/indicator-values';
import { indicatorProgressOf } from './indicator-progress.presenter.js';
import type { EntityRow, IndicatorRow, OutcomeRow, PlanRow } from './plans.repository.js';
import { isoTimestamp } from '../../platform/timestamps.js';

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

export const presentPlan = (row: PlanRow, abilities: Plan['abilities']): Plan => ({
  id: row.id,
  name: row.name,
  description: row.description,
  start_year: row.start_year,
  end_year: row.end_year,
  framework: row.framework === null ? null : (PLAN_FRAMEWORKS[row.framework] ?? null),
  levels: row.levels,
  organization: { id: row.organization_id, name: row.organization_name },
  outcomes_count: row.outcomes_count,
  indicators_count: row.indicators_count,
  created: isoTimestamp(row.created_at),
  modified: isoTimestamp(row.modified_at),
  abilities,
});

export const presentOutcome = (row: OutcomeRow, abilities: Outcome['abilities']): Outcome => ({
  id: row.id,
  plan_id: row.plan_id,
  parent_id: row.parent_id,
  level: row.level,
  level_name: row.level_name ?? null,
  title: row.title,
  description: row.description,
  indicators_count: row.indicators_count,
  created: isoTimestamp(row.created_at),
  modified: isoTimestamp(row.modified_at),
  abilities,
});

export function presentIndicator(row: IndicatorRow, abilities: Indicator['abilities']): Indicator {
  const baseline = numberOrNull(row.baseline);
  const target = numberOrNull(row.target);
  const current = numberOrNull(row.current_value);
  const computed = indicatorProgressOf(row, baseline);
  // Without targets and actuals per period, progress comes from the single target and current value.
  const progress = computed.progress ?? indicatorProgress(baseline, target, current);
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
    baseline_date: row.baseline_date,
    direction: row.direction as IndicatorDirection,
    aggregation: row.aggregation as IndicatorAggregation,
    frequency: row.frequency as IndicatorFrequency,
    kind: row.kind as IndicatorKind,
    multiplier: row.multiplier,
    periods: computed.periods,
    target_total: computed.target_total,
    end_target: target === null ? null : { value: target, year: row.target_year },
    current_target: computed.current_target,
    progress_basis:
      computed.progress !== null && computed.target_total !== null
        ? { kind: 'period_targets', target: computed.target_total }
        : progress !== null && target !== null
          ? { kind: 'end_target', target }
          : null,
    actual_total: computed.actual_total,
    expected_progress: computed.expected_progress,
    status: computed.progress === null ? null : computed.status,
    measure: row.measure_info
      ? {
          ...row.measure_info,
          method: row.measure_info.method as MeasureMethod,
          measured_at: row.measure_info.measured_at ? isoTimestamp(row.measure_info.measured_at) : null,
        }
      : null,
    unit_id: row.unit_id,
    unit_info: row.unit_info,
    group: row.group_info,
    activity_id: row.activity_id,
    activity: row.activity_info,
    disaggregations: row.disaggregations ?? [],
    progress,
    created: isoTimestamp(row.created_at),
    modified: isoTimestamp(row.modified_at),
    abilities,
  };
}

export const presentEntity = (row: EntityRow): PlanEntity => ({
  id: row.id,
  type: 'outcome',
  title: row.title,
  description: row.description,
  level: row.level,
  level_name: row.level_name ?? null,
  parent_id: row.parent_id,
  plan: { id: row.plan_id, name: row.plan_name },
});
