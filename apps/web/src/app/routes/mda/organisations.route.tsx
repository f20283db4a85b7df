import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Organisations" purpose="The ministries and agencies under your organisation." />;
}
