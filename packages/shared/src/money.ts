import { valueText } from './value-text.js';

/**
 * Money as the product shows it (docs/spec/product-spec.md section 9), one function for the web and the server's first
 * screens: ₦ by default, K/M/B/T from a thousand up with two decimals (₦1.50M), an underscore for zero, empty or
 * unreadable values. Intl's compact notation in en-NG in every language (CLDR writes "G" for a billion in Yoruba and
 * Igbo; Nigerian papers and radio write B), so 999,999 reads ₦1.00M, not ₦1000.00K. `currency` is a code (NGN, USD)
 * or a symbol written before the amount.
 */
export const EMPTY_MONEY = '_';
const MONEY_LOCALE = 'en-NG';
const CURRENCY_CODE = /^[A-Z]{3}$/;

/** A number from a number or a numeric string ("2,500.50"); null when empty or unreadable. */
export function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(valueText(value).replace(/,/g, ''));
  return Number.isFinite(number) ? number : null;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Intl.NumberFormat is slow to build and money lists are long: one per currency and style. */
function moneyFormat(currency: string | null, compact: boolean): Intl.NumberFormat {
  const key = `${currency ?? ''}:${String(compact)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(MONEY_LOCALE, {
      ...(currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } : {}),
      ...(compact
        ? { notation: 'compact', compactDisplay: 'short', minimumFractionDigits: 2, maximumFractionDigits: 2 }
        : { minimumFractionDigits: 0, maximumFractionDigits: 2 }),
    });
    formatters.set(key, format);
  }
  return format;
}

export function formatMoney(
  value: unknown,
  options: { currency?: string | null; abbreviate?: boolean } = {},
): string {
  const amount = toNumber(value);
  if (amount === null || amount === 0) return EMPTY_MONEY;
  const given = options.currency ?? 'NGN';
  const currency = given.toUpperCase();
  const code = CURRENCY_CODE.test(currency) ? currency : null;
  const compact = options.abbreviate !== false && Math.abs(amount) >= 1000;
  const text = moneyFormat(code, compact).format(amount);
  if (code) return text;
  // A symbol rather than a code: the sign stays in front of it, as Intl writes -₦3.00M.
  return amount < 0 ? `-${given}${text.slice(1)}` : `${given}${text}`;
}
