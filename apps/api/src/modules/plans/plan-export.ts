import ExcelJS from 'exceljs';
import { INDICATOR_STATUS_LABELS } from '@oversight/shared/plans/indicator-values';
import type { Indicator, Outcome, Plan } from '@oversight/shared/plans/plans.schemas';

/** The indicator tracking table of a plan: every item by level, its indicators, baseline, targets and actuals per period. */
export async function planTrackingWorkbook(plan: Plan, outcomes: Outcome[], indicators: Indicator[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Indicator tracking');
  const periods = [...new Set(indicators.flatMap((indicator) => indicator.periods.map((period) => period.period)))].sort();
  sheet.addRow([plan.name, plan.framework ?? '', plan.organization.name]).font = { bold: true };
  const header = ['Level', 'Item', 'Indicator', 'Disaggregation', 'Unit', 'Baseline', 'Baseline date', 'Direction', 'Aggregation', 'Frequency'];
  for (const period of periods) header.push(`${period} target`, `${period} actual`);
  header.push('Target total', 'Actual total', 'Progress %', 'Status', 'Measured by form');
  sheet.addRow(header).font = { bold: true };
  const byOutcome = new Map<string, Indicator[]>();
  for (const indicator of indicators) byOutcome.set(indicator.outcome_id, [...(byOutcome.get(indicator.outcome_id) ?? []), indicator]);
  // Depth-first by parent so the table reads as the plan's tree.
  const children = new Map<string | null, Outcome[]>();
  for (const outcome of outcomes) children.set(outcome.parent_id, [...(children.get(outcome.parent_id) ?? []), outcome]);
  const walk = (parent: string | null): Outcome[] => (children.get(parent) ?? []).flatMap((outcome) => [outcome, ...walk(outcome.id)]);
  for (const outcome of walk(null)) {
    const level = outcome.level_name ?? `Level ${outcome.level + 1}`;
    sheet.addRow([level, `${'  '.repeat(outcome.level)}${outcome.title}`]);
    for (const indicator of byOutcome.get(outcome.id) ?? []) {
      const cells: (string | number | null)[] = [
        level,
        outcome.title,
        indicator.description,
        '',
        indicator.unit_info?.name ?? indicator.unit,
        indicator.baseline,
        indicator.baseline_date,
        indicator.direction,
        indicator.aggregation,
        indicator.frequency,
      ];
      for (const name of periods) {
        const period = indicator.periods.find((entry) => entry.period === name);
        cells.push(period?.target ?? null, period?.actual ?? null);
      }
      cells.push(indicator.target_total, indicator.actual_total, indicator.progress, indicator.status ? INDICATOR_STATUS_LABELS[indicator.status] : '', indicator.measure?.survey_name ?? '');
      sheet.addRow(cells);
      for (const category of indicator.disaggregations) {
        for (const option of category.options) {
          const split = periods.flatMap((name) => {
            const period = indicator.periods.find((entry) => entry.period === name);
            return [period?.targets_by_option[option.id] ?? null, period?.actuals_by_option[option.id] ?? null];
          });
          if (split.every((value) => value === null)) continue;
          sheet.addRow([level, outcome.title, indicator.description, `${category.name}: ${option.name}`, '', null, null, '', '', '', ...split]);
        }
      }
    }
  }
  sheet.columns.forEach((column, index) => (column.width = index === 1 || index === 2 ? 40 : 14));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
