import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n';
import { renderAuth } from '../../../test/auth-render';
import { OfficialResponses, ReviewStateBadge } from './official-responses';

afterAll(() => setLanguage('en', { remember: false }));

const response = {
  id: 'r1',
  body: 'A crew is on the way.',
  created: '2026-12-01T10:00:00Z',
  organization: {
    public_id: 'o1',
    name: 'Ministry of Water',
    username: 'water',
    avatar: null,
    account_type: 'MINISTRY',
  },
  responder_role: 'Citizen liaison',
};

describe('official responses and review states on a post', () => {
  it("shows the organisation and the responder's role, and the review's state", () => {
    renderAuth(
      <>
        <ReviewStateBadge state="in_progress" />
        <OfficialResponses responses={[response]} />
      </>,
    );
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Official response from Ministry of Water' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Citizen liaison/)).toBeInTheDocument();
    expect(screen.getByText('A crew is on the way.')).toBeInTheDocument();
  });

  it('speaks Hausa', async () => {
    await setLanguage('ha', { remember: false });
    renderAuth(
      <>
        <ReviewStateBadge state="resolved" />
        <OfficialResponses responses={[response]} />
      </>,
    );
    expect(screen.getByText('An warware')).toBeInTheDocument();
    expect(screen.getByText('Amsa ta hukuma daga Ministry of Water')).toBeInTheDocument();
  });
});
