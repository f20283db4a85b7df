import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Sign up" purpose="Create a citizen or civil-society account, step by step." />;
}
