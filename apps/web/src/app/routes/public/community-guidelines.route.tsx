import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Community guidelines" purpose="How to review and comment fairly on Oversight." />;
}
