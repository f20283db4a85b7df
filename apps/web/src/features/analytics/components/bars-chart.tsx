import { Text } from '@mantine/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { echarts } from './echarts';

export interface BarSeries {
  name: string;
  color: string;
  /** null: a withheld figure ("fewer than 5"), drawn as no bar. */
  data: (number | null)[];
}

const ROW_HEIGHT = 26;

/**
 * Bars per category: horizontal (long names, one row each) or vertical (months). The wrapper is an image named by
 * `label`; the figures are in the card's table.
 */
export function BarsChart({
  categories,
  series,
  label,
  horizontal = true,
  stacked = false,
  format = (value: number) => value.toLocaleString('en-NG'),
}: {
  categories: string[];
  series: BarSeries[];
  label: string;
  horizontal?: boolean;
  stacked?: boolean;
  format?: (value: number) => string;
}) {
  const categoryAxis = {
    type: 'category',
    data: categories,
    ...(horizontal
      ? { inverse: true, axisLabel: { width: 130, overflow: 'truncate' } }
      : { axisLabel: { hideOverlap: true } }),
  };
  const valueAxis = {
    type: 'value',
    minInterval: 1,
    axisLabel: { formatter: (value: number) => (value ? format(value) : '0') },
  };
  const option = {
    animation: false,
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value: number | null | undefined) =>
        value === null || value === undefined ? 'fewer than 5' : format(value),
    },
    legend: series.length > 1 ? { top: 0, type: 'scroll', itemWidth: 12, itemHeight: 12 } : undefined,
    grid: { left: 8, right: 16, top: series.length > 1 ? 32 : 8, bottom: 8, containLabel: true },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: series.map((s) => ({
      name: s.name,
      type: 'bar',
      stack: stacked ? 'all' : undefined,
      color: s.color,
      barMaxWidth: 18,
      data: s.data.map((value) => (value === null ? '-' : value)),
    })),
  };
  const height = horizontal
    ? Math.max(140, categories.length * ROW_HEIGHT + (series.length > 1 ? 56 : 24))
    : 260;
  // Groups withheld in every series draw no bar: named under the chart, so an empty row is not read as none.
  const withheld = categories.filter((_, index) => series.every((s) => s.data[index] === null));
  const allWithheld = withheld.length > 0 && withheld.length === categories.length;
  return (
    <>
      {allWithheld ? null : (
        <div role="img" aria-label={label}>
          <ReactEChartsCore echarts={echarts} option={option} style={{ height }} notMerge lazyUpdate />
        </div>
      )}
      {withheld.length ? (
        <Text size="sm" c="dimmed" mt={allWithheld ? 0 : 'xs'}>
          {allWithheld
            ? `Every group here has fewer than 5, so none is drawn: ${withheld.join(', ')}.`
            : `Fewer than 5 each, not drawn: ${withheld.join(', ')}.`}
        </Text>
      ) : null}
    </>
  );
}
