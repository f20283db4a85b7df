import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Dashboard" purpose="Your organisation's projects and contractors at a glance: counts, statuses and spending." />;
}
