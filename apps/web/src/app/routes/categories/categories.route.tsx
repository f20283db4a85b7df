import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Categories" purpose="Sectors, states and ministries at a glance, with their budgets and active projects." />;
}
