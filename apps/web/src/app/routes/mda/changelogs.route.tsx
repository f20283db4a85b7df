import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Change logs" purpose="Who changed what, and when, across your organisation's content." />;
}
