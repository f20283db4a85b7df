import { useDocumentTitle } from '@mantine/hooks';
import { PrivacySettingsForm } from '../../../features/auth/settings/privacy-settings-form';
import { SettingsPage } from '../../../features/auth/settings/settings-page';
import { t, useTranslation } from '../../../i18n';

export function Component() {
  useTranslation();
  useDocumentTitle(t('settings.docTitle', { page: t('settings.privacyShort') }));
  return (
    <SettingsPage title={t('settings.privacy')}>
      <PrivacySettingsForm />
    </SettingsPage>
  );
}
