import type { Dashboard, DashboardAbilities } from '@oversight/shared/dashboards/dashboards.schemas';
import type { DashboardRow } from './dashboards.repository.js';
import { isoTimestamp } from '../../platform/timestamps.js';

export function presentDashboard(
  row: DashboardRow,
  currentOrganizationId: string | null,
  abilities: DashboardAbilities,
): Dashboard {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    organization: { public_id: row.organization_id, name: row.organization_name },
    created_by: row.creator_id ? { public_id: row.creator_id, display_name: row.creator_name ?? '' } : null,
    access: row.organization_id === currentOrganizationId ? 'owned' : 'shared',
    created: isoTimestamp(row.created_at),
    modified: isoTimestamp(row.modified_at),
    abilities,
  };
}
