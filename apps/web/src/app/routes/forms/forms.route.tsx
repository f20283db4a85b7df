import { useDocumentTitle } from '@mantine/hooks';
import { FormsScreen } from '../../../features/forms/components/forms-screen';
import { renderShare } from './share';

/** /forms: the organisation's forms (Form and Drafts tabs), its form groups, and forms shared with the caller. */
export function Component() {
  useDocumentTitle('Forms · Oversight');
  return <FormsScreen mode="mine" renderShare={renderShare} />;
}
