import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Interests" purpose="The states, ministries, goals and sectors you follow." />;
}
