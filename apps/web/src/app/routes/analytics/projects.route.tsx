import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Project analytics" purpose="Projects by state, development goal and ministry: status counts and budgets." />;
}
