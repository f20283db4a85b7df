import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Organisation" purpose="One organisation: who it is, its projects and its people." />;
}
