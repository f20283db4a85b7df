import ExcelJS from 'exceljs';
import { INDICATOR_STATUS_LABELS } from '@oversight/shared/plans/indicator-values';
import type { Activity } from '@oversight/shared/plans/activities.schemas';
import type { Indicator, Outcome, Plan } from '@oversight/shared/plans/plans.schemas';

/** What a plan export holds: the plan, its items, indicators and activities (as the API presents them). */
export type PlanExportInput = {
  plan: Plan;
  outcomes: Outcome[];
  indicators: Indicator[];
  activities: Activity[];
};

export type TrackingRow =
  | { kind: 'item'; level: string; depth: number; title: string }
  | { kind: 'indicator'; level: string; item: string; indicator: Indicator; values: (number | null)[] }
  | {
      kind: 'split';
      level: string;
      item: string;
      indicator: Indicator;
      label: string;
      values: (number | null)[];
    };

const levelName = (outcome: Outcome) => outcome.level_name ?? `Level ${outcome.level + 1}`;

/** The plan's items depth-first by parent, so tables read as the plan's tree. */
export function itemsInTreeOrder(outcomes: Outcome[]): Outcome[] {
  const children = new Map<string | null, Outcome[]>();
  for (const outcome of outcomes)
    children.set(outcome.parent_id, [...(children.get(outcome.parent_id) ?? []), outcome]);
  const walk = (parent: string | null): Outcome[] =>
    (children.get(parent) ?? []).flatMap((outcome) => [outcome, ...walk(outcome.id)]);
  return walk(null);
}

/**
 * The indicator tracking table both exports print: the periods (every period with a target or an actual, oldest
 * first) and the rows: each item, its indicators with target and actual per period, then their disaggregated rows.
 */
export function trackingTable(
  outcomes: Outcome[],
  indicators: Indicator[],
): { periods: string[]; rows: TrackingRow[] } {
  const periods = [
    ...new Set(indicators.flatMap((indicator) => indicator.periods.map((period) => period.period))),
  ].sort();
  const byOutcome = new Map<string, Indicator[]>();
  for (const indicator of indicators)
    byOutcome.set(indicator.outcome_id, [...(byOutcome.get(indicator.outcome_id) ?? []), indicator]);
  const rows: TrackingRow[] = [];
  for (const outcome of itemsInTreeOrder(outcomes)) {
    const level = levelName(outcome);
    rows.push({ kind: 'item', level, depth: outcome.level, title: outcome.title });
    for (const indicator of byOutcome.get(outcome.id) ?? []) {
      const periodOf = (name: string) => indicator.periods.find((entry) => entry.period === name);
      rows.push({
        kind: 'indicator',
        level,
        item: outcome.title,
        indicator,
        values: periods.flatMap((name) => [periodOf(name)?.target ?? null, periodOf(name)?.actual ?? null]),
      });
      for (const category of indicator.disaggregations) {
        for (const option of category.options) {
          const values = periods.flatMap((name) => [
            periodOf(name)?.targets_by_option[option.id] ?? null,
            periodOf(name)?.actuals_by_option[option.id] ?? null,
          ]);
          if (values.every((value) => value === null)) continue;
          rows.push({
            kind: 'split',
            level,
            item: outcome.title,
            indicator,
            label: `${category.name}: ${option.name}`,
            values,
          });
        }
      }
    }
  }
  return { periods, rows };
}

/** "1500000.00" -> "NGN 1,500,000.00" (the string is exact money: no float on the way). */
export function moneyText(value: string | null): string {
  if (!value) return '';
  const [whole = '0', fraction = '00'] = value.split('.');
  return `NGN ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0')}`;
}

export type ActivityExportRow = { item: string; activity: Activity; projects: string };

/** The activities in the order of the plan's tree, each with its linked projects in one line. */
export function activityRows(outcomes: Outcome[], activities: Activity[]): ActivityExportRow[] {
  const byOutcome = new Map<string, Activity[]>();
  for (const activity of activities)
    byOutcome.set(activity.outcome_id, [...(byOutcome.get(activity.outcome_id) ?? []), activity]);
  return itemsInTreeOrder(outcomes).flatMap((outcome) =>
    (byOutcome.get(outcome.id) ?? []).map((activity) => ({
      item: outcome.title,
      activity,
      projects: activity.projects
        .map((project) => {
          const money = [
            project.total_project_cost && `cost ${moneyText(project.total_project_cost)}`,
            project.total_amount_released && `released ${moneyText(project.total_amount_released)}`,
            project.total_amount_spent && `spent ${moneyText(project.total_amount_spent)}`,
          ].filter(Boolean);
          return `${project.name} (${[project.status_label, `${project.percentage_completed}% done`, ...money].join(', ')})`;
        })
        .join('; '),
    })),
  );
}

export const statusLabel = (indicator: Indicator) =>
  indicator.status ? INDICATOR_STATUS_LABELS[indicator.status] : '';

/** The indicator tracking table of a plan as a workbook: the table, then the activities on a sheet of their own. */
export async function planTrackingWorkbook({
  plan,
  outcomes,
  indicators,
  activities,
}: PlanExportInput): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Indicator tracking');
  const { periods, rows } = trackingTable(outcomes, indicators);
  sheet.addRow([plan.name, plan.framework ?? '', plan.organization.name]).font = { bold: true };
  const header = [
    'Level',
    'Item',
    'Indicator',
    'Disaggregation',
    'Unit',
    'Baseline',
    'Baseline date',
    'Direction',
    'Aggregation',
    'Frequency',
  ];
  for (const period of periods) header.push(`${period} target`, `${period} actual`);
  header.push('Target total', 'Actual total', 'Progress %', 'Status', 'Measured by form');
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) {
    if (row.kind === 'item') sheet.addRow([row.level, `${'  '.repeat(row.depth)}${row.title}`]);
    else if (row.kind === 'split')
      sheet.addRow([
        row.level,
        row.item,
        row.indicator.description,
        row.label,
        '',
        null,
        null,
        '',
        '',
        '',
        ...row.values,
      ]);
    else {
      const { indicator } = row;
      sheet.addRow([
        row.level,
        row.item,
        indicator.description,
        '',
        indicator.unit_info?.name ?? indicator.unit,
        indicator.baseline,
        indicator.baseline_date,
        indicator.direction,
        indicator.aggregation,
        indicator.frequency,
        ...row.values,
        indicator.target_total,
        indicator.actual_total,
        indicator.progress,
        statusLabel(indicator),
        indicator.measure?.survey_name ?? '',
      ]);
    }
  }
  sheet.columns.forEach((column, index) => (column.width = index === 1 || index === 2 ? 40 : 14));

  const activitySheet = workbook.addWorksheet('Activities');
  activitySheet.addRow([
    'Item',
    'Activity',
    'Status',
    'Start',
    'End',
    'Budget (NGN)',
    'Responsible department',
    'Linked projects',
  ]).font = { bold: true };
  for (const { item, activity, projects } of activityRows(outcomes, activities)) {
    activitySheet.addRow([
      item,
      activity.name,
      activity.status_label,
      activity.start_date,
      activity.end_date,
      // Money stays exact: a decimal string, as the API answers it.
      activity.budget,
      activity.department?.name ?? '',
      projects,
    ]);
  }
  activitySheet.columns.forEach(
    (column, index) => (column.width = index === 1 || index === 7 ? 48 : index === 0 ? 32 : 16),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
