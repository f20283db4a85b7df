import { useDocumentTitle } from '@mantine/hooks';
import { ProfileForm } from '../../../features/auth/settings/profile-form';
import { SettingsPage } from '../../../features/auth/settings/settings-page';
import { t, useTranslation } from '../../../i18n';

export function Component() {
  useTranslation();
  useDocumentTitle(t('settings.docTitle', { page: t('settings.editProfile') }));
  return (
    <SettingsPage title={t('settings.editProfile')} description={t('settings.profileIntro')}>
      <ProfileForm />
    </SettingsPage>
  );
}
