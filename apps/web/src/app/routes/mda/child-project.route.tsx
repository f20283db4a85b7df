import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Project management" purpose="A project you manage, with its child projects, updates and financials." />;
}
