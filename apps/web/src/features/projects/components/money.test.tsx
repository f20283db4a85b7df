import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { formatMoney } from '../../../lib/format';
import { Money } from './money';

const renderMoney = (ui: React.ReactElement) => render(<MantineProvider theme={theme}>{ui}</MantineProvider>);

describe('money as the product shows it (docs/spec/product-spec.md section 9)', () => {
  it('naira sign; K, M, B, T from 1e3, 1e6, 1e9, 1e12 with two decimals', () => {
    expect(formatMoney(999)).toBe('₦999');
    expect(formatMoney(1_000)).toBe('₦1.00K');
    expect(formatMoney(45_678)).toBe('₦45.68K');
    expect(formatMoney(1_000_000)).toBe('₦1.00M');
    expect(formatMoney('4540000000.00')).toBe('₦4.54B');
    expect(formatMoney(12_660_000_000_000)).toBe('₦12.66T');
  });

  it('an amount that rounds up to a thousand of a unit is shown in the next unit', () => {
    expect(formatMoney(999_999)).toBe('₦1.00M');
    expect(formatMoney(999_995_000)).toBe('₦1.00B');
    expect(formatMoney(999_994)).toBe('₦999.99K');
  });

  it('an underscore for zero or empty', () => {
    for (const value of [0, '0.00', '', null, undefined]) expect(formatMoney(value)).toBe('_');
  });

  it('the component shows the short form and keeps the exact figure in its title', () => {
    renderMoney(<Money value="1975173000.00" />);
    const shown = screen.getByText('₦1.98B');
    expect(shown).toHaveAttribute('title', '₦1,975,173,000');
  });

  it('the component can show the full figure, and says "Not given" for nothing', () => {
    renderMoney(
      <>
        <Money value={1_711_729_000} full />
        <Money value={null} />
      </>,
    );
    expect(screen.getByText('₦1,711,729,000')).toBeInTheDocument();
    expect(screen.getByText('_')).toHaveAttribute('aria-label', 'Not given');
  });
});
