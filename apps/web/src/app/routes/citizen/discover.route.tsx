import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Discover" purpose="A map of projects near you or in a state, the most discussed, those nearing completion and popular reviews." />;
}
