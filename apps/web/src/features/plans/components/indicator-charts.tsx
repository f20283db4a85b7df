import type { IndicatorPeriod } from '@oversight/shared/plans/indicator-values';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';

// The pieces these charts use, as the dashboards' charts do; this file is its own lazy chunk (indicator-chart-lazy.tsx).
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const TARGET = '#1c7ed6';
const ACTUAL = '#008751';
const formatValue = (value: unknown) =>
  typeof value === 'number' ? value.toLocaleString('en-NG', { maximumFractionDigits: 2 }) : '–';

/** A small line of targets (dashed) and actuals over the periods; no axes, no interaction. */
export function Sparkline({ periods }: { periods: IndicatorPeriod[] }) {
  const option = {
    animation: false,
    grid: { left: 2, right: 2, top: 4, bottom: 4 },
    xAxis: { type: 'category', show: false, data: periods.map((period) => period.period) },
    yAxis: { type: 'value', show: false, scale: true },
    series: [
      {
        type: 'line',
        data: periods.map((period) => period.target),
        color: TARGET,
        symbol: 'none',
        lineStyle: { width: 1.5, type: 'dashed' },
        connectNulls: true,
      },
      {
        type: 'line',
        data: periods.map((period) => period.actual),
        color: ACTUAL,
        symbol: 'circle',
        symbolSize: 4,
        lineStyle: { width: 2 },
        connectNulls: true,
      },
    ],
  };
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      style={{ height: 32, width: 96 }}
      notMerge
      lazyUpdate
      opts={{ renderer: 'canvas' }}
    />
  );
}

/** Targets (bars) and actuals (line) per period, with a legend and tooltip. */
export function TargetsActualsChart({ periods, unit }: { periods: IndicatorPeriod[]; unit: string }) {
  const option = {
    animation: false,
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: unknown) => `${formatValue(value)}${unit ? ` ${unit}` : ''}`,
    },
    legend: { bottom: 0 },
    grid: { left: 8, right: 16, top: 16, bottom: 32, containLabel: true },
    xAxis: {
      type: 'category',
      data: periods.map((period) => period.period),
      axisLabel: { rotate: periods.length > 6 ? 45 : 0 },
    },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => formatValue(value) } },
    series: [
      {
        name: 'Target',
        type: 'bar',
        color: TARGET,
        barMaxWidth: 28,
        data: periods.map((period) => period.target),
      },
      {
        name: 'Actual',
        type: 'line',
        color: ACTUAL,
        symbolSize: 8,
        connectNulls: true,
        data: periods.map((period) => period.actual),
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} style={{ height: 280 }} notMerge lazyUpdate />;
}
