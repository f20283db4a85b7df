import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Privacy" purpose="How Oversight handles your data." />;
}
