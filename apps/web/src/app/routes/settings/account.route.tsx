import { useDocumentTitle } from '@mantine/hooks';
import { SignOutEverywhere } from '../../../features/account/sign-out-everywhere';
import { AccountOverview } from '../../../features/auth/settings/account-overview';
import { SettingsPage } from '../../../features/auth/settings/settings-page';

export function Component() {
  useDocumentTitle('Account · Settings · Oversight');
  return (
    <SettingsPage title="Account">
      <AccountOverview />
      <SignOutEverywhere />
    </SettingsPage>
  );
}
