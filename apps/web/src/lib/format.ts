import { NUMBER_LOCALE, t } from '../i18n';

/** Empty money (docs/spec/product-spec.md section 8 keeps the underscore for money only). */
export const EMPTY_VALUE = '_';
/** Any other empty value in English (comparisons, organisation screens); people see `notGiven()`. */
export const NOT_GIVEN = 'Not given';

/** Any other empty value (a date, a count, a place, a name) in the reader's language. */
export function notGiven(): string {
  return t('common.notGiven') || NOT_GIVEN;
}

const CURRENCY_SYMBOLS: Record<string, string> = { NGN: '₦', USD: '$', EUR: '€', GBP: '£' };
const UNITS: [number, string][] = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(number) ? number : null;
}

/**
 * Money as the product shows it: ₦ by default, K/M/B/T from a thousand up with two decimals (₦1.50M),
 * an underscore for zero, empty or unreadable values. `currency` is a code (NGN, USD) or a symbol.
 */
export function formatMoney(
  value: unknown,
  options: { currency?: string; abbreviate?: boolean } = {},
): string {
  const amount = toNumber(value);
  if (amount === null || amount === 0) return EMPTY_VALUE;
  const symbol = CURRENCY_SYMBOLS[(options.currency ?? 'NGN').toUpperCase()] ?? options.currency ?? '₦';
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  if (options.abbreviate !== false) {
    for (const [index, [size, unit]] of UNITS.entries()) {
      if (absolute < size) continue;
      const scaled = (absolute / size).toFixed(2);
      // 999,999 rounds to 1000.00K: show it in the next unit up (1.00M) instead.
      const larger = UNITS[index - 1];
      if (Number(scaled) >= 1000 && larger)
        return `${sign}${symbol}${(absolute / larger[0]).toFixed(2)}${larger[1]}`;
      return `${sign}${symbol}${scaled}${unit}`;
    }
  }
  return `${sign}${symbol}${absolute.toLocaleString(NUMBER_LOCALE, { maximumFractionDigits: 2 })}`;
}

/** A whole count with thousands separators; empty shows "Not given". */
export function formatNumber(value: unknown): string {
  const number = toNumber(value);
  return number === null ? notGiven() : number.toLocaleString(NUMBER_LOCALE, { maximumFractionDigits: 2 });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Short month names of the reader's language (catalogue `common.monthsShort`: Chromium has none for ha, yo, ig, pcm). */
function monthName(index: number): string {
  const names = t('common.monthsShort').split(' ');
  return names.length === 12 ? names[index]! : MONTHS[index]!;
}
const pad = (n: number) => String(n).padStart(2, '0');

/** A date-only string ('2025-03-12') is that day where the reader is, not midnight UTC (as dayjs reads it). */
function toDate(value: string | number | Date): Date | null {
  const dateOnly = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const date = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * `12 Mar 2025` ('day'), `Mar 2025` ('month') or `12 Mar 2025 14:05` ('minute'); empty or invalid dates show
 * "Not given". Without dayjs: this file is in every page's first load.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  style: 'day' | 'month' | 'minute' = 'day',
): string {
  if (value === null || value === undefined || value === '') return notGiven();
  const date = toDate(value);
  if (!date) return notGiven();
  const month = `${monthName(date.getMonth())} ${date.getFullYear()}`;
  if (style === 'month') return month;
  const day = `${date.getDate()} ${month}`;
  return style === 'minute' ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
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

/** "A, B and 3 others" once there are more names than `limit`. */
export function joinNames(names: string[], limit = 2): string {
  if (names.length <= 1) return names.join('');
  if (names.length <= limit)
    return t('common.andLast', { first: names.slice(0, -1).join(', '), last: names[names.length - 1] });
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
