import { useParams } from 'react-router';
import { PublicDashboard } from '../../../features/dashboards/components/public-dashboard';

/** /dashboards/public/{token}: a dashboard shared by its public link, read-only, no sign-in. */
export function Component() {
  const { token = '' } = useParams();
  return <PublicDashboard token={token} />;
}
