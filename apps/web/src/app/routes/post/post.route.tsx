import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Post" purpose="One post with its thread of replies." />;
}
