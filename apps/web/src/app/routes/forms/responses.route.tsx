import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Form responses" purpose="The answers a form received, with summaries and exports." />;
}
