import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Account" purpose="Your e-mail, username and account details." />;
}
