import { useDocumentTitle } from '@mantine/hooks';
import { InterestsSettings } from '../../../features/auth/settings/interests-settings';
import { SettingsPage } from '../../../features/auth/settings/settings-page';
import { t, useTranslation } from '../../../i18n';

export function Component() {
  useTranslation();
  useDocumentTitle(t('settings.docTitle', { page: t('settings.interests') }));
  return (
    <SettingsPage title={t('settings.interests')} description={t('settings.interestsIntro')}>
      <InterestsSettings />
    </SettingsPage>
  );
}
