import { currentLanguage, NUMBER_LOCALE, t, type MessageKey } from '../i18n';
import { notGiven } from './format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const UNITS: [Intl.RelativeTimeFormatUnit, number, number, MessageKey][] = [
  // unit, size, up to, catalogue message
  ['minute', MINUTE, HOUR, 'common.minutesAgo'],
  ['hour', HOUR, DAY, 'common.hoursAgo'],
  ['day', DAY, 30 * DAY, 'common.daysAgo'],
  ['month', 30 * DAY, 365 * DAY, 'common.monthsAgo'],
  ['year', 365 * DAY, Infinity, 'common.yearsAgo'],
];

const english = new Intl.RelativeTimeFormat(NUMBER_LOCALE, { numeric: 'always' });

/**
 * "3 days ago" in the reader's language: Intl.RelativeTimeFormat in English, the catalogues' plural messages elsewhere
 * (it has no data for ha, yo, ig or pcm in Chromium and writes "-3 d" for yo and ig in Node).
 */
export function formatRelative(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return notGiven();
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return notGiven();
  const elapsed = Math.max(0, Date.now() - time);
  if (elapsed < MINUTE) return t('common.justNow');
  const [unit, size, , message] = UNITS.find(([, , upTo]) => elapsed < upTo)!;
  const count = Math.round(elapsed / size);
  return currentLanguage() === 'en' ? english.format(-count, unit) : t(message, { count });
}
