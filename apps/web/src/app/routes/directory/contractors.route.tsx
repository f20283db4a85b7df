import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Contractors" purpose="The directory of contractors and the projects they deliver." />;
}
