import { useDocumentTitle } from '@mantine/hooks';
import { OpenDataPage } from '../../../features/open-data/components/open-data-page';

/** /open-data (our path, beside the other public pages): the feeds, the licence, the downloads. */
export function Component() {
  useDocumentTitle('Open data · Oversight');
  return <OpenDataPage />;
}
