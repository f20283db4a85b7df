import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '../lib/toasts';

/** Where toasts render; loaded with the first toast (see providers). */
export default function ToastsHost() {
  return <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" limit={4} />;
}
