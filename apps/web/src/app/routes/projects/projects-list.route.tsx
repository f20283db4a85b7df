import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Projects list" purpose="A list of projects you can filter and sort." />;
}
