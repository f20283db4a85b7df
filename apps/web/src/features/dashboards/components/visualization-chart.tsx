import type { VisualizationData } from '@oversight/shared/dashboards/visualizations.schemas';
import { BarChart, LineChart, MapChart, PieChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useEffect, useRef } from 'react';
import { registerChart } from '../export/chart-registry';
import { NIGERIA_MAP_CREDIT, NIGERIA_STATES_SVG } from '../map/nigeria-states-svg';
import { pieSlices } from '../pie-slices';
import type { DrawnKind } from './chart-kinds';

// Only the pieces these charts use; this file is its own lazy chunk (dashboard-charts.tsx imports it lazily).
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  ScatterChart,
  MapChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);
echarts.registerMap('nigeria-states', { svg: NIGERIA_STATES_SVG });

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

/** Rows with series become one ECharts series per series key, over the categories in order. */
function bySeries(data: VisualizationData) {
  const categories: string[] = [];
  const seen = new Set<string>();
  for (const row of data.rows) {
    if (seen.has(row.label)) continue;
    seen.add(row.label);
    categories.push(row.label);
  }
  if (!data.series_label)
    return {
      categories,
      series: [
        {
          name: data.value_label,
          values: categories.map((label) => data.rows.find((row) => row.label === label)?.value ?? 0),
        },
      ],
    };
  const names = [...new Set(data.rows.map((row) => row.series_label ?? 'Not set'))];
  return {
    categories,
    series: names.map((name) => ({
      name,
      values: categories.map(
        (label) =>
          data.rows.find((row) => row.label === label && (row.series_label ?? 'Not set') === name)?.value ??
          0,
      ),
    })),
  };
}

const axisValue = { type: 'value', axisLabel: { formatter: (value: number) => formatValue(value) } };

/** Every series of the rows, and the second measure as one more series when there is one. */
function seriesOf(data: VisualizationData) {
  const { categories, series } = bySeries(data);
  const second = data.value2_label
    ? [{ name: data.value2_label, values: data.rows.map((row) => row.value2 ?? 0) }]
    : [];
  const all = [...series, ...second];
  const legend = all.length > 1 ? { bottom: 0, type: 'scroll' } : undefined;
  return { categories, all, legend };
}

function pieOption(type: DrawnKind, data: VisualizationData) {
  return {
    animation: false,
    color: PALETTE,
    tooltip: { trigger: 'item', valueFormatter: formatValue },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        name: data.value_label,
        type: 'pie',
        radius: type === 'doughnut' ? ['40%', '65%'] : ['0%', '65%'],
        center: ['50%', '45%'],
        label: { show: false },
        data: pieSlices(data.rows).map((row) => ({ name: row.label, value: row.value })),
      },
    ],
  };
}

function mapOption(_type: DrawnKind, data: VisualizationData) {
  const values = data.rows.map((row) => row.value);
  return {
    animation: false,
    tooltip: { trigger: 'item', valueFormatter: formatValue },
    visualMap: {
      min: 0,
      max: Math.max(1, ...values),
      left: 0,
      bottom: 0,
      text: ['High', 'Low'],
      calculable: false,
      inRange: { color: ['#e6f4ea', GREEN] },
    },
    series: [
      {
        name: data.value_label,
        type: 'map',
        map: 'nigeria-states',
        roam: false,
        emphasis: { label: { show: false } },
        data: data.rows
          .filter((row) => row.key)
          .map((row) => ({ name: row.key!.toUpperCase(), value: row.value })),
      },
    ],
  };
}

function scatterOption(_type: DrawnKind, data: VisualizationData) {
  return {
    animation: false,
    color: [GREEN],
    tooltip: {
      trigger: 'item',
      formatter: (point: { data: [number, number, string] }) =>
        `${point.data[2]}: ${formatValue(point.data[0])}, ${formatValue(point.data[1])}`,
    },
    grid: { left: 8, right: 24, top: 24, bottom: 24, containLabel: true },
    xAxis: { ...axisValue, name: data.value2_label ?? '', nameLocation: 'middle', nameGap: 28 },
    yAxis: { ...axisValue, name: data.value_label },
    series: [
      {
        type: 'scatter',
        symbolSize: 12,
        data: data.rows.map((row) => [row.value2 ?? 0, row.value, row.label]),
      },
    ],
  };
}

function barOption(type: DrawnKind, data: VisualizationData) {
  const { categories, all, legend } = seriesOf(data);
  const horizontal = type === 'bar_horizontal';
  const categoryAxis = {
    type: 'category',
    data: categories,
    inverse: horizontal,
    axisLabel: horizontal
      ? { width: 130, overflow: 'truncate' }
      : { rotate: categories.length > 4 ? 40 : 0, width: 90, overflow: 'truncate' },
  };
  return {
    animation: false,
    color: PALETTE,
    legend,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: formatValue },
    grid: { left: 8, right: 24, top: 16, bottom: legend ? 32 : 8, containLabel: true },
    xAxis: horizontal ? axisValue : categoryAxis,
    yAxis: horizontal ? categoryAxis : axisValue,
    series: all.map((entry) => ({
      name: entry.name,
      type: 'bar',
      stack: type === 'bar_stacked' ? 'total' : undefined,
      barMaxWidth: 28,
      data: entry.values,
    })),
  };
}

function lineOption(type: DrawnKind, data: VisualizationData) {
  const { categories, all, legend } = seriesOf(data);
  return {
    animation: false,
    color: PALETTE,
    legend,
    tooltip: { trigger: 'axis', valueFormatter: formatValue },
    grid: { left: 8, right: 16, top: 16, bottom: legend ? 32 : 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: categories,
      boundaryGap: false,
      axisLabel: { rotate: categories.length > 4 ? 45 : 0, width: 90, overflow: 'truncate' },
    },
    yAxis: axisValue,
    series: all.map((entry) => ({
      name: entry.name,
      type: 'line',
      areaStyle: type === 'area' ? { opacity: 0.25 } : undefined,
      data: entry.values,
    })),
  };
}

/** How each kind drawn with ECharts becomes its option: a kind missing here is a type error. */
const OPTIONS: Record<DrawnKind, (type: DrawnKind, data: VisualizationData) => object> = {
  bar: barOption,
  bar_stacked: barOption,
  bar_horizontal: barOption,
  line: lineOption,
  area: lineOption,
  pie: pieOption,
  doughnut: pieOption,
  scatter: scatterOption,
  map: mapOption,
};

/** One chart drawn with ECharts; `label` names it for screen readers; `exportId` lets the dashboard export its image. */
export default function VisualizationChart({
  type,
  data,
  label,
  exportId,
}: {
  type: DrawnKind;
  data: VisualizationData;
  label: string;
  exportId?: string;
}) {
  const chart = useRef<ReactEChartsCore>(null);
  useEffect(() => {
    if (!exportId) return undefined;
    return registerChart(
      exportId,
      () =>
        chart.current
          ?.getEchartsInstance()
          .getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }) ?? null,
    );
  }, [exportId]);
  const categories = new Set(data.rows.map((row) => row.label)).size;
  const height = type === 'bar_horizontal' ? Math.max(180, categories * 28 + 40) : type === 'map' ? 360 : 280;
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore
        ref={chart}
        echarts={echarts}
        option={OPTIONS[type](type, data)}
        style={{ height }}
        notMerge
        lazyUpdate
      />
      {type === 'map' ? <span style={{ fontSize: 11, color: '#495057' }}>{NIGERIA_MAP_CREDIT}</span> : null}
    </div>
  );
}
