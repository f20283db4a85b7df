import { NotReadyState } from '../../../components/ui/not-ready-state';

export function Component() {
  return <NotReadyState screen="Category projects" purpose="The projects of one subcategory, page by page." />;
}
