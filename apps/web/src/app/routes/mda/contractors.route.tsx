import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Contractors" purpose="Your organisation's contractors, and inviting new ones." />;
}
