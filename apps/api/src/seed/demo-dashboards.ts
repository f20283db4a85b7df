import type { DbOrTx } from '../db/client.js';
import { dashboards, dashboardVisualizations } from '../db/schema/index.js';

type DemoChart = {
  name: string;
  visualizationType: string;
  groupBy: string;
  aggregationFunction: string;
  valueField?: string;
};

/** Two dashboards of the demo ministry (Federal Ministry of Works) with a few charts, for /mda/custom-dashboards. */
export const DEMO_DASHBOARDS: { name: string; description: string; charts: DemoChart[] }[] = [
  {
    name: 'Federal roads overview',
    description:
      'Road and bridge projects of the ministry and FERMA: how many are ongoing, completed or abandoned, by state and year.',
    charts: [
      {
        name: 'Projects by status',
        visualizationType: 'bar',
        groupBy: 'status',
        aggregationFunction: 'count',
      },
      {
        name: 'Projects started each year',
        visualizationType: 'line',
        groupBy: 'year',
        aggregationFunction: 'count',
      },
    ],
  },
  {
    name: 'Capital budget tracker 2026',
    description:
      'Appropriated, released and spent amounts of this year’s capital projects, for the quarterly review with the National Assembly.',
    charts: [
      {
        name: 'Amount budgeted by sector',
        visualizationType: 'pie',
        groupBy: 'sector',
        aggregationFunction: 'sum',
        valueField: 'amount_budgeted',
      },
      {
        name: 'Amount spent by state',
        visualizationType: 'table',
        groupBy: 'state',
        aggregationFunction: 'sum',
        valueField: 'total_amount_spent',
      },
    ],
  },
];

export async function seedDemoDashboards(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  userId: string,
) {
  for (const { charts, ...dashboard } of DEMO_DASHBOARDS) {
    const [row] = await db
      .insert(dashboards)
      .values({ tenantId, organizationId, createdBy: userId, modifiedBy: userId, ...dashboard })
      .returning({ id: dashboards.id });
    await db.insert(dashboardVisualizations).values(
      charts.map((chart, position) => ({
        tenantId,
        dashboardId: row!.id,
        position,
        createdBy: userId,
        valueField: null,
        ...chart,
      })),
    );
  }
}
