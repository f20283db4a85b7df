import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Reset password" purpose="Ask for a link to choose a new password." />;
}
