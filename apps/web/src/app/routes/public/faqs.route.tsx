import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="FAQs" purpose="Answers to common questions about Oversight." />;
}
