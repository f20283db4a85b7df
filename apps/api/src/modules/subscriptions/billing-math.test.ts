import { describe, expect, it } from 'vitest';
import {
  addInterval,
  divideRounded,
  formatNaira,
  proratedUpgrade,
  retryDelayDays,
  vatIncluded,
} from './billing-math.js';

describe('billing arithmetic (kobo integers)', () => {
  it('divides with half-up rounding and refuses non-integers', () => {
    expect(divideRounded(10, 4)).toBe(3);
    expect(divideRounded(9, 4)).toBe(2);
    expect(divideRounded(0, 7)).toBe(0);
    expect(() => divideRounded(1.5, 2)).toThrow();
    expect(() => divideRounded(1, 0)).toThrow();
  });

  it('finds the 7.5% VAT inside a VAT-inclusive price', () => {
    // 2,500,000 × 75 / 1075 = 174,418.6 → 174,419 kobo (₦1,744.19).
    expect(vatIncluded(2_500_000)).toBe(174_419);
    expect(vatIncluded(107_500)).toBe(7_500);
    expect(vatIncluded(0)).toBe(0);
  });

  it('prorates an upgrade by the days left in the period', () => {
    const periodStart = new Date('2026-11-01T00:00:00Z');
    const periodEnd = new Date('2026-12-01T00:00:00Z');
    // ₦25,000 → ₦60,000 with 15 of 30 days left: half of ₦35,000.
    expect(
      proratedUpgrade({
        fromPriceKobo: 2_500_000,
        toPriceKobo: 6_000_000,
        periodStart,
        periodEnd,
        now: new Date('2026-11-16T00:00:00Z'),
      }),
    ).toEqual({
      amountKobo: 1_750_000,
      daysLeft: 15,
      periodDays: 30,
      differenceKobo: 3_500_000,
    });
    // A started day counts as left: 10 days and 1 hour left is 11 days; 3,500,000 × 11 / 30 = 1,283,333.3 → 1,283,333.
    expect(
      proratedUpgrade({
        fromPriceKobo: 2_500_000,
        toPriceKobo: 6_000_000,
        periodStart,
        periodEnd,
        now: new Date('2026-11-20T23:00:00Z'),
      }).amountKobo,
    ).toBe(1_283_333);
    // On the first moment of the period the whole difference; after its end nothing; never for a cheaper plan.
    expect(
      proratedUpgrade({
        fromPriceKobo: 2_500_000,
        toPriceKobo: 6_000_000,
        periodStart,
        periodEnd,
        now: periodStart,
      }).amountKobo,
    ).toBe(3_500_000);
    expect(
      proratedUpgrade({
        fromPriceKobo: 2_500_000,
        toPriceKobo: 6_000_000,
        periodStart,
        periodEnd,
        now: new Date('2026-12-02T00:00:00Z'),
      }).amountKobo,
    ).toBe(0);
    expect(
      proratedUpgrade({
        fromPriceKobo: 6_000_000,
        toPriceKobo: 2_500_000,
        periodStart,
        periodEnd,
        now: periodStart,
      }).amountKobo,
    ).toBe(0);
    // From Free (0) to Pro with 7 of 31 days left: 2,500,000 × 7 / 31 = 564,516.1 → 564,516.
    expect(
      proratedUpgrade({
        fromPriceKobo: 0,
        toPriceKobo: 2_500_000,
        periodStart: new Date('2026-12-01T00:00:00Z'),
        periodEnd: new Date('2027-01-01T00:00:00Z'),
        now: new Date('2026-12-25T00:00:00Z'),
      }).amountKobo,
    ).toBe(564_516);
  });

  it('adds calendar months and years, keeping the end of a short month', () => {
    expect(addInterval(new Date('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addInterval(new Date('2028-01-31T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2028-02-29T10:00:00.000Z',
    );
    expect(addInterval(new Date('2026-12-15T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2027-01-15T00:00:00.000Z',
    );
    expect(addInterval(new Date('2028-02-29T00:00:00Z'), 'yearly').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });

  it('retries after 1, 2 and 3 days, then every 2 days; formats naira without floats', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayDays)).toEqual([1, 2, 3, 2, 2]);
    expect(formatNaira(2_500_000)).toBe('₦25,000.00');
    expect(formatNaira(174_419)).toBe('₦1,744.19');
    expect(formatNaira(5)).toBe('₦0.05');
  });
});
