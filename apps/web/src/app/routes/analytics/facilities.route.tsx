import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Facility analytics" purpose="Facilities delivered by public projects, by place and status." />;
}
