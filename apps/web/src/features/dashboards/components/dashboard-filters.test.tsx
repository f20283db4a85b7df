import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { DashboardFilterBar } from './dashboard-filters';

/** jsdom answers every media query as not matching (test/setup.ts): a phone makes max-width queries match. */
const notPhone = window.matchMedia.bind(window);
function asPhone() {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

afterEach(() => {
  window.matchMedia = notPhone;
});

describe('DashboardFilterBar', () => {
  it('says what an empty State, Status or Sector filter means', () => {
    renderWithRouter(<DashboardFilterBar filters={{}} onChange={() => undefined} />);
    expect(screen.getByPlaceholderText('Any state')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Any status')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Any sector')).toBeInTheDocument();
  });

  it('on a phone keeps the fields behind a "Filters" button (with the count of filters set) when asked', () => {
    asPhone();
    renderWithRouter(
      <DashboardFilterBar filters={{ state: ['KANO'] }} onChange={() => undefined} collapseOnPhone />,
    );
    const button = screen.getByRole('button', { name: 'Filters (1)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});
