import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Stakeholders" purpose="Stakeholders, roles, departments and sub-users of your organisation." />;
}
