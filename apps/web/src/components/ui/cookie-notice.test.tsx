import { act, fireEvent, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { COOKIE_CONSENT_NAME, CookieNotice } from './cookie-notice';

beforeEach(() => {
  Cookies.remove(COOKIE_CONSENT_NAME);
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const notice = () => screen.queryByRole('region', { name: 'Cookie notice' });

describe('CookieNotice', () => {
  it('appears after 2 seconds', () => {
    renderWithRouter(<CookieNotice />);
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(notice()).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(notice()).toBeInTheDocument();
  });

  it.each([
    ['Accept', 'accepted'],
    ['Close', 'closed'],
  ])('%s stores the choice (%s) and it never shows again', (button, choice) => {
    const set = vi.spyOn(Cookies, 'set');
    const first = renderWithRouter(<CookieNotice />);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(notice()).toBeNull();
    // Only Accept is consent to analytics (lib/analytics.ts); Close just hides the notice.
    expect(Cookies.get(COOKIE_CONSENT_NAME)).toBe(choice);
    expect(set).toHaveBeenCalledWith(COOKIE_CONSENT_NAME, choice, expect.objectContaining({ expires: 365 }));
    first.unmount();

    renderWithRouter(<CookieNotice />);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(notice()).toBeNull();
    set.mockRestore();
  });
});
