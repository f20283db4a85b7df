import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Form" purpose="One form: its builder, settings and sharing." />;
}
