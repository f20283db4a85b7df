import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '../lib/toasts';

/** Where toasts render; loaded when the page is idle or with the first toast (app/toasts.tsx). */
export default function ToastsHost() {
  return <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" limit={4} />;
}
