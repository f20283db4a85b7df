import { ImportScreen } from '../../../features/project-import/components/import-screen';

export function Component() {
  return <ImportScreen />;
}
