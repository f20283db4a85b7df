import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProjectUpdateEntry } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render';
import { formatFieldValue } from '../../../lib/field-values';
import { UpdateEntry } from './update-entry';

const entry = makeProjectUpdateEntry({
  changes: {
    total_project_cost: { before: '2147509000.00', after: '2200000000.00' },
    percentage_completed: { before: '13.60', after: '40' },
    status: { before: 'NOT_STARTED', after: 'ON_GOING' },
    end_date: { before: null, after: '2027-03-31' },
  },
});

describe('UpdateEntry (change log)', () => {
  it('names who made the change and shows money, percentages, statuses and dates as people read them', () => {
    renderWithRouter(<UpdateEntry entry={entry} detailed />);
    expect(screen.getByRole('article')).toHaveTextContent(
      /^Federal Ministry of Works changed Kano–Katsina Road/,
    );
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'FieldBeforeAfter',
      'Total project cost₦2,147,509,000₦2,200,000,000',
      'Percentage completed13.6%40%',
      'StatusNot StartedOngoing',
      'End dateNot given31 Mar 2027',
    ]);
    expect(screen.getByRole('rowheader', { name: 'Status' })).toBeInTheDocument();
  });

  it('says the change has no account behind it rather than leaving the name out', () => {
    renderWithRouter(<UpdateEntry entry={{ ...entry, actor: null }} />);
    expect(screen.getByRole('article')).toHaveTextContent(
      /^Oversight \(no account recorded\) changed Kano–Katsina Road/,
    );
  });

  it('formats field values', () => {
    expect(formatFieldValue('is_published', true)).toBe('Published');
    expect(formatFieldValue('total_amount_spent', null)).toBe('Not given');
    expect(formatFieldValue('amount_budgeted', '1500.5')).toBe('₦1,500.5');
    expect(formatFieldValue('sectors', ['HEALTH', 'TRANSPORT'])).toBe('HEALTH, TRANSPORT');
    // A yearly appropriation is an amount per year, never raw JSON.
    expect(formatFieldValue('yearly_appropriation', { 2026: '40000000.00' })).toBe('2026: ₦40,000,000');
    expect(formatFieldValue('yearly_appropriation', {})).toBe('Not given');
  });
});
