import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Resources" purpose="Guides and links about public projects and Oversight." />;
}
