import { useDocumentTitle } from '@mantine/hooks';
import { PrivacySettingsForm } from '../../../features/auth/settings/privacy-settings-form';
import { SettingsPage } from '../../../features/auth/settings/settings-page';

export function Component() {
  useDocumentTitle('Privacy · Settings · Oversight');
  return (
    <SettingsPage title="Privacy and notifications">
      <PrivacySettingsForm />
    </SettingsPage>
  );
}
