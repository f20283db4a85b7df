import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Edit profile" purpose="Your name, photo and bio." />;
}
