import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Category" purpose="The projects, budget and progress of one sector, state or ministry." />;
}
