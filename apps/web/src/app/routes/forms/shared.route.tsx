import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Shared forms" purpose="Forms that others shared with you to fill in or manage." />;
}
