import { NotFoundPage } from '../../error-pages';

export function Component() {
  return <NotFoundPage />;
}
