import { useDocumentTitle } from '@mantine/hooks';
import { PRIVACY } from '../../../content';
import { LegalDocumentPage } from '../../../features/content/legal-document-page';

export function Component() {
  useDocumentTitle(`${PRIVACY.title} · Oversight`);
  return <LegalDocumentPage document={PRIVACY} />;
}
