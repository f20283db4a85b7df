import { useDocumentTitle } from '@mantine/hooks';
import { FaqList } from '../../../features/content/faq-list';
import { SettingsPage } from '../../../features/auth/settings/settings-page';

export function Component() {
  useDocumentTitle('FAQ · Settings · Oversight');
  return (
    <SettingsPage title="Frequently asked questions">
      <FaqList />
    </SettingsPage>
  );
}
