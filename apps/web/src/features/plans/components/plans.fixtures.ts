import {
  indicatorSchema,
  outcomeWithIndicatorsSchema,
  planSchema,
  type Indicator,
  type OutcomeWithIndicators,
  type Plan,
} from '@oversight/shared/plans/plans.schemas';

/** Plan fixtures of the web tests, parsed by the shared schemas so they cannot drift from the contract. */

export const NOW = '2026-11-22T10:00:00.000Z';
export const PLAN_ID = '11111111-1111-4111-8111-111111111111';
export const OUTCOME_ID = '44444444-4444-4444-8444-444444444444';
/** An indicator's id: `n` from 1 to 9. */
export const indicatorId = (n: number) => `55555555-5555-4555-8555-55555555555${n}`;
export const all = { edit: true, delete: true, manage_stakeholders: true };
export const none = { edit: false, delete: false, manage_stakeholders: false };

export const plan = (abilities: Partial<Plan['abilities']> = {}, extra: Partial<Plan> = {}): Plan =>
  planSchema.parse({
    id: PLAN_ID,
    name: 'Health Sector Strategic Plan',
    description: 'Safer births.',
    start_year: 2026,
    end_year: 2030,
    framework: 'MTNDP',
    levels: [],
    organization: { id: '22222222-2222-4222-8222-222222222222', name: 'Federal Ministry of Health' },
    outcomes_count: 1,
    indicators_count: 2,
    created: NOW,
    modified: NOW,
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
  indicatorSchema.parse({
    id,
    plan_id: PLAN_ID,
    outcome_id: OUTCOME_ID,
    description,
    unit: '%',
    baseline: 40,
    baseline_year: 2024,
    target: 90,
    target_year: 2030,
    current_value: 65,
    baseline_date: null,
    direction: 'increase',
    aggregation: 'latest',
    frequency: 'yearly',
    periods: [],
    target_total: null,
    actual_total: null,
    expected_progress: null,
    status: null,
    measure: null,
    unit_id: null,
    unit_info: null,
    group: null,
    activity_id: null,
    activity: null,
    disaggregations: [],
    progress: 50,
    created: NOW,
    modified: NOW,
    abilities,
    ...values,
  });
export const outcome = (
  abilities: OutcomeWithIndicators['abilities'],
  indicators: Indicator[],
): OutcomeWithIndicators =>
  outcomeWithIndicatorsSchema.parse({
    id: OUTCOME_ID,
    plan_id: PLAN_ID,
    parent_id: null,
    level: 0,
    level_name: null,
    title: 'Fewer mothers die',
    description: '',
    indicators_count: indicators.length,
    created: NOW,
    modified: NOW,
    abilities,
    indicators,
  });
