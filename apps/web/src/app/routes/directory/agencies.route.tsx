import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Agencies" purpose="The directory of agencies, with their projects and completion rates." />;
}
