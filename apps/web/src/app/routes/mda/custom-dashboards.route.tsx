import { useDocumentTitle } from '@mantine/hooks';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import { DashboardsScreen } from '../../../features/dashboards/components/dashboard-list';
import { ShareItemButton } from '../../../features/stakeholders/components/share-dialog';
import { useAuthStore } from '../../../lib/auth-store';
import { roleAllows } from '../../../lib/workspace';

/** /mda/custom-dashboards: the dashboards list, with each row's Share button for those who manage its stakeholders. */
export function Component() {
  useDocumentTitle('Dashboards · Oversight');
  const organization = useAuthStore((s) => s.currentOrganization);
  const canCreate =
    !!organization &&
    !organization.is_personal &&
    roleAllows(organization, PERMISSIONS.CREATE_EDIT_DASHBOARD);
  return (
    <DashboardsScreen
      canCreate={canCreate}
      renderShare={(dashboard) =>
        dashboard.abilities.manage_stakeholders ? (
          <ShareItemButton
            contentType="dashboard"
            contentId={dashboard.id}
            itemName={dashboard.name}
            compact
          />
        ) : null
      }
    />
  );
}
