import { Skeleton } from '@mantine/core';
import type { IndicatorPeriod } from '@oversight/shared/plans/indicator-values';
import { lazy, Suspense } from 'react';

// ECharts stays out of the plan page's first load: both charts come in one lazy chunk.
const LazySparkline = lazy(() =>
  import('./indicator-charts').then((module) => ({ default: module.Sparkline })),
);
const LazyChart = lazy(() =>
  import('./indicator-charts').then((module) => ({ default: module.TargetsActualsChart })),
);

const summary = (periods: IndicatorPeriod[], unit: string) =>
  periods
    .map(
      (period) =>
        `${period.period}: target ${period.target ?? 'none'}, actual ${period.actual ?? 'none'}${unit && (period.target ?? period.actual) !== null ? ` ${unit}` : ''}`,
    )
    .join('; ');

/** The sparkline of targets vs actuals beside an indicator in the tree (its numbers as the image's name). */
export function IndicatorSparkline({
  periods,
  unit,
  name,
}: {
  periods: IndicatorPeriod[];
  unit: string;
  name: string;
}) {
  if (!periods.length) return null;
  return (
    <div
      role="img"
      aria-label={`Targets and actuals of ${name}: ${summary(periods, unit)}`}
      style={{ width: 96, height: 32, flex: 'none' }}
    >
      <Suspense fallback={<Skeleton height={32} width={96} />}>
        <LazySparkline periods={periods} />
      </Suspense>
    </div>
  );
}

/** The indicator page's chart; the table beside it carries the same numbers. */
export function IndicatorChart({
  periods,
  unit,
  name,
}: {
  periods: IndicatorPeriod[];
  unit: string;
  name: string;
}) {
  return (
    <div role="img" aria-label={`Chart of the targets and actuals of ${name} per period`}>
      <Suspense fallback={<Skeleton height={280} />}>
        <LazyChart periods={periods} unit={unit} />
      </Suspense>
    </div>
  );
}
