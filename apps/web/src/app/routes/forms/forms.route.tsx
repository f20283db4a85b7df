import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Forms" purpose="Your forms, with Form, Responses and Drafts tabs." />;
}
