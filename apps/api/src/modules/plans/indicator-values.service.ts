import { sql } from 'drizzle-orm';
import { periodStart, type IndicatorFrequency, type PeriodValueInput } from '@oversight/shared/plans/indicator-values';
import type { DbOrTx } from '../../db/client.js';
import { fieldError } from '../../platform/errors.js';
import * as repo from './plans.repository.js';

/** The option ids of the indicator's disaggregation categories (as they are inside the transaction). */
async function optionsOf(db: DbOrTx, indicatorId: string): Promise<Set<string>> {
  const result = await db.execute<{ id: string }>(sql`
    SELECT o.id FROM indicator_disaggregations d JOIN disaggregation_options o ON o.category_id = d.category_id
    WHERE d.indicator_id = ${indicatorId}::uuid`);
  return new Set(result.rows.map((row) => row.id));
}

/**
 * Sets targets or actuals of an indicator, each for a period named in its frequency and optionally one option of its
 * disaggregations; a null value removes one. Every change is logged with who and, for notes, why.
 */
export async function applyPeriodValues(
  db: DbOrTx,
  indicator: { id: string; frequency: IndicatorFrequency },
  kind: 'target' | 'actual',
  inputs: PeriodValueInput[],
  who: { userId: string | null; source: 'manual' | 'form'; note?: string },
  field: string,
) {
  if (!inputs.length) return;
  const options = inputs.some((input) => input.option_id) ? await optionsOf(db, indicator.id) : new Set<string>();
  const seen = new Set<string>();
  for (const [index, input] of inputs.entries()) {
    const start = periodStart(input.period, indicator.frequency);
    if (!start) {
      throw fieldError(field, `Item ${index + 1}: "${input.period}" names no ${indicator.frequency} period (e.g. ${example[indicator.frequency]}, or a date in it).`);
    }
    if (input.option_id && !options.has(input.option_id)) {
      throw fieldError(field, `Item ${index + 1}: the option is not one of the indicator's disaggregations.`);
    }
    const key = `${start}/${input.option_id ?? ''}`;
    if (seen.has(key)) throw fieldError(field, `Item ${index + 1}: the same period and option appear twice.`);
    seen.add(key);
    await repo.setValue(
      db,
      { indicatorId: indicator.id, periodStart: start, kind, optionId: input.option_id },
      { value: input.value, source: who.source, userId: who.userId, note: who.note ?? '' },
    );
  }
}

const example: Record<IndicatorFrequency, string> = { yearly: '2026', quarterly: '2026-Q2', monthly: '2026-05' };
