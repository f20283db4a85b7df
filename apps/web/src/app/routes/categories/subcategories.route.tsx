import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Subcategories" purpose="Every subcategory of a sector, state or ministry, to narrow down the projects you browse." />;
}
