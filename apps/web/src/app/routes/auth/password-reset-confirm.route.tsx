import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Choose a new password" purpose="Set a new password from the e-mailed link." />;
}
