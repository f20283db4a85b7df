import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Create project" purpose="A form to create a project: details, locations, financials and contractors." />;
}
