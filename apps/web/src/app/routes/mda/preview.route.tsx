import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Preview" purpose="A project as the public will see it, before you publish it." />;
}
