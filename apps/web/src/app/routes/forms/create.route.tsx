import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Create form" purpose="The form builder: sections, questions and publishing." />;
}
