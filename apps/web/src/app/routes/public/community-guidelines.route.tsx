import { useDocumentTitle } from '@mantine/hooks';
import { COMMUNITY_GUIDELINES } from '../../../content';
import { LegalDocumentPage } from '../../../features/content/legal-document-page';

export function Component() {
  useDocumentTitle(`${COMMUNITY_GUIDELINES.title} · Oversight`);
  return <LegalDocumentPage document={COMMUNITY_GUIDELINES} />;
}
