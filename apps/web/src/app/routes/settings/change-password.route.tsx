import { useDocumentTitle } from '@mantine/hooks';
import { ChangePasswordForm } from '../../../features/auth/settings/change-password-form';
import { SettingsPage } from '../../../features/auth/settings/settings-page';

export function Component() {
  useDocumentTitle('Change password · Settings · Oversight');
  return (
    <SettingsPage title="Change password">
      <ChangePasswordForm />
    </SettingsPage>
  );
}
