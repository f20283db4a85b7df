import { useDocumentTitle } from '@mantine/hooks';
import { AccountLoader } from '../../../features/auth/settings/account-loader';
import { DeleteAccountForm } from '../../../features/auth/settings/delete-account-form';
import { SettingsPage } from '../../../features/auth/settings/settings-page';

export function Component() {
  useDocumentTitle('Delete account · Settings · Oversight');
  return (
    <SettingsPage title="Delete account">
      <AccountLoader>
        {(account) => <DeleteAccountForm hasPassword={account.has_password !== false} />}
      </AccountLoader>
    </SettingsPage>
  );
}
