import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './errors.js';
import { ACCOUNT_LIMITS, AccountLimiter } from './rate-limit.js';

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('AccountLimiter in memory', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('answers 429 with Retry-After once the budget is spent, then forgets the key when the window ends', async () => {
    const limiter = new AccountLimiter(undefined, true);
    const { max, windowSeconds } = ACCOUNT_LIMITS.otpResend;
    for (let i = 0; i < max; i += 1) await limiter.hit('otpResend', 'Someone@Example.test');
    expect(await limiter.attempts('otpResend', 'someone@example.test')).toBe(max);

    vi.advanceTimersByTime(60_000);
    const blocked = await rejection(limiter.hit('otpResend', 'someone@example.test'));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toEqual({ detail: 'Too many requests, please try again later.' });
    expect(blocked.headers['retry-after']).toBe(String(windowSeconds - 60));

    // The window's end drops the entry (the old Map kept every key for ever) and the budget is whole again.
    vi.advanceTimersByTime((windowSeconds - 60) * 1000);
    expect(await limiter.attempts('otpResend', 'someone@example.test')).toBe(0);
    for (let i = 0; i < max; i += 1) await limiter.hit('otpResend', 'someone@example.test');
  });

  it('keeps scopes and keys apart, and reset clears one key', async () => {
    const limiter = new AccountLimiter(undefined, true);
    for (let i = 0; i < ACCOUNT_LIMITS.passwordReset.max; i += 1) await limiter.hit('passwordReset', 'a');
    expect((await rejection(limiter.hit('passwordReset', 'a'))).statusCode).toBe(429);
    await limiter.hit('passwordReset', 'b');
    await limiter.hit('login', 'a');

    await limiter.reset('passwordReset', 'a');
    expect(await limiter.attempts('passwordReset', 'a')).toBe(0);
    await limiter.hit('passwordReset', 'a');
  });

  it('counts nothing when rate limits are off', async () => {
    const limiter = new AccountLimiter(undefined, false);
    for (let i = 0; i <= ACCOUNT_LIMITS.otpResend.max; i += 1) await limiter.hit('otpResend', 'x');
    expect(await limiter.attempts('otpResend', 'x')).toBe(0);
  });
});
