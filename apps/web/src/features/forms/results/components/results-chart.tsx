import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { ChartNumbers } from './chart-rows';

// The same ECharts setup as the dashboards' charts: only these pieces, in a lazy chunk of its own.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

const GREEN = '#008751';
const PALETTE = [
  '#008751',
  '#1c7ed6',
  '#f08c00',
  '#ae3ec9',
  '#e03131',
  '#0c8599',
  '#5c940d',
  '#d6336c',
  '#495057',
  '#364fc7',
];
const formatValue = (value: number) => value.toLocaleString('en-NG', { maximumFractionDigits: 2 });

/** A bar, pie or line chart of one question's numbers; `label` names it for screen readers (the table follows). */
export default function ResultsChart({
  type,
  numbers,
  label,
}: {
  type: 'bar' | 'pie' | 'line';
  numbers: ChartNumbers;
  label: string;
}) {
  const labels = numbers.rows.map((row) => row.label);
  const values = numbers.rows.map((row) => row.value);
  const option =
    type === 'pie'
      ? {
          animation: false,
          color: PALETTE,
          tooltip: { trigger: 'item', valueFormatter: formatValue },
          legend: { bottom: 0, type: 'scroll' },
          series: [
            {
              name: numbers.valueLabel,
              type: 'pie',
              radius: ['35%', '65%'],
              center: ['50%', '45%'],
              label: { show: false },
              data: numbers.rows
                .filter((row) => row.value > 0)
                .map((row) => ({ name: row.label, value: row.value })),
            },
          ],
        }
      : type === 'bar'
        ? {
            // Horizontal bars: long choice labels stay readable on a phone.
            animation: false,
            tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: formatValue },
            grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
            xAxis: {
              type: 'value',
              minInterval: 1,
              axisLabel: { formatter: (value: number) => formatValue(value) },
            },
            yAxis: {
              type: 'category',
              data: labels,
              inverse: true,
              axisLabel: { width: 130, overflow: 'truncate' },
            },
            series: [{ name: numbers.valueLabel, type: 'bar', color: GREEN, barMaxWidth: 22, data: values }],
          }
        : {
            animation: false,
            tooltip: { trigger: 'axis', valueFormatter: formatValue },
            grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
            xAxis: {
              type: 'category',
              data: labels,
              axisLabel: { rotate: labels.length > 4 ? 45 : 0, width: 90, overflow: 'truncate' },
            },
            yAxis: {
              type: 'value',
              minInterval: 1,
              axisLabel: { formatter: (value: number) => formatValue(value) },
            },
            series: [{ name: numbers.valueLabel, type: 'line', color: GREEN, data: values }],
          };
  const height = type === 'bar' ? Math.max(140, numbers.rows.length * 28 + 40) : 260;
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore echarts={echarts} option={option} style={{ height }} notMerge lazyUpdate />
    </div>
  );
}
