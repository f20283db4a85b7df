import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Plan children" purpose="The plans that sit under this plan." />;
}
