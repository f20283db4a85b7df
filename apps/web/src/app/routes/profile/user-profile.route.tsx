import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Profile" purpose="Another user's or organisation's profile, with their projects, posts and media." />;
}
