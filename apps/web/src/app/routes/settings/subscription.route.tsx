import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Subscription" purpose="Your plan, your payment card and your invoices." />;
}
