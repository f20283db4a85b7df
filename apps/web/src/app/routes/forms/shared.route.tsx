import { useDocumentTitle } from '@mantine/hooks';
import { FormsScreen } from '../../../features/forms/components/forms-screen';
import { renderShare } from './share';

/** /forms/shared: forms shared with the caller through grants on them or on their groups. */
export function Component() {
  useDocumentTitle('Forms shared with me · Oversight');
  return <FormsScreen mode="shared" renderShare={renderShare} />;
}
