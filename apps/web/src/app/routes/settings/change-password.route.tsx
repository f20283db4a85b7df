import { useDocumentTitle } from '@mantine/hooks';
import { ChangePasswordForm } from '../../../features/auth/settings/change-password-form';
import { SettingsPage } from '../../../features/auth/settings/settings-page';
import { t, useTranslation } from '../../../i18n';

export function Component() {
  useTranslation();
  useDocumentTitle(t('settings.docTitle', { page: t('settings.changePassword') }));
  return (
    <SettingsPage title={t('settings.changePassword')}>
      <ChangePasswordForm />
    </SettingsPage>
  );
}
