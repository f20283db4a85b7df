import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Oversight" purpose="Follow, review and track public projects across Nigeria." />;
}
