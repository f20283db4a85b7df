import { notifications } from '@mantine/notifications';
import { t } from '../i18n';
import { formMessage } from '../i18n/form-messages';

export const TOAST_AUTO_CLOSE_MS = 3000;
/** A message that comes with a change of screen (the next one may take seconds to load on a slow phone). */
export const TOAST_LONG_MS = 10000;
export const TOAST_DEDUP_MS = 5000;
export const SESSION_EXPIRED_MESSAGE = 'Token is invalid or expired';

const lastShown = new Map<string, number>();
// After the session-expired message the user is being signed out: every later error is noise.
let silenced = false;

function show(
  english: string,
  color: 'red' | 'green',
  title?: string,
  autoClose = TOAST_AUTO_CLOSE_MS,
): boolean {
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
    autoClose,
    withBorder: true,
    // Mantine's close button has no name of its own.
    closeButtonProps: { 'aria-label': t('errors.closeToast') || 'Close notification' },
  });
  return true;
}

/**
 * Shows an error toast; identical toasts within 5 s are dropped. `long`: it stays TOAST_LONG_MS (a message about a
 * change of screen). Returns whether it was shown.
 */
export function showError(message: string, title?: string, options: { long?: boolean } = {}): boolean {
  return show(message, 'red', title, options.long ? TOAST_LONG_MS : TOAST_AUTO_CLOSE_MS);
}

export function showSuccess(message: string, title?: string): boolean {
  return show(message, 'green', title);
}

/** A new session starts: messages may show again. */
export function resetToasts(): void {
  silenced = false;
  lastShown.clear();
}
