/** Money arithmetic for billing: whole kobo in, whole kobo out, integer division with half-up rounding. */

export const DAY_MS = 86_400_000;
/** Nigerian VAT, 7.5%: prices include it; the invoice shows the part that is VAT. */
export const VAT_PERCENT_TIMES_10 = 75;

/** a / b rounded half up, for non-negative integers (exact while a*2 stays a safe integer). */
export function divideRounded(numerator: number, denominator: number): number {
  if (
    !Number.isSafeInteger(numerator) ||
    !Number.isSafeInteger(denominator) ||
    denominator <= 0 ||
    numerator < 0
  ) {
    throw new Error(`divideRounded needs whole non-negative numbers, not ${numerator}/${denominator}`);
  }
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

/** The VAT inside a VAT-inclusive amount: amount × 7.5 / 107.5. */
export const vatIncluded = (amountKobo: number) =>
  divideRounded(amountKobo * VAT_PERCENT_TIMES_10, 1000 + VAT_PERCENT_TIMES_10);

export const priceOf = (plan: { monthlyPriceKobo: number; yearlyPriceKobo: number }, interval: string) =>
  interval === 'yearly' ? plan.yearlyPriceKobo : plan.monthlyPriceKobo;

/** One billing period later, by the calendar in UTC; 31 January + 1 month is the last day of February. */
export function addInterval(from: Date, interval: string): Date {
  const months = interval === 'yearly' ? 12 : 1;
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(from.getUTCDate(), lastDay),
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

/**
 * What an upgrade costs now: the price difference for the days left in the period (a started day counts as left),
 * over the period's days. E.g. ₦25,000 → ₦60,000 monthly with 15 of 30 days left: ₦17,500.
 */
export function proratedUpgrade(input: {
  fromPriceKobo: number;
  toPriceKobo: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}) {
  const difference = input.toPriceKobo - input.fromPriceKobo;
  const periodDays = Math.max(
    1,
    Math.round((input.periodEnd.getTime() - input.periodStart.getTime()) / DAY_MS),
  );
  const daysLeft = Math.min(
    periodDays,
    Math.max(0, Math.ceil((input.periodEnd.getTime() - input.now.getTime()) / DAY_MS)),
  );
  const amountKobo = difference <= 0 ? 0 : divideRounded(difference * daysLeft, periodDays);
  return { amountKobo, daysLeft, periodDays, differenceKobo: difference };
}

/** Days after a failed renewal before the next try (then every 2 days) until the grace period ends. */
export const RETRY_AFTER_DAYS = [1, 2, 3];
export const retryDelayDays = (failedAttempts: number) => RETRY_AFTER_DAYS[failedAttempts - 1] ?? 2;

export const formatInvoiceNumber = (n: number) => `INV-${String(n).padStart(6, '0')}`;

/** ₦12,345.67 from kobo, without floating point. */
export function formatNaira(kobo: number): string {
  const naira = (kobo - (kobo % 100)) / 100;
  const rest = String(Math.abs(kobo % 100)).padStart(2, '0');
  return `₦${naira.toLocaleString('en-NG')}.${rest}`;
}
