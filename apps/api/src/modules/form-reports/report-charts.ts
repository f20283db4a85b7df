import * as echarts from 'echarts';
import sharp from 'sharp';
import type { ReportChartType, ResolvedBlock } from '@oversight/shared/surveys/reports.schemas';
import type { QuestionSummary } from '@oversight/shared/surveys/results.schemas';

/**
 * Charts of report blocks drawn on the server: ECharts renders SVG without a browser (its SSR mode), sharp turns the
 * SVG into a PNG that both pdfkit and docx embed. Every chart's numbers are also written as a table beside it.
 */

export type Series = { caption: string; labels: string[]; values: number[]; percents: (number | null)[] };

const numberText = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 2 });
const MAX_BARS = 20;

/** The numbers a chart shows: choices with counts and %, number ranges, weeks, or the most used words. */
export function seriesOf(summary: QuestionSummary): Series | null {
  switch (summary.kind) {
    case 'choice':
      return {
        caption: 'Answer',
        labels: summary.options.map((o) => o.label),
        values: summary.options.map((o) => o.count),
        percents: summary.options.map((o) => o.percent),
      };
    case 'number':
      return {
        caption: 'Range',
        labels: summary.histogram.map((bin) =>
          bin.to - bin.from === 1 && Number.isInteger(bin.from)
            ? numberText(bin.from)
            : `${numberText(bin.from)}-${numberText(bin.to)}`,
        ),
        values: summary.histogram.map((bin) => bin.count),
        percents: summary.histogram.map((bin) =>
          summary.answered ? Math.round((bin.count / summary.answered) * 1000) / 10 : 0,
        ),
      };
    case 'date':
      return {
        caption: 'Week of',
        labels: summary.weeks.map((week) => week.week),
        values: summary.weeks.map((week) => week.count),
        percents: summary.weeks.map(() => null),
      };
    case 'text': {
      const words = summary.words.slice(0, 15);
      return {
        caption: 'Word',
        labels: words.map((word) => word.word),
        values: words.map((word) => word.count),
        percents: words.map(() => null),
      };
    }
    default:
      return null;
  }
}

/** Statistics of a number question as label/value lines (count, min, max, mean, median, sum). */
export function numberStats(summary: QuestionSummary): [string, string][] {
  if (summary.kind !== 'number') return [];
  const show = (value: number | null) => (value === null ? '-' : numberText(value));
  return [
    ['Answered', numberText(summary.answered)],
    ['Smallest', show(summary.min)],
    ['Largest', show(summary.max)],
    ['Mean', show(summary.mean)],
    ['Median', show(summary.median)],
    ['Sum', show(summary.sum)],
  ];
}

const WIDTH = 640;
const PALETTE = ['#1c7ed6', '#2f9e44', '#f08c00', '#e8590c', '#7048e8', '#0c8599', '#c2255c', '#5c940d'];

function optionOf(series: Series, chartType: ReportChartType) {
  const labels = series.labels.slice(0, MAX_BARS);
  const values = series.values.slice(0, MAX_BARS);
  const text = {
    fontFamily: 'DejaVu Sans, Liberation Sans, Arial, sans-serif',
    fontSize: 13,
    color: '#212529',
  };
  if (chartType === 'pie') {
    return {
      animation: false,
      color: PALETTE,
      textStyle: text,
      series: [
        {
          type: 'pie',
          radius: ['0%', '62%'],
          data: labels.map((name, index) => ({ name, value: values[index] })),
          label: { formatter: '{b}: {c} ({d}%)', ...text },
        },
      ],
    };
  }
  if (chartType === 'line') {
    return {
      animation: false,
      color: PALETTE,
      textStyle: text,
      grid: { left: 48, right: 24, top: 24, bottom: 64 },
      xAxis: { type: 'category', data: labels, axisLabel: { rotate: labels.length > 6 ? 30 : 0, ...text } },
      yAxis: { type: 'value', minInterval: 1, axisLabel: text },
      series: [{ type: 'line', data: values, label: { show: true, ...text }, lineStyle: { width: 3 } }],
    };
  }
  // Bars run sideways so long answer labels stay readable.
  return {
    animation: false,
    color: PALETTE,
    textStyle: text,
    grid: { left: 16, right: 56, top: 16, bottom: 24, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, axisLabel: text },
    yAxis: {
      type: 'category',
      inverse: true,
      data: labels.map((label) => (label.length > 28 ? `${label.slice(0, 27)}…` : label)),
      axisLabel: text,
    },
    series: [
      { type: 'bar', data: values, barMaxWidth: 28, label: { show: true, position: 'right', ...text } },
    ],
  };
}

async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 144 }).png().toBuffer();
}

function render(option: echarts.EChartsCoreOption, height: number): string {
  // SSR mode takes no DOM element.
  const chart = echarts.init(null, null, {
    renderer: 'svg',
    ssr: true,
    width: WIDTH,
    height,
  });
  try {
    chart.setOption(option);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

export type ChartImage = { png: Buffer; width: number; height: number };

/** A chart block's image, or null when it has nothing to draw. */
export async function chartImage(
  block: Extract<ResolvedBlock, { type: 'chart' }>,
): Promise<ChartImage | null> {
  const series = block.summary && seriesOf(block.summary);
  if (!series || !series.values.some((value) => value > 0)) return null;
  const bars = Math.min(series.labels.length, MAX_BARS);
  const height = block.chart_type === 'bar' ? Math.max(160, 40 + bars * 30) : 320;
  return { png: await svgToPng(render(optionOf(series, block.chart_type), height)), width: WIDTH, height };
}

/** A map block's points on longitude/latitude axes (no map tiles: a report is read offline). */
export async function mapImage(block: Extract<ResolvedBlock, { type: 'map' }>): Promise<ChartImage | null> {
  const summary = block.summary;
  if (!summary || summary.kind !== 'location' || !summary.points.length || !summary.bounds) return null;
  const { south, west, north, east } = summary.bounds;
  const pad = (low: number, high: number) => Math.max((high - low) * 0.1, 0.01);
  const height = 360;
  const option = {
    animation: false,
    grid: { left: 56, right: 24, top: 16, bottom: 40 },
    xAxis: {
      type: 'value',
      name: 'Longitude',
      nameLocation: 'middle',
      nameGap: 26,
      min: +(west - pad(west, east)).toFixed(3),
      max: +(east + pad(west, east)).toFixed(3),
    },
    yAxis: {
      type: 'value',
      name: 'Latitude',
      nameLocation: 'middle',
      nameGap: 40,
      min: +(south - pad(south, north)).toFixed(3),
      max: +(north + pad(south, north)).toFixed(3),
    },
    series: [
      {
        type: 'scatter',
        symbolSize: 9,
        itemStyle: { color: '#e8590c', opacity: 0.8 },
        data: summary.points.map((point) => [point.longitude, point.latitude]),
      },
    ],
  };
  return { png: await svgToPng(render(option, height)), width: WIDTH, height };
}
