import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Plans" purpose="Your plans, with their outcomes and indicators." />;
}
