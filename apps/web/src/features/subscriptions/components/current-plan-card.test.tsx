import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { CurrentPlanCard } from './current-plan-card';
import { proSubscriber } from './subscriptions.fixtures';

const noCard = { ...proSubscriber, subscription: { ...proSubscriber.subscription!, card: null } };

describe('CurrentPlanCard', () => {
  it('with a saved card: renews on the date, and the card can be changed', () => {
    renderWithRouter(<CurrentPlanCard state={proSubscriber} />);
    expect(screen.getByText('Renews on 1 Dec 2026.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change card' })).toBeEnabled();
  });

  it('without a card: says the renewal cannot be charged and offers to add one', () => {
    renderWithRouter(<CurrentPlanCard state={noCard} />);
    expect(screen.queryByText(/^Renews on/)).not.toBeInTheDocument();
    expect(screen.getByText(/no card is saved, so the renewal cannot be charged/)).toHaveTextContent(
      'Due to renew on 1 Dec 2026',
    );
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Change card' })).not.toBeInTheDocument();
  });

  it('without a card on a server without payments: says what happens, offers no button that can only fail', () => {
    renderWithRouter(<CurrentPlanCard state={{ ...noCard, billing_configured: false }} />);
    expect(screen.getByText(/payments are not set up on this server, so it cannot renew/)).toHaveTextContent(
      'moves to Free',
    );
    expect(screen.queryByRole('button', { name: /card/ })).not.toBeInTheDocument();
  });
});
