import { useDocumentTitle } from '@mantine/hooks';
import { SettingsPage } from '../../../features/auth/settings/settings-page';
import { SubscriptionScreen } from '../../../features/subscriptions/components/subscription-screen';

export function Component() {
  useDocumentTitle('Subscription · Settings · Oversight');
  return (
    <SettingsPage title="Subscription" description="Your organisation's plan, payment card and invoices.">
      <SubscriptionScreen />
    </SettingsPage>
  );
}
