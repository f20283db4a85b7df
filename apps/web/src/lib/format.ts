import { toNumber } from '@oversight/shared/money';
import { currentLanguage, NUMBER_LOCALE, t } from '../i18n';

/** Empty money (docs/spec/product-spec.md section 8 keeps the underscore for money only). */
export { EMPTY_MONEY as EMPTY_VALUE } from '@oversight/shared/money';
/** Any other empty value in English (comparisons, organisation screens); people see `notGiven()`. */
export const NOT_GIVEN = 'Not given';

/** Any other empty value (a date, a count, a place, a name) in the reader's language. */
export function notGiven(): string {
  return t('common.notGiven') || NOT_GIVEN;
}

export { formatMoney } from '@oversight/shared/money';

/** A whole count with thousands separators; empty shows "Not given". */
export function formatNumber(value: unknown): string {
  const number = toNumber(value);
  return number === null ? notGiven() : number.toLocaleString(NUMBER_LOCALE, { maximumFractionDigits: 2 });
}

const compactFormat = new Intl.NumberFormat(NUMBER_LOCALE, {
  notation: 'compact',
  compactDisplay: 'short',
  maximumFractionDigits: 1,
});

/** A count in short, as on map clusters: 999, 1.2K, 15.7K, 1.2M (Intl compact in en-NG, K and M as money writes them). */
export function formatCompactNumber(count: number): string {
  return compactFormat.format(count);
}

/** Short month names of the reader's language (catalogue `common.monthsShort`: Chromium has none for ha, yo, ig, pcm). */
function monthName(index: number): string | null {
  const names = t('common.monthsShort').split(' ');
  return names.length === 12 ? names[index]! : null;
}

/** A date-only string ('2025-03-12') is that day where the reader is, not midnight UTC (as `new Date` reads it). */
export function parseDate(value: string | number | Date): Date | null {
  const dateOnly = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const date = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DATE_FORMATS = {
  day: new Intl.DateTimeFormat(NUMBER_LOCALE, { day: 'numeric', month: 'short', year: 'numeric' }),
  month: new Intl.DateTimeFormat(NUMBER_LOCALE, { month: 'short', year: 'numeric' }),
};
const TIME_FORMAT = new Intl.DateTimeFormat(NUMBER_LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * `12 Mar 2025` ('day'), `Mar 2025` ('month') or `12 Mar 2025 14:05` ('minute'); empty or invalid dates show
 * "Not given". Intl.DateTimeFormat in en-NG gives the order and digits; the month's name is the catalogue's: Chromium
 * has no date data for ha, yo, ig or pcm (it would write English months), Node's CLDR differs from the glossary's
 * choices ("Oṣù Bélú" for Bélú), and en-NG's own is "Sept" where the product writes "Sep".
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  style: 'day' | 'month' | 'minute' = 'day',
): string {
  if (value === null || value === undefined || value === '') return notGiven();
  const date = parseDate(value);
  if (!date) return notGiven();
  const month = monthName(date.getMonth());
  const text = DATE_FORMATS[style === 'month' ? 'month' : 'day']
    .formatToParts(date)
    .map((part) => (part.type === 'month' && month ? month : part.value))
    .join('');
  return style === 'minute' ? `${text} ${TIME_FORMAT.format(date)}` : text;
}

/** Two initials for avatars: first letters of the first two words, or the first two letters of one word. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return `${words[0]![0]}${words[1]![0]}`.toUpperCase();
}

const listFormat = new Intl.ListFormat(NUMBER_LOCALE, { style: 'long', type: 'conjunction' });

/**
 * "A, B and 3 others" once there are more names than `limit`. Intl.ListFormat in English; the catalogues' `andLast`
 * elsewhere (Chromium has no list data for ha, yo, ig or pcm and would write "and").
 */
export function joinNames(names: string[], limit = 2): string {
  if (names.length <= 1) return names.join('');
  if (names.length <= limit)
    return currentLanguage() === 'en'
      ? listFormat.format(names)
      : t('common.andLast', { first: names.slice(0, -1).join(', '), last: names[names.length - 1] });
  return t('common.andOthers', { names: names.slice(0, limit).join(', '), count: names.length - limit });
}

/** A distance in metres as "850 m" or "12.4 km". */
export function formatDistance(metres: unknown): string {
  const value = toNumber(metres);
  if (value === null) return notGiven();
  if (value < 1000) return `${Math.round(value)} m`;
  return `${(value / 1000).toFixed(value < 10_000 ? 1 : 0)} km`;
}

/** An upper-case state filter name as people write it: 'AKWA IBOM' -> 'Akwa Ibom'; 'FCT' stays. */
export function stateLabel(name: string): string {
  if (name.toUpperCase() === 'FCT') return 'FCT';
  return name
    .toLowerCase()
    .replace(/(^|[\s-])([a-z])/g, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/** Exact naira from whole kobo (billing): ₦25,000.00, with integer arithmetic only. */
export function formatKobo(kobo: number): string {
  const sign = kobo < 0 ? '-' : '';
  const absolute = Math.abs(kobo);
  const naira = (absolute - (absolute % 100)) / 100;
  return `${sign}₦${naira.toLocaleString(NUMBER_LOCALE)}.${String(absolute % 100).padStart(2, '0')}`;
}
