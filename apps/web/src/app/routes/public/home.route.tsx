import { useDocumentTitle } from '@mantine/hooks';
import { HomePage } from '../../../features/content/home-page';
import { useAuthStore } from '../../../lib/auth-store';
import { t, useTranslation } from '../../../i18n';

export function Component() {
  useTranslation();
  useDocumentTitle(t('home.docTitle'));
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  return <HomePage isAuthenticated={isAuthenticated} />;
}
