import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import {
  formatCompactNumber,
  formatDate,
  formatDistance,
  formatMoney,
  formatNumber,
  initials,
  joinNames,
} from './format';
import { formatRelative } from './format-relative';

describe('formatMoney', () => {
  it('abbreviates at a thousand, million, billion and trillion with two decimals', () => {
    expect(formatMoney(1_000)).toBe('₦1.00K');
    expect(formatMoney(1_500_000)).toBe('₦1.50M');
    expect(formatMoney(2_345_000_000)).toBe('₦2.35B');
    expect(formatMoney(7e12)).toBe('₦7.00T');
    expect(formatMoney(999)).toBe('₦999');
    expect(formatMoney(12.5)).toBe('₦12.5');
  });

  it('shows an underscore for zero, empty and unreadable values', () => {
    for (const value of [0, '0', '', null, undefined, 'abc', Number.NaN])
      expect(formatMoney(value)).toBe('_');
  });

  it('reads decimal strings from the API and other currencies', () => {
    expect(formatMoney('250000000.00')).toBe('₦250.00M');
    expect(formatMoney(1_200, { currency: 'USD' })).toBe('$1.20K');
    expect(formatMoney(-3_000_000)).toBe('-₦3.00M');
    expect(formatMoney(1_500_000, { abbreviate: false })).toBe('₦1,500,000');
  });
});

describe('other formats', () => {
  it('dates', () => {
    expect(formatDate('2025-03-12')).toBe('12 Mar 2025');
    // docs/spec/product-spec.md section 8 keeps "_" for empty money only.
    expect(formatDate(null)).toBe('Not given');
    expect(formatDate('not a date')).toBe('Not given');
    expect(formatNumber(null)).toBe('Not given');
    expect(formatDistance(undefined)).toBe('Not given');
    // A date-only value is that calendar day wherever the reader is; times read in the reader's zone.
    expect(formatDate('2025-09-01')).toBe('1 Sep 2025');
    expect(formatDate(new Date(2024, 11, 31, 9, 5), 'minute')).toBe('31 Dec 2024 09:05');
    expect(formatDate('2025-03-12T14:05:00', 'minute')).toBe('12 Mar 2025 14:05');
    expect(formatDate('2025-03-12', 'month')).toBe('Mar 2025');
  });

  it('counts in short', () => {
    expect(formatCompactNumber(999)).toBe('999');
    expect(formatCompactNumber(1_234)).toBe('1.2K');
    expect(formatCompactNumber(15_678)).toBe('15.7K');
    expect(formatCompactNumber(999_999)).toBe('1M');
  });

  it('two initials', () => {
    expect(initials('Ada Obi')).toBe('AO');
    expect(initials('Ministry of Works')).toBe('MO');
    expect(initials('ada')).toBe('AD');
    expect(initials('')).toBe('?');
  });

  it('joins names', () => {
    expect(joinNames(['Ada'])).toBe('Ada');
    expect(joinNames(['Ada', 'Bayo'])).toBe('Ada and Bayo');
    expect(joinNames(['Ada', 'Bayo', 'Chidi', 'Dayo'])).toBe('Ada, Bayo and 2 others');
  });
});

describe('through Intl, with the catalogues where the browser has no data', () => {
  afterEach(() => setLanguage('en', { remember: false }));
  const ago = (ms: number) => new Date(Date.now() - ms);

  it('money: compact notation rounds into the next unit and keeps the rule below a thousand', () => {
    expect(formatMoney(999_999)).toBe('₦1.00M');
    expect(formatMoney(999_999_999)).toBe('₦1.00B');
    expect(formatMoney(999.999)).toBe('₦1,000');
    expect(formatMoney(1e15)).toBe('₦1000.00T');
    expect(formatMoney(-999)).toBe('-₦999');
    expect(formatMoney(2_500, { currency: 'eur' })).toBe('€2.50K');
    // A symbol rather than a code is written before the amount.
    expect(formatMoney(-1_500_000, { currency: '₦' })).toBe('-₦1.50M');
    expect(formatMoney(12.345, { currency: '₦' })).toBe('₦12.35');
  });

  it("money and numbers read the same in every language (B for a billion, not CLDR's G in Yoruba)", async () => {
    for (const language of ['yo', 'ig', 'ha', 'pcm'] as const) {
      await setLanguage(language, { remember: false });
      expect(formatMoney(2_345_000_000)).toBe('₦2.35B');
      expect(formatMoney(1_500_000, { abbreviate: false })).toBe('₦1,500,000');
      expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    }
  });

  it("dates: Intl's order and digits, the catalogue's month names in every language", async () => {
    expect(formatDate('2025-11-05T08:03:00', 'minute')).toBe('5 Nov 2025 08:03');
    await setLanguage('ha', { remember: false });
    expect(formatDate('2025-11-05')).toBe('5 Nuw 2025');
    expect(formatDate('2025-11-05', 'month')).toBe('Nuw 2025');
    await setLanguage('ig', { remember: false });
    expect(formatDate('2025-03-12T14:05:00', 'minute')).toMatch(/^12 \S+ 2025 14:05$/);
    expect(formatDate('2025-03-12')).not.toContain('Mar');
    await setLanguage('pcm', { remember: false });
    expect(formatDate('2025-11-05')).toBe('5 Nov 2025');
  });

  it('lists: Intl.ListFormat in English, the catalogue\'s "and" elsewhere', async () => {
    expect(joinNames(['Ada', 'Bayo', 'Chidi'], 3)).toBe('Ada, Bayo and Chidi');
    await setLanguage('ha', { remember: false });
    expect(joinNames(['Ada', 'Bayo'])).toBe('Ada da Bayo');
    expect(joinNames(['Ada', 'Bayo', 'Chidi'], 3)).toBe('Ada, Bayo da Chidi');
  });

  it('relative times: Intl.RelativeTimeFormat in English, plural messages elsewhere', async () => {
    expect(formatRelative(ago(30_000))).toBe('just now');
    expect(formatRelative(ago(60_000))).toBe('1 minute ago');
    expect(formatRelative(ago(3 * 86_400_000))).toBe('3 days ago');
    expect(formatRelative(ago(2 * 365 * 86_400_000))).toBe('2 years ago');
    await setLanguage('yo', { remember: false });
    expect(formatRelative(ago(2 * 3_600_000))).toBe('wákàtí 2 sẹ́yìn');
    expect(formatRelative(ago(3 * 86_400_000))).not.toMatch(/ago|-3/);
  });
});
