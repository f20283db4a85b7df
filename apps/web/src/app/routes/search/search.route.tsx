import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Search" purpose="Search projects, contractors and organisations, with filters and your recent searches." />;
}
