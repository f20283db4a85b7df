import { useDocumentTitle } from '@mantine/hooks';
import { FaqList } from '../../../features/content/faq-list';
import { SettingsPage } from '../../../features/auth/settings/settings-page';
import { t, useTranslation } from '../../../i18n';

export function Component() {
  useTranslation();
  useDocumentTitle(t('settings.docTitle', { page: t('settings.faqShort') }));
  return (
    <SettingsPage title={t('settings.faq')}>
      <FaqList />
    </SettingsPage>
  );
}
