import { BadRequestPage } from '../../error-pages';

export function Component() {
  return <BadRequestPage />;
}
