import { useDocumentTitle } from '@mantine/hooks';
import { TERMS } from '../../../content';
import { LegalDocumentPage } from '../../../features/content/legal-document-page';

export function Component() {
  useDocumentTitle(`${TERMS.title} · Oversight`);
  return <LegalDocumentPage document={TERMS} />;
}
