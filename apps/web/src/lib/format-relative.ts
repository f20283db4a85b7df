import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { NOT_GIVEN } from './format';

// Apart from lib/format: dayjs loads with the screens that show how long ago, not with the shell.
dayjs.extend(relativeTime);

/** "3 days ago". */
export function formatRelative(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return NOT_GIVEN;
  const date = dayjs(value);
  return date.isValid() ? date.fromNow() : NOT_GIVEN;
}
