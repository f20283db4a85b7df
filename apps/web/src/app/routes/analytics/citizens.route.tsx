import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Citizen analytics" purpose="Who uses Oversight: registrations, verification, age groups and interests." />;
}
