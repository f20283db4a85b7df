import { describe, expect, it } from 'vitest';
import { formatDate, formatDistance, formatMoney, formatNumber, initials, joinNames } from './format';

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
    // docs/spec/product-spec.md section 8 keeps "_" for empty money only (issue 19 item 15).
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
