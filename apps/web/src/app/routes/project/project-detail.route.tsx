import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Project" purpose="One project: overview, updates, reviews, media, activity, map and financials." />;
}
