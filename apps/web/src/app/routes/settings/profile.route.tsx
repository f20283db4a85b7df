import { useDocumentTitle } from '@mantine/hooks';
import { ProfileForm } from '../../../features/auth/settings/profile-form';
import { SettingsPage } from '../../../features/auth/settings/settings-page';

export function Component() {
  useDocumentTitle('Edit profile · Settings · Oversight');
  return (
    <SettingsPage title="Edit profile" description="How you appear on your reviews, comments and profile.">
      <ProfileForm />
    </SettingsPage>
  );
}
