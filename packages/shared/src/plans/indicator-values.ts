import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../pagination.js';

/** Targets and actuals per period: periods, aggregation, progress and status (the API computes, the web shows the rule). */

export const INDICATOR_DIRECTIONS = ['increase', 'decrease', 'maintain'] as const;
export const INDICATOR_AGGREGATIONS = ['sum', 'average', 'latest'] as const;
export const INDICATOR_FREQUENCIES = ['monthly', 'quarterly', 'yearly'] as const;
export const INDICATOR_STATUSES = ['on_track', 'at_risk', 'off_track'] as const;
/** number: one value per period; percentage: a numerator and a denominator per period (see ratioOf). */
export const INDICATOR_KINDS = ['number', 'percentage'] as const;
export type IndicatorKind = (typeof INDICATOR_KINDS)[number];
export const INDICATOR_KIND_LABELS: Readonly<Record<IndicatorKind, string>> = {
  number: 'Number',
  percentage: 'Percentage or rate (numerator / denominator)',
};
/** The stored value kinds of a percentage indicator's parts. */
export const RATIO_PARTS = [
  'numerator_target',
  'numerator_actual',
  'denominator_target',
  'denominator_actual',
] as const;
export type RatioPart = (typeof RATIO_PARTS)[number];

/**
 * A percentage or rate: sum of numerators / sum of denominators x multiplier (never the mean of per-period
 * percentages). Null when a side is missing or the denominators add up to 0. Rounded to 4 decimals.
 */
export function ratioOf(
  numerators: readonly number[],
  denominators: readonly number[],
  multiplier: number,
): number | null {
  if (!numerators.length || !denominators.length) return null;
  const denominator = denominators.reduce((total, value) => total + value, 0);
  if (denominator === 0) return null;
  const numerator = numerators.reduce((total, value) => total + value, 0);
  return Math.round((numerator / denominator) * multiplier * 10000) / 10000;
}
export type IndicatorDirection = (typeof INDICATOR_DIRECTIONS)[number];
export type IndicatorAggregation = (typeof INDICATOR_AGGREGATIONS)[number];
export type IndicatorFrequency = (typeof INDICATOR_FREQUENCIES)[number];
export type IndicatorStatus = (typeof INDICATOR_STATUSES)[number];

export const INDICATOR_DIRECTION_LABELS: Readonly<Record<IndicatorDirection, string>> = {
  increase: 'Increase (higher is better)',
  decrease: 'Decrease (lower is better)',
  maintain: 'Maintain (stay at the target)',
};
export const INDICATOR_AGGREGATION_LABELS: Readonly<Record<IndicatorAggregation, string>> = {
  sum: 'Sum of the periods (cumulative)',
  average: 'Average of the periods',
  latest: 'Latest period',
};
export const INDICATOR_FREQUENCY_LABELS: Readonly<Record<IndicatorFrequency, string>> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};
export const INDICATOR_STATUS_LABELS: Readonly<Record<IndicatorStatus, string>> = {
  on_track: 'On track',
  at_risk: 'At risk',
  off_track: 'Off track',
};

/** The status rule, as the screens show it. */
export const INDICATOR_STATUS_RULE =
  'Progress is compared with the share of the indicator’s time that has passed (from its baseline date, or its first ' +
  'period, to the end of its last target period): at least 90% of that share is on track, at least 70% at risk, less ' +
  'is off track. An indicator to maintain is on track within 10% of its target, at risk within 30%, off track beyond.';
export const ON_TRACK_RATIO = 0.9;
export const AT_RISK_RATIO = 0.7;

// Periods. A period is named "2026" (yearly), "2026-Q2" (quarterly) or "2026-05" (monthly) and stored as its first day.

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (year: number, month: number) => `${year}-${pad(month)}-01`;

/** The first day of the period (of this frequency) named by `input`, a period name or any date inside it; null if neither. */
export function periodStart(input: string, frequency: IndicatorFrequency): string | null {
  const text = input.trim();
  let year: number;
  let month = 1;
  let match: RegExpExecArray | null;
  if ((match = /^(\d{4})$/.exec(text))) year = Number(match[1]);
  else if ((match = /^(\d{4})-Q([1-4])$/i.exec(text)))
    [year, month] = [Number(match[1]), (Number(match[2]) - 1) * 3 + 1];
  else if ((match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text))) {
    [year, month] = [Number(match[1]), Number(match[2])];
    const day = match[3] ? Number(match[3]) : 1;
    if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate())
      return null;
  } else return null;
  if (year < 1960 || year > 2100) return null;
  if (frequency === 'yearly') return isoDay(year, 1);
  if (frequency === 'quarterly') return isoDay(year, Math.floor((month - 1) / 3) * 3 + 1);
  return isoDay(year, month);
}

/** The period's name: "2026", "2026-Q2" or "2026-05". */
export function periodName(start: string, frequency: IndicatorFrequency): string {
  const [year, month] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
  if (frequency === 'yearly') return String(year);
  if (frequency === 'quarterly') return `${year}-Q${Math.floor((month - 1) / 3) + 1}`;
  return `${year}-${pad(month)}`;
}

/** The first day after the period. */
export function periodEnd(start: string, frequency: IndicatorFrequency): string {
  const [year, month] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
  const months = frequency === 'yearly' ? 12 : frequency === 'quarterly' ? 3 : 1;
  const next = new Date(Date.UTC(year, month - 1 + months, 1));
  return isoDay(next.getUTCFullYear(), next.getUTCMonth() + 1);
}

// Values and the computation.

export type PeriodValue = {
  period_start: string;
  kind: 'target' | 'actual' | RatioPart;
  option_id: string | null;
  value: number;
};

/**
 * A period's total: the value entered without a disaggregation when there is one; otherwise the values entered per
 * option of one category, summed (aggregation sum) or averaged (average, latest). `categoryOf` maps an option to its category.
 */
export function periodTotal(
  values: PeriodValue[],
  aggregation: IndicatorAggregation,
  categoryOf: (optionId: string) => string | undefined,
): number | null {
  const total = values.find((value) => value.option_id === null);
  if (total) return total.value;
  const byCategory = new Map<string, number[]>();
  for (const value of values) {
    const category = categoryOf(value.option_id!);
    if (category) byCategory.set(category, [...(byCategory.get(category) ?? []), value.value]);
  }
  // The category with the most options entered speaks for the period.
  const parts = [...byCategory.values()].sort((a, b) => b.length - a.length)[0];
  if (!parts?.length) return null;
  const sum = parts.reduce((acc, value) => acc + value, 0);
  return aggregation === 'sum' ? sum : sum / parts.length;
}

/** Period totals over the indicator's life: sum, mean, or the latest period's (null when there is none). */
export function aggregate(
  totals: { period_start: string; value: number }[],
  aggregation: IndicatorAggregation,
): number | null {
  if (!totals.length) return null;
  if (aggregation === 'sum') return totals.reduce((acc, total) => acc + total.value, 0);
  if (aggregation === 'average') return totals.reduce((acc, total) => acc + total.value, 0) / totals.length;
  return [...totals].sort((a, b) => a.period_start.localeCompare(b.period_start)).at(-1)!.value;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Share of the way to the target reached, 0-100 (more than 100 when exceeded, for increase/decrease; capped at 100 for
 * maintain). Sums count from zero; otherwise from the baseline when there is one. Null when it cannot be known.
 */
export function progressOf(input: {
  direction: IndicatorDirection;
  aggregation: IndicatorAggregation;
  baseline: number | null;
  target: number | null;
  actual: number | null;
}): number | null {
  const { direction, aggregation, target, actual } = input;
  if (target === null || actual === null) return null;
  if (direction === 'maintain') {
    if (target === 0) return actual === 0 ? 100 : 0;
    return round1(Math.max(0, 100 - (Math.abs(actual - target) / Math.abs(target)) * 100));
  }
  const from = aggregation === 'sum' ? 0 : (input.baseline ?? 0);
  if (target === from) return null;
  // The same formula serves both directions: a decrease has target < from, so the signs cancel.
  const share = ((actual - from) / (target - from)) * 100;
  return round1(Math.max(0, share));
}

/** The status by INDICATOR_STATUS_RULE; null without progress. `elapsed` is the share of time passed, 0-1. */
export function statusOf(
  progress: number | null,
  direction: IndicatorDirection,
  elapsed: number | null,
): IndicatorStatus | null {
  if (progress === null) return null;
  const ratio =
    direction === 'maintain'
      ? progress / 100
      : elapsed === null || elapsed <= 0
        ? 1
        : progress / (elapsed * 100);
  if (ratio >= ON_TRACK_RATIO) return 'on_track';
  if (ratio >= AT_RISK_RATIO) return 'at_risk';
  return 'off_track';
}

/** Share of the time from `start` to `end` (ISO days) that has passed at `now`, 0-1. */
export function elapsedShare(start: string | null, end: string | null, now: Date): number | null {
  if (!start || !end) return null;
  const [from, to] = [Date.parse(`${start}T00:00:00Z`), Date.parse(`${end}T00:00:00Z`)];
  if (!(to > from)) return null;
  return Math.min(1, Math.max(0, (now.getTime() - from) / (to - from)));
}

// What a value may be: the unit's kind constrains it, and periods lie within the plan's years.

/** Why `value` cannot be a value of a unit of this kind (number, percent, currency, count), or null when it can. */
export function unitValueProblem(kind: string | null | undefined, value: number): string | null {
  if (kind === 'count' && !(Number.isInteger(value) && value >= 0))
    return 'A count is a whole number, 0 or more.';
  if (kind === 'percent' && !(value >= 0 && value <= 100)) return 'A percentage is from 0 to 100.';
  if (kind === 'currency' && !(value >= 0)) return 'An amount of money is 0 or more.';
  return null;
}

/** Why the period starting `start` lies outside the plan's years (either may be unset), or null when it does not. */
export function planYearsProblem(
  start: string,
  years: { start_year: number | null; end_year: number | null },
): string | null {
  const year = Number(start.slice(0, 4));
  const { start_year: from, end_year: to } = years;
  if ((from !== null && year < from) || (to !== null && year > to))
    return `The plan runs ${from ?? '…'}–${to ?? '…'}; choose a period within those years.`;
  return null;
}

// Request bodies: targets and actuals set with the indicator (PATCH /plans/indicators/{id}/).

export const periodValueInputSchema = z.object({
  period: z
    .string({ error: 'Name the period: 2026, 2026-Q2, 2026-05 or a date in it.' })
    .trim()
    .min(4, 'Name the period: 2026, 2026-Q2, 2026-05 or a date in it.')
    .max(10, 'Name the period: 2026, 2026-Q2, 2026-05 or a date in it.'),
  /** A disaggregation option of one of the indicator's categories; absent or null for the total. */
  option_id: z.uuid('An option id is a UUID.').nullable().default(null),
  /** The value; null removes it. */
  value: z
    .number({ error: 'Enter a number (or null to remove it).' })
    .refine((value) => Number.isFinite(value), 'Enter a number.')
    .nullable(),
});
export type PeriodValueInput = z.infer<typeof periodValueInputSchema>;
export const periodValuesSchema = z
  .array(periodValueInputSchema, { error: 'Give a list of {period, option_id, value}.' })
  .max(500, 'At most 500 values at once.');

export const indicatorPeriodSchema = z.object({
  period: z.string(),
  start: z.iso.date(),
  end: z.iso.date(),
  target: z.number().nullable(),
  actual: z.number().nullable(),
  /** Per disaggregation option id: the values entered for it. */
  targets_by_option: z.record(z.string(), z.number()),
  actuals_by_option: z.record(z.string(), z.number()),
  /** Where the period's actual came from: entered by hand or computed from a form. */
  actual_source: z.enum(['manual', 'form']).nullable(),
  /**
   * A percentage indicator's parts for the period (null for a number indicator): its target and actual are
   * numerator / denominator x multiplier of these.
   */
  ratio: z
    .object({
      numerator_target: z.number().nullable(),
      denominator_target: z.number().nullable(),
      numerator_actual: z.number().nullable(),
      denominator_actual: z.number().nullable(),
    })
    .nullable(),
});
export type IndicatorPeriod = z.infer<typeof indicatorPeriodSchema>;

/** GET /plans/indicators/scale-options/: the choices for an indicator's scale and the status rule. */
export const scaleOptionsSchema = z.object({
  directions: z.array(z.object({ value: z.enum(INDICATOR_DIRECTIONS), label: z.string() })),
  aggregations: z.array(z.object({ value: z.enum(INDICATOR_AGGREGATIONS), label: z.string() })),
  frequencies: z.array(z.object({ value: z.enum(INDICATOR_FREQUENCIES), label: z.string() })),
  statuses: z.array(z.object({ value: z.enum(INDICATOR_STATUSES), label: z.string() })),
  status_rule: z.string(),
});

export const scaleOptions = () => ({
  directions: INDICATOR_DIRECTIONS.map((value) => ({ value, label: INDICATOR_DIRECTION_LABELS[value] })),
  aggregations: INDICATOR_AGGREGATIONS.map((value) => ({
    value,
    label: INDICATOR_AGGREGATION_LABELS[value],
  })),
  frequencies: INDICATOR_FREQUENCIES.map((value) => ({ value, label: INDICATOR_FREQUENCY_LABELS[value] })),
  statuses: INDICATOR_STATUSES.map((value) => ({ value, label: INDICATOR_STATUS_LABELS[value] })),
  status_rule: INDICATOR_STATUS_RULE,
});

// Notes and history

/** POST /plans/indicators/{id}/notes/: an actual entered with its explanation (or, without value_change, a note alone). */
export const indicatorNoteBodySchema = z.object({
  note: z
    .string({ error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Write the note.') })
    .trim()
    .min(1, 'Write the note.')
    .max(2000, 'At most 2000 characters.'),
  /** The period's new actual; absent or null keeps the value and records the note alone. */
  value_change: z
    .number({ error: 'Enter the new actual as a number.' })
    .refine((value) => Number.isFinite(value), 'Enter a number.')
    .nullable()
    .default(null),
  /** The period (2026, 2026-Q2, 2026-05 or a date in it); the current period when absent. */
  period: z
    .string({ error: 'Name the period: 2026, 2026-Q2, 2026-05 or a date in it.' })
    .trim()
    .max(10, 'Name the period: 2026, 2026-Q2, 2026-05 or a date in it.')
    .optional(),
  option_id: z.uuid('An option id is a UUID.').nullable().default(null),
  /** The old client's field; the path names the indicator. */
  indicator_id: z.uuid('An indicator id is a UUID.').optional(),
});
export type IndicatorNoteBody = z.infer<typeof indicatorNoteBodySchema>;
export type IndicatorNoteInput = z.input<typeof indicatorNoteBodySchema>;

export const indicatorChangeSchema = z.object({
  id: z.uuid(),
  period: z.string(),
  period_start: z.iso.date(),
  kind: z.enum(['target', 'actual', ...RATIO_PARTS]),
  option: z.object({ id: z.uuid().nullable(), name: z.string() }).nullable(),
  old_value: z.number().nullable(),
  new_value: z.number().nullable(),
  note: z.string(),
  source: z.enum(['manual', 'form']),
  changed_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  changed_at: z.iso.datetime({ offset: true }),
});
export type IndicatorChange = z.infer<typeof indicatorChangeSchema>;
export const indicatorChangePageSchema = pageOf(indicatorChangeSchema);
/** GET /plans/indicators/{id}/history/. */
export const indicatorHistoryQuerySchema = pageQuerySchema(25);

// Actuals from a form

export const MEASURE_METHODS = ['count', 'sum', 'average', 'share'] as const;
export type MeasureMethod = (typeof MEASURE_METHODS)[number];
export const MEASURE_METHOD_LABELS: Readonly<Record<MeasureMethod, string>> = {
  count: 'Number of responses',
  sum: 'Sum of a numeric answer',
  average: 'Average of a numeric answer',
  share: 'Share of responses choosing a value (%)',
};

const questionName = z
  .string({ error: 'Name the question (its name in the form).' })
  .trim()
  .min(1, 'Name the question (its name in the form).')
  .max(200, 'At most 200 characters.');
const choiceValue = z
  .string({ error: 'Give the choice value.' })
  .trim()
  .min(1, 'Give the choice value.')
  .max(200, 'At most 200 characters.');

/**
 * An indicator measured by a form of its organisation: its actual for each period is computed from the responses
 * submitted in that period (a pg-boss job, when asked and every hour).
 */
export const measureInputSchema = z
  .object({
    survey_id: z.uuid('Choose a form of the indicator’s organisation (its id).'),
    method: z.enum(MEASURE_METHODS, { error: 'Choose a method: count, sum, average or share.' }),
    question: questionName.nullable().default(null),
    value: choiceValue.nullable().default(null),
    filter_question: questionName.nullable().default(null),
    filter_value: choiceValue.nullable().default(null),
  })
  .superRefine((measure, ctx) => {
    if (measure.method !== 'count' && !measure.question)
      ctx.addIssue({
        code: 'custom',
        path: ['question'],
        message: `Name the question to ${measure.method === 'share' ? 'count the choice of' : measure.method}.`,
      });
    if (measure.method === 'share' && !measure.value)
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'Give the choice value whose share is measured.',
      });
    if (!!measure.filter_question !== !!measure.filter_value) {
      ctx.addIssue({
        code: 'custom',
        path: ['filter_value'],
        message: 'A filter needs both its question and its value.',
      });
    }
  });
export type MeasureInput = z.infer<typeof measureInputSchema>;

export const measureSchema = z.object({
  survey_id: z.uuid(),
  survey_name: z.string(),
  method: z.enum(MEASURE_METHODS),
  question: z.string().nullable(),
  value: z.string().nullable(),
  filter_question: z.string().nullable(),
  filter_value: z.string().nullable(),
  /** When the actuals were last computed (null until the first run). */
  measured_at: z.iso.datetime({ offset: true }).nullable(),
});
export const measureTaskSchema = z.object({ task_id: z.string() });
