import { LegalDocumentPage } from '../../../features/content/legal-document-page';

export function Component() {
  return <LegalDocumentPage name="terms" />;
}
