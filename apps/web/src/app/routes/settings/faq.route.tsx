import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="FAQ" purpose="Answers to common questions." />;
}
