import {
  aggregate,
  elapsedShare,
  periodEnd,
  periodName,
  periodTotal,
  progressOf,
  RATIO_PARTS,
  ratioOf,
  statusOf,
  type IndicatorAggregation,
  type IndicatorDirection,
  type IndicatorFrequency,
  type IndicatorPeriod,
  type IndicatorStatus,
  type PeriodValue,
  type RatioPart,
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
  const percentage = row.kind === 'percentage';
  const periods = starts.map((start): IndicatorPeriod => {
    const of = (kind: PeriodValue['kind']): PeriodValue[] =>
      values
        .filter((value) => value.p === start && value.k === kind)
        .map((value) => ({ period_start: value.p, kind, option_id: value.o, value: value.v }));
    const byOption = (list: PeriodValue[]) =>
      Object.fromEntries(
        list.filter((value) => value.option_id).map((value) => [value.option_id!, value.value]),
      );
    const sources = values
      .filter((value) => value.p === start && (value.k === 'actual' || value.k.endsWith('_actual')))
      .map((value) => value.s);
    if (percentage) {
      // The period's parts add up over the options (sum), then the ratio is taken once.
      const part = (kind: RatioPart) => periodTotal(of(kind), 'sum', (id) => categoryOf.get(id));
      const ratio = Object.fromEntries(RATIO_PARTS.map((kind) => [kind, part(kind)])) as Record<
        RatioPart,
        number | null
      >;
      const of2 = (numerator: number | null, denominator: number | null) =>
        numerator === null || denominator === null
          ? null
          : ratioOf([numerator], [denominator], row.multiplier);
      return {
        period: periodName(start, frequency),
        start,
        end: periodEnd(start, frequency),
        target: of2(ratio.numerator_target, ratio.denominator_target),
        actual: of2(ratio.numerator_actual, ratio.denominator_actual),
        targets_by_option: {},
        actuals_by_option: {},
        actual_source: sources.length ? (sources.includes('form') ? 'form' : 'manual') : null,
        ratio,
      };
    }
    const [targets, actuals] = [of('target'), of('actual')];
    return {
      period: periodName(start, frequency),
      start,
      end: periodEnd(start, frequency),
      target: periodTotal(targets, aggregation, (id) => categoryOf.get(id)),
      actual: periodTotal(actuals, aggregation, (id) => categoryOf.get(id)),
      targets_by_option: byOption(targets),
      actuals_by_option: byOption(actuals),
      actual_source: sources.length ? (sources.includes('form') ? 'form' : 'manual') : null,
      ratio: null,
    };
  });
  const totals = (kind: 'target' | 'actual') =>
    periods.flatMap((period) =>
      period[kind] === null ? [] : [{ period_start: period.start, value: period[kind] }],
    );
  // A percentage overall is sum(numerators) / sum(denominators) over the periods that have both, never a mean.
  const overall = (side: 'target' | 'actual') => {
    const paired = periods.flatMap((period) => {
      const numerator = period.ratio?.[`numerator_${side}`] ?? null;
      const denominator = period.ratio?.[`denominator_${side}`] ?? null;
      return numerator === null || denominator === null ? [] : [{ numerator, denominator }];
    });
    return ratioOf(
      paired.map((pair) => pair.numerator),
      paired.map((pair) => pair.denominator),
      row.multiplier,
    );
  };
  const targetTotal = percentage ? overall('target') : aggregate(totals('target'), aggregation);
  const actualTotal = percentage ? overall('actual') : aggregate(totals('actual'), aggregation);
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
