import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Dashboard" purpose="One dashboard and its visualisations." />;
}
