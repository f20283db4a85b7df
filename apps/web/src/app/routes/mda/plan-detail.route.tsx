import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Plan" purpose="One plan: outcomes, indicators and activities." />;
}
