import { isChartKind, type ChartKind } from '@oversight/shared/kinds';

/** How a dashboard shows each chart kind: drawn with ECharts (visualization-chart.tsx) or as a table of numbers. */
const SHOWN_AS: Record<ChartKind, 'chart' | 'table'> = {
  bar: 'chart',
  bar_stacked: 'chart',
  bar_horizontal: 'chart',
  line: 'chart',
  area: 'chart',
  pie: 'chart',
  doughnut: 'chart',
  scatter: 'chart',
  map: 'chart',
  table: 'table',
  number: 'table',
};

/** The kinds drawn with ECharts; visualization-chart.tsx has an option builder for each. */
export type DrawnKind = Exclude<ChartKind, 'table' | 'number'>;

/** What to show for a chart's kind as the server names it; 'unknown' for a kind this build cannot draw. */
export function chartShape(
  kind: string,
): { as: 'chart'; kind: DrawnKind } | { as: 'table' } | { as: 'unknown' } {
  if (!isChartKind(kind)) return { as: 'unknown' };
  return SHOWN_AS[kind] === 'table' ? { as: 'table' } : { as: 'chart', kind: kind as DrawnKind };
}
