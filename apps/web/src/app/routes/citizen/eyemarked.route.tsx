import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Eyemarked" purpose="The projects you eyemarked, with their latest updates." />;
}
