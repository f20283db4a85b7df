import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { EMPTY_VALUE } from './format';

// Apart from lib/format: dayjs loads with the screens that show how long ago, not with the shell.
dayjs.extend(relativeTime);

/** "3 days ago". */
export function formatRelative(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const date = dayjs(value);
  return date.isValid() ? date.fromNow() : EMPTY_VALUE;
}
