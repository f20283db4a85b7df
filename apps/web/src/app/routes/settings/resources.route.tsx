import { useDocumentTitle } from '@mantine/hooks';
import { ResourceList } from '../../../features/content/resource-list';
import { SettingsPage } from '../../../features/auth/settings/settings-page';
import { t, useTranslation } from '../../../i18n';

export function Component() {
  useTranslation();
  useDocumentTitle(t('settings.docTitle', { page: t('settings.resources') }));
  return (
    <SettingsPage title={t('settings.resources')} description={t('settings.resourcesIntro')}>
      <ResourceList />
    </SettingsPage>
  );
}
