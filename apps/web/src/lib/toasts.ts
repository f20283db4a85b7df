import { notifications } from '@mantine/notifications';
import { t } from '../i18n';
import { formMessage } from '../i18n/form-messages';

export const TOAST_AUTO_CLOSE_MS = 3000;
export const TOAST_DEDUP_MS = 5000;
export const SESSION_EXPIRED_MESSAGE = 'Token is invalid or expired';

const lastShown = new Map<string, number>();
// After the session-expired message the user is being signed out: every later error is noise.
let silenced = false;

function show(english: string, color: 'red' | 'green', title?: string): boolean {
  if (silenced) return false;
  // The api client's fixed messages in the chosen language (others come translated, or from the server).
  const message = formMessage(english) ?? english;
  const key = `${color}:${message}`;
  const now = Date.now();
  const previous = lastShown.get(key);
  if (previous !== undefined && now - previous < TOAST_DEDUP_MS) return false;
  lastShown.set(key, now);
  if (english === SESSION_EXPIRED_MESSAGE) silenced = true;
  notifications.show({
    message,
    title,
    color,
    autoClose: TOAST_AUTO_CLOSE_MS,
    withBorder: true,
    // Mantine's close button has no name of its own.
    closeButtonProps: { 'aria-label': t('errors.closeToast') || 'Close notification' },
  });
  return true;
}

/** Shows an error toast; identical toasts within 5 s are dropped. Returns whether it was shown. */
export function showError(message: string, title?: string): boolean {
  return show(message, 'red', title);
}

export function showSuccess(message: string, title?: string): boolean {
  return show(message, 'green', title);
}

/** A new session starts: messages may show again. */
export function resetToasts(): void {
  silenced = false;
  lastShown.clear();
}
