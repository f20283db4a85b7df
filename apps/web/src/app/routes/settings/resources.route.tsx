import { useDocumentTitle } from '@mantine/hooks';
import { ResourceList } from '../../../features/content/resource-list';
import { SettingsPage } from '../../../features/auth/settings/settings-page';

export function Component() {
  useDocumentTitle('Resources · Settings · Oversight');
  return (
    <SettingsPage title="Resources" description="Guides and policies for using Oversight.">
      <ResourceList />
    </SettingsPage>
  );
}
