import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Edit project" purpose="The project form, to change a project you manage." />;
}
