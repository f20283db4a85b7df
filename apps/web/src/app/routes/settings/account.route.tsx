import { useDocumentTitle } from '@mantine/hooks';
import { SignOutEverywhere } from '../../../features/account/sign-out-everywhere';
import { AccountOverview } from '../../../features/auth/settings/account-overview';
import { SettingsPage } from '../../../features/auth/settings/settings-page';
import { LanguageSelect } from '../../../i18n/language-select';
import { t, useTranslation } from '../../../i18n';

export function Component() {
  useTranslation();
  useDocumentTitle(t('settings.docTitle', { page: t('settings.account') }));
  return (
    <SettingsPage title={t('settings.account')}>
      <AccountOverview />
      {/* The site's language, kept on this device (src/i18n). */}
      <LanguageSelect maw={280} />
      <SignOutEverywhere />
    </SettingsPage>
  );
}
