import { sql } from 'drizzle-orm';
import {
  periodName,
  periodStart,
  planYearsProblem,
  unitValueProblem,
  type IndicatorChange,
  type IndicatorFrequency,
  type IndicatorNoteBody,
  type PeriodValueInput,
  type RatioPart,
} from '@oversight/shared/plans/indicator-values';
import type { Database, DbOrTx } from '../../db/client.js';
import { fieldError } from '../../platform/errors.js';
import * as repo from './plans.repository.js';

/** The option ids of the indicator's disaggregation categories (as they are inside the transaction). */
async function optionsOf(db: DbOrTx, indicatorId: string): Promise<Set<string>> {
  const result = await db.execute<{ id: string }>(sql`
    SELECT o.id FROM indicator_disaggregations d JOIN disaggregation_options o ON o.category_id = d.category_id
    WHERE d.indicator_id = ${indicatorId}::uuid`);
  return new Set(result.rows.map((row) => row.id));
}

/** The plan's years and the unit's kind, which bound every value of the indicator (read inside the transaction). */
async function boundsOf(db: DbOrTx, indicatorId: string) {
  const result = await db.execute<{
    start_year: number | null;
    end_year: number | null;
    kind: string | null;
  }>(sql`
    SELECT p.start_year, p.end_year, u.kind FROM indicators i JOIN plans p ON p.id = i.plan_id
    LEFT JOIN plan_units u ON u.id = i.unit_id WHERE i.id = ${indicatorId}::uuid`);
  return result.rows[0] ?? { start_year: null, end_year: null, kind: null };
}

/** The indicator's own baseline, end target and current value fit its unit's kind (checked after a write, in its transaction). */
export async function checkIndicatorScalars(db: DbOrTx, indicatorId: string) {
  const result = await db.execute<{
    baseline: number | null;
    target: number | null;
    current_value: number | null;
    kind: string | null;
  }>(sql`
    SELECT i.baseline, i.target, i.current_value, u.kind FROM indicators i LEFT JOIN plan_units u ON u.id = i.unit_id
    WHERE i.id = ${indicatorId}::uuid`);
  const row = result.rows[0];
  if (!row?.kind) return;
  for (const field of ['baseline', 'target', 'current_value'] as const) {
    const value = row[field];
    const problem = value === null ? null : unitValueProblem(row.kind, value);
    if (problem) throw fieldError(field, problem);
  }
}

/** Where errors go: one list field (`targets`), or the note's own fields. */
type Fields = string | { period: string; value: string; option: string };

/**
 * Sets targets or actuals of an indicator, each for a period named in its frequency and optionally one option of its
 * disaggregations; a null value removes one. Every change is logged with who and, for notes, why.
 */
export async function applyPeriodValues(
  db: DbOrTx,
  indicator: { tenantId: string; id: string; frequency: IndicatorFrequency },
  kind: 'target' | 'actual' | RatioPart,
  inputs: PeriodValueInput[],
  who: { userId: string | null; source: 'manual' | 'form'; note?: string },
  fields: Fields,
) {
  if (!inputs.length) return;
  const named = typeof fields === 'string' ? { period: fields, value: fields, option: fields } : fields;
  const at = (index: number) => (typeof fields === 'string' ? `Item ${index + 1}: ` : '');
  const bounds = await boundsOf(db, indicator.id);
  const options = inputs.some((input) => input.option_id)
    ? await optionsOf(db, indicator.id)
    : new Set<string>();
  const seen = new Set<string>();
  for (const [index, input] of inputs.entries()) {
    const start = periodStart(input.period, indicator.frequency);
    if (!start) {
      throw fieldError(
        named.period,
        `${at(index)}"${input.period}" names no ${indicator.frequency} period (e.g. ${example[indicator.frequency]}, or a date in it).`,
      );
    }
    const outside = planYearsProblem(start, bounds);
    if (outside) throw fieldError(named.period, `${at(index)}${outside}`);
    // A percentage's parts are counts: the unit's kind bounds the computed percentage, not them.
    const part = kind !== 'target' && kind !== 'actual';
    if (part && input.value !== null && input.value < 0)
      throw fieldError(named.value, `${at(index)}a numerator or denominator is 0 or more.`);
    const unfit = input.value === null || part ? null : unitValueProblem(bounds.kind, input.value);
    if (unfit) throw fieldError(named.value, `${at(index)}${unfit}`);
    if (input.option_id && !options.has(input.option_id)) {
      throw fieldError(named.option, `${at(index)}the option is not one of the indicator's disaggregations.`);
    }
    const key = `${start}/${input.option_id ?? ''}`;
    if (seen.has(key)) throw fieldError(named.option, `${at(index)}the same period and option appear twice.`);
    seen.add(key);
    await repo.setValue(
      db,
      indicator.tenantId,
      { indicatorId: indicator.id, periodStart: start, kind, optionId: input.option_id },
      { value: input.value, source: who.source, userId: who.userId, note: who.note ?? '' },
    );
  }
}

/** The numerators and denominators a request sets, by stored kind and the body field they come from. */
export type RatioInputs = Partial<
  Record<`${'numerator' | 'denominator'}_${'targets' | 'actuals'}`, PeriodValueInput[]>
>;
const RATIO_FIELDS = [
  ['numerator_target', 'numerator_targets'],
  ['denominator_target', 'denominator_targets'],
  ['numerator_actual', 'numerator_actuals'],
  ['denominator_actual', 'denominator_actuals'],
] as const;

/**
 * Sets a percentage indicator's numerators and denominators (a number indicator refuses them, and a percentage
 * refuses plain targets and actuals: its values are computed).
 */
export async function applyRatioValues(
  db: DbOrTx,
  indicator: { tenantId: string; id: string; frequency: IndicatorFrequency; kind: string },
  body: RatioInputs & { targets?: PeriodValueInput[]; actuals?: PeriodValueInput[] },
  who: { userId: string | null },
) {
  if (indicator.kind === 'percentage') {
    for (const field of ['targets', 'actuals'] as const)
      if (body[field]?.length)
        throw fieldError(
          field,
          `A percentage's ${field} are computed: set numerator_${field} and denominator_${field}.`,
        );
  } else {
    for (const [, field] of RATIO_FIELDS)
      if (body[field]?.length)
        throw fieldError(field, 'Only a percentage indicator has numerators and denominators.');
    return;
  }
  for (const [kind, field] of RATIO_FIELDS)
    await applyPeriodValues(
      db,
      indicator,
      kind,
      body[field] ?? [],
      { userId: who.userId, source: 'manual' },
      field,
    );
}

const example: Record<IndicatorFrequency, string> = {
  yearly: '2026',
  quarterly: '2026-Q2',
  monthly: '2026-05',
};

export function presentChange(row: repo.ChangeRow, frequency: IndicatorFrequency): IndicatorChange {
  return {
    id: row.id,
    period: periodName(row.period_start, frequency),
    period_start: row.period_start,
    kind: row.kind,
    option: row.option_id || row.option_name ? { id: row.option_id, name: row.option_name ?? '' } : null,
    old_value: row.old_value === null ? null : row.old_value,
    new_value: row.new_value === null ? null : row.new_value,
    note: row.note,
    source: row.source,
    changed_by: row.changed_by_id ? { id: row.changed_by_id, name: row.changed_by_name ?? '' } : null,
    changed_at: new Date(row.changed_at).toISOString(),
  };
}

/** Records a note on the period's actual, with the new value when it brings one; answers the logged change. */
export async function addNote(
  db: Database,
  indicator: { tenantId: string; id: string; frequency: IndicatorFrequency },
  body: IndicatorNoteBody,
  userId: string,
  now = new Date(),
): Promise<IndicatorChange> {
  const period = body.period ?? now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const start = periodStart(period, indicator.frequency);
    if (!start)
      throw fieldError(
        'period',
        `"${period}" names no ${indicator.frequency} period (e.g. ${example[indicator.frequency]}, or a date in it).`,
      );
    let value = body.value_change;
    if (value === null) {
      const current = await tx.execute<{
        value: number;
      }>(sql`SELECT value FROM indicator_values WHERE indicator_id = ${indicator.id}::uuid
        AND period_start = ${start}::date AND kind = 'actual' AND option_id IS NOT DISTINCT FROM ${body.option_id}::uuid`);
      value = current.rows[0] ? current.rows[0].value : null;
    }
    await applyPeriodValues(
      tx,
      indicator,
      'actual',
      [{ period: start, option_id: body.option_id, value }],
      { userId, source: 'manual', note: body.note },
      { period: 'period', value: 'value_change', option: 'option_id' },
    );
    const latest = await repo.selectChangePage(tx, indicator.id, { limit: 1, offset: 0 });
    return presentChange(latest.rows[0]!, indicator.frequency);
  });
}
