import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Projects" purpose="An index of public projects to browse." />;
}
