import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Your profile" purpose="Your own profile: eyemarked projects, posts and media." />;
}
