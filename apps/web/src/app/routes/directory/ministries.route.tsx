import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Ministries" purpose="The directory of ministries, with their projects, agencies and completion rates." />;
}
