import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Terms" purpose="The terms of using Oversight." />;
}
