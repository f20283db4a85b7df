import { useDocumentTitle } from '@mantine/hooks';
import { InterestsSettings } from '../../../features/auth/settings/interests-settings';
import { SettingsPage } from '../../../features/auth/settings/settings-page';

export function Component() {
  useDocumentTitle('Interests · Settings · Oversight');
  return (
    <SettingsPage title="Interests" description="We use them to suggest projects to you.">
      <InterestsSettings />
    </SettingsPage>
  );
}
