import type { Indicator, OutcomeWithIndicators, Plan } from '@oversight/shared/plans/plans.schemas';
import { makeIndicator, makePlan, makePlanItem, PLAN_ID } from '../../../test/fixtures';

/**
 * The plan pages' fixtures: one plan with one outcome of yearly indicators, built on the shared test builders
 * (test/fixtures.ts), which parse them with the shared schemas.
 */

export { PLAN_ID };
export const NOW = '2026-11-22T10:00:00.000Z';
export const OUTCOME_ID = '44444444-4444-4444-8444-444444444444';
/** An indicator's id: `n` from 1 to 9. */
export const indicatorId = (n: number) => `55555555-5555-4555-8555-55555555555${n}`;
export const all = { edit: true, delete: true, manage_stakeholders: true };
export const none = { edit: false, delete: false, manage_stakeholders: false };

export const plan = (abilities: Partial<Plan['abilities']> = {}, extra: Partial<Plan> = {}): Plan =>
  makePlan({
    description: 'Safer births.',
    levels: [],
    outcomes_count: 1,
    indicators_count: 2,
    abilities: {
      view: true,
      edit: true,
      delete: true,
      add_outcome: true,
      manage_stakeholders: true,
      ...abilities,
    },
    ...extra,
  });
export const indicator = (
  id: string,
  description: string,
  values: Partial<Indicator> = {},
  abilities = all,
): Indicator =>
  makeIndicator({
    id,
    outcome_id: OUTCOME_ID,
    description,
    unit: '%',
    baseline: 40,
    baseline_year: 2024,
    target: 90,
    target_year: 2030,
    current_value: 65,
    baseline_date: null,
    aggregation: 'latest',
    frequency: 'yearly',
    periods: [],
    target_total: null,
    end_target: { value: 90, year: 2030 },
    current_target: null,
    progress_basis: { kind: 'end_target', target: 90 },
    actual_total: null,
    expected_progress: null,
    status: null,
    progress: 50,
    abilities,
    ...values,
  });
export const outcome = (
  abilities: OutcomeWithIndicators['abilities'],
  indicators: Indicator[],
): OutcomeWithIndicators =>
  makePlanItem({ id: OUTCOME_ID, level_name: null, title: 'Fewer mothers die', abilities, indicators });
