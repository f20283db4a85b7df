import { useDocumentTitle } from '@mantine/hooks';
import { HomePage } from '../../../features/content/home-page';
import { useAuthStore } from '../../../lib/auth-store';

export function Component() {
  useDocumentTitle('Oversight · Track public projects in Nigeria');
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  return <HomePage isAuthenticated={isAuthenticated} />;
}
