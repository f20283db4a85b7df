import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Log in" purpose="Sign in with e-mail or username and password, or with Google." />;
}
