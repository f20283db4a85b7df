import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Dashboards" purpose="Dashboards you build from your data, with charts and maps." />;
}
