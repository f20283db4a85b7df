import ReactEChartsCore from 'echarts-for-react/esm/core';
import { formatMoney } from '../../../lib/format';
import { STATUS_SERIES, type AnalysisRow } from '../api/analysis';
import { echarts } from './echarts';

const ROW_HEIGHT = 26;

/** Projects per status, one stacked horizontal bar per state, SDG or ministry. */
export function StatusChart({ rows, label }: { rows: AnalysisRow[]; label: string }) {
  const names = rows.map((r) => r.name);
  const option = {
    animation: false,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, type: 'scroll', itemWidth: 12, itemHeight: 12 },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: names, inverse: true, axisLabel: { width: 150, overflow: 'truncate' } },
    series: STATUS_SERIES.map((s) => ({
      name: s.label,
      type: 'bar',
      stack: 'status',
      color: s.color,
      barMaxWidth: 18,
      data: rows.map((r) => r[s.key]),
    })),
  };
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        style={{ height: Math.max(160, rows.length * ROW_HEIGHT + 64) }}
        notMerge
        lazyUpdate
      />
    </div>
  );
}

/** Budget per state, SDG or ministry, largest first. */
export function BudgetChart({ rows, label }: { rows: AnalysisRow[]; label: string }) {
  const sorted = [...rows].sort((a, b) => Number(b.Budget) - Number(a.Budget));
  const option = {
    animation: false,
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value: number) => formatMoney(value),
    },
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', axisLabel: { formatter: (value: number) => (value ? formatMoney(value) : '0') } },
    yAxis: {
      type: 'category',
      data: sorted.map((r) => r.name),
      inverse: true,
      axisLabel: { width: 150, overflow: 'truncate' },
    },
    series: [
      {
        name: 'Budget',
        type: 'bar',
        color: '#008751',
        barMaxWidth: 18,
        data: sorted.map((r) => Number(r.Budget) || 0),
      },
    ],
  };
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        style={{ height: Math.max(160, sorted.length * ROW_HEIGHT + 32) }}
        notMerge
        lazyUpdate
      />
    </div>
  );
}
