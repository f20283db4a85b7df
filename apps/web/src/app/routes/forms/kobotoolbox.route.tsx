import { useDocumentTitle } from '@mantine/hooks';
import { KoboScreen } from '../../../features/kobo/components/kobo-screen';

/** /forms/kobotoolbox: the organisation's KoboToolbox connection, forms and submissions. */
export function Component() {
  useDocumentTitle('KoboToolbox · Forms · Oversight');
  return <KoboScreen />;
}
