import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Notifications" purpose="What happened on the projects and posts you follow, read and unread." />;
}
