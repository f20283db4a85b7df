import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Contractor analytics" purpose="Contractors' projects, completion and performance." />;
}
