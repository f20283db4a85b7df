import type { ChartType, QuestionSummary } from '@oversight/shared/surveys/results.schemas';
import { formatDate, formatNumber } from '../../../../lib/format';

export type ChartRow = { label: string; value: number; percent?: number };
export type ChartNumbers = { rows: ChartRow[]; categoryLabel: string; valueLabel: string };

const range = (from: number, to: number, whole: boolean) =>
  whole && to - from === 1 ? formatNumber(from) : `${formatNumber(from)} – ${formatNumber(to)}`;

/** The numbers a question's chart draws (and its table lists): one row per choice, range, week or word. */
export function chartNumbers(summary: QuestionSummary): ChartNumbers {
  switch (summary.kind) {
    case 'choice':
      return {
        categoryLabel: 'Answer',
        valueLabel: 'Responses',
        rows: summary.options.map((option) => ({
          label: option.label,
          value: option.count,
          percent: option.percent,
        })),
      };
    case 'number': {
      const whole = summary.histogram.every((bin) => Number.isInteger(bin.from) && Number.isInteger(bin.to));
      return {
        categoryLabel: 'Range',
        valueLabel: 'Answers',
        rows: summary.histogram.map((bin) => ({ label: range(bin.from, bin.to, whole), value: bin.count })),
      };
    }
    case 'date':
      return {
        categoryLabel: 'Week of',
        valueLabel: 'Answers',
        rows: summary.weeks.map((week) => ({ label: formatDate(week.week), value: week.count })),
      };
    case 'text':
      return {
        categoryLabel: 'Word',
        valueLabel: 'Times used',
        rows: summary.words.slice(0, 15).map((word) => ({ label: word.word, value: word.count })),
      };
    default:
      return { categoryLabel: 'Answer', valueLabel: 'Responses', rows: [] };
  }
}

/** The chart drawn for a question's summary card. */
export function defaultChart(summary: QuestionSummary): ChartType {
  if (summary.kind === 'location') return 'map';
  if (summary.kind === 'date') return 'line';
  if (summary.kind === 'other') return 'table';
  return 'bar';
}
