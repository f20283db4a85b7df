import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n';
import { renderAuth } from '../../../test/auth-render';
import { PrivateActivity } from './activity-states';
import { FollowButton } from './follow-button';
import { FollowCounts } from './follow-counts';

describe('profile follow parts in another language', () => {
  afterAll(() => setLanguage('en', { remember: false }));

  it('speak Hausa: counts, the follow button and a private activity', async () => {
    await setLanguage('ha', { remember: false });
    renderAuth(
      <>
        <FollowCounts followers={1} following={3} />
        <FollowButton userId="u1" isFollowing name="Amina" />
        <PrivateActivity name="Amina" />
      </>,
    );
    expect(screen.getByLabelText('Mabiya da waɗanda ake bi')).toHaveTextContent('1 mabiyi3 ana bi');
    expect(screen.getByRole('button', { name: 'Kana bin Amina: danna don dainawa' })).toHaveTextContent(
      'Kana bi',
    );
    expect(screen.getByText('Amina yana ɓoye rubuce-rubucensa da hotunansa.')).toBeInTheDocument();
  });
});
