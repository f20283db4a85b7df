import { useDocumentTitle } from '@mantine/hooks';
import { SignOutEverywhere } from '../../../features/account/sign-out-everywhere';
import { AccountOverview } from '../../../features/auth/settings/account-overview';
import { SettingsPage } from '../../../features/auth/settings/settings-page';
import { LanguageSelect } from '../../../i18n/language-select';

export function Component() {
  useDocumentTitle('Account · Settings · Oversight');
  return (
    <SettingsPage title="Account">
      <AccountOverview />
      {/* The site's language, kept on this device (src/i18n). */}
      <LanguageSelect maw={280} />
      <SignOutEverywhere />
    </SettingsPage>
  );
}
