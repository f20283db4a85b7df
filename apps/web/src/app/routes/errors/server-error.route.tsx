import { ServerErrorPage } from '../../error-pages';

export function Component() {
  return <ServerErrorPage />;
}
