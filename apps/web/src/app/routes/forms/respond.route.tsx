import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Fill a form" purpose="A form shared with you or published by link, to fill in and submit." />;
}
