import type { DbOrTx } from '../client.js';
import { dashboards } from '../schema/index.js';

/** Two dashboards of the demo ministry (Federal Ministry of Works), so /mda/custom-dashboards has something to show. */
export const DEMO_DASHBOARDS = [
  {
    name: 'Federal roads overview',
    description: 'Road and bridge projects of the ministry and FERMA: how many are ongoing, completed or abandoned, by state and year.',
  },
  {
    name: 'Capital budget tracker 2026',
    description: 'Appropriated, released and spent amounts of this year’s capital projects, for the quarterly review with the National Assembly.',
  },
] as const;

export async function seedDemoDashboards(db: DbOrTx, tenantId: string, organizationId: string, userId: string) {
  await db.insert(dashboards).values(DEMO_DASHBOARDS.map((dashboard) => ({ tenantId, organizationId, createdBy: userId, modifiedBy: userId, ...dashboard })));
}
