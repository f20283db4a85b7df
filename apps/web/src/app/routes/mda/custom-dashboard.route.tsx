import { useParams } from 'react-router';
import { DashboardDetail } from '../../../features/dashboards/components/dashboard-detail';
import { ShareItemButton } from '../../../features/stakeholders/components/share-dialog';

/** /mda/custom-dashboards/{id}: one dashboard, with the Share button for those who manage its stakeholders. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <DashboardDetail
      id={id}
      renderShare={(dashboard) =>
        dashboard.abilities.manage_stakeholders ? (
          <ShareItemButton contentType="dashboard" contentId={dashboard.id} itemName={dashboard.name} />
        ) : null
      }
    />
  );
}
