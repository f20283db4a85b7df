import { t } from '../i18n';
import { notGiven } from './format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "3 days ago" in the reader's language, from the catalogues' plural messages (Intl.RelativeTimeFormat has no data
 * for ha, yo, ig or pcm in Chromium and "-3 d" for yo and ig in Node).
 */
export function formatRelative(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return notGiven();
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return notGiven();
  const elapsed = Math.max(0, Date.now() - time);
  if (elapsed < MINUTE) return t('common.justNow');
  if (elapsed < HOUR) return t('common.minutesAgo', { count: Math.round(elapsed / MINUTE) });
  if (elapsed < DAY) return t('common.hoursAgo', { count: Math.round(elapsed / HOUR) });
  if (elapsed < 30 * DAY) return t('common.daysAgo', { count: Math.round(elapsed / DAY) });
  if (elapsed < 365 * DAY) return t('common.monthsAgo', { count: Math.round(elapsed / (30 * DAY)) });
  return t('common.yearsAgo', { count: Math.round(elapsed / (365 * DAY)) });
}
