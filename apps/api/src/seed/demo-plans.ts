import type { DbOrTx } from '../db/client.js';
import { indicators, outcomes, plans } from '../db/schema/index.js';

type DemoIndicator = {
  description: string;
  unit: string;
  baseline: number;
  baselineYear: number;
  target: number;
  targetYear: number;
  currentValue: number;
};

const HEALTH_PLAN = {
  name: 'Health Sector Strategic Plan 2026-2030',
  description:
    'The ministry’s five-year plan for safer births and primary health care within reach of every ward.',
  startYear: 2026,
  endYear: 2030,
  outcomes: [
    {
      title: 'Fewer mothers and newborns die',
      description: 'Safer pregnancies and births in every state.',
      indicators: [
        {
          description: 'Maternal deaths per 100,000 live births',
          unit: 'deaths',
          baseline: 512,
          baselineYear: 2023,
          target: 300,
          targetYear: 2030,
          currentValue: 470,
        },
        {
          description: 'Births attended by skilled health personnel',
          unit: '%',
          baseline: 43,
          baselineYear: 2023,
          target: 70,
          targetYear: 2030,
          currentValue: 52,
        },
      ],
    },
    {
      title: 'Every ward has a working primary health care centre',
      description: 'One functional centre per ward, staffed and supplied.',
      indicators: [
        {
          description: 'Wards with a functional primary health care centre',
          unit: '%',
          baseline: 58,
          baselineYear: 2024,
          target: 100,
          targetYear: 2030,
          currentValue: 66,
        },
        {
          description: 'Children fully immunised by their first birthday',
          unit: '%',
          baseline: 57,
          baselineYear: 2023,
          target: 85,
          targetYear: 2030,
          currentValue: 63,
        },
      ],
    },
  ] satisfies { title: string; description: string; indicators: DemoIndicator[] }[],
};

/** One plan of the demo health ministry, with two outcomes and their indicators (`npm start` shows them at /mda/plans). */
export async function seedDemoPlans(db: DbOrTx, tenantId: string, organizationId: string) {
  const { outcomes: outcomeList, ...planValues } = HEALTH_PLAN;
  const [plan] = await db
    .insert(plans)
    .values({ tenantId, organizationId, ...planValues })
    .returning({ id: plans.id });
  for (const { indicators: indicatorList, ...outcomeValues } of outcomeList) {
    const [outcome] = await db
      .insert(outcomes)
      .values({ tenantId, organizationId, planId: plan!.id, ...outcomeValues })
      .returning({ id: outcomes.id });
    await db.insert(indicators).values(
      indicatorList.map((indicator) => ({
        tenantId,
        organizationId,
        planId: plan!.id,
        outcomeId: outcome!.id,
        ...indicator,
      })),
    );
  }
}
