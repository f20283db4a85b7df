import { useDocumentTitle } from '@mantine/hooks';
import { AccountLoader } from '../../../features/auth/settings/account-loader';
import { DeleteAccountForm } from '../../../features/auth/settings/delete-account-form';
import { SettingsPage } from '../../../features/auth/settings/settings-page';
import { t, useTranslation } from '../../../i18n';

export function Component() {
  useTranslation();
  useDocumentTitle(t('settings.docTitle', { page: t('settings.deleteAccount') }));
  return (
    <SettingsPage title={t('settings.deleteAccount')}>
      <AccountLoader>{(account) => <DeleteAccountForm hasPassword={account.has_password} />}</AccountLoader>
    </SettingsPage>
  );
}
