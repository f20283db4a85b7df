import {
  aggregate,
  elapsedShare,
  periodEnd,
  periodName,
  periodTotal,
  progressOf,
  statusOf,
  type IndicatorAggregation,
  type IndicatorDirection,
  type IndicatorFrequency,
  type IndicatorPeriod,
  type IndicatorStatus,
  type PeriodValue,
} from '@oversight/shared/plans/indicator-values';
import type { IndicatorRow } from './plans.repository.js';

export type IndicatorProgress = {
  periods: IndicatorPeriod[];
  target_total: number | null;
  current_target: { period: string; value: number } | null;
  actual_total: number | null;
  expected_progress: number | null;
  progress: number | null;
  status: IndicatorStatus | null;
};

/** Periods, totals, progress and status of an indicator from its stored values (shared rules in indicator-values.ts). */
export function indicatorProgressOf(
  row: IndicatorRow,
  baseline: number | null,
  now = new Date(),
): IndicatorProgress {
  const frequency = row.frequency as IndicatorFrequency;
  const aggregation = row.aggregation as IndicatorAggregation;
  const direction = row.direction as IndicatorDirection;
  const categoryOf = new Map<string, string>();
  for (const category of row.disaggregations ?? [])
    for (const option of category.options) categoryOf.set(option.id, category.id);
  // Values of options no longer among the indicator's categories are left out.
  const values = (row.period_values ?? []).filter((value) => value.o === null || categoryOf.has(value.o));
  const starts = [...new Set(values.map((value) => value.p))].sort();
  const periods = starts.map((start): IndicatorPeriod => {
    const of = (kind: 'target' | 'actual'): PeriodValue[] =>
      values
        .filter((value) => value.p === start && value.k === kind)
        .map((value) => ({ period_start: value.p, kind, option_id: value.o, value: value.v }));
    const byOption = (list: PeriodValue[]) =>
      Object.fromEntries(
        list.filter((value) => value.option_id).map((value) => [value.option_id!, value.value]),
      );
    const [targets, actuals] = [of('target'), of('actual')];
    const sources = values
      .filter((value) => value.p === start && value.k === 'actual')
      .map((value) => value.s);
    return {
      period: periodName(start, frequency),
      start,
      end: periodEnd(start, frequency),
      target: periodTotal(targets, aggregation, (id) => categoryOf.get(id)),
      actual: periodTotal(actuals, aggregation, (id) => categoryOf.get(id)),
      targets_by_option: byOption(targets),
      actuals_by_option: byOption(actuals),
      actual_source: sources.length ? (sources.includes('form') ? 'form' : 'manual') : null,
    };
  });
  const totals = (kind: 'target' | 'actual') =>
    periods.flatMap((period) =>
      period[kind] === null ? [] : [{ period_start: period.start, value: period[kind] }],
    );
  const targetTotal = aggregate(totals('target'), aggregation);
  const actualTotal = aggregate(totals('actual'), aggregation);
  const targetPeriods = periods.filter((period) => period.target !== null);
  const elapsed = elapsedShare(
    row.baseline_date ?? periods[0]?.start ?? null,
    targetPeriods.at(-1)?.end ?? null,
    now,
  );
  const progress = progressOf({ direction, aggregation, baseline, target: targetTotal, actual: actualTotal });
  const today = now.toISOString().slice(0, 10);
  const current = periods.find((period) => period.start <= today && today < period.end);
  return {
    periods,
    target_total: targetTotal,
    current_target:
      current && current.target !== null ? { period: current.period, value: current.target } : null,
    actual_total: actualTotal,
    expected_progress: elapsed === null ? null : Math.round(elapsed * 1000) / 10,
    progress,
    status: statusOf(progress, direction, elapsed),
  };
}
