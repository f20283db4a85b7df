import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n';
import { renderWithRouter } from '../../../test/render';
import { accountTypeLabel } from './organization-card';
import { OrganizationProfileHeader, type OrganizationFigures } from './organization-profile-header';

describe('an organisation profile in another language', () => {
  afterAll(() => setLanguage('en', { remember: false }));

  it('keeps the shared account type names in English and speaks Yoruba otherwise', async () => {
    expect(accountTypeLabel('CSO')).toBe('Civil Society Organisation');
    expect(accountTypeLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    await setLanguage('yo', { remember: false });
    expect(accountTypeLabel('MINISTRY')).toBe('Mínísítírì');
    const org = {
      name: 'Ministry of Works',
      username: 'works',
      avatar: null,
      account_type: 'MINISTRY',
      description: '',
      website: '',
      no_of_projects: 3,
      no_of_agencies: 1,
      average_completion_rate: 40,
      total_appropriated_amount: 2_500_000,
      status_count: { not_started: 0, ongoing: 2, completed: 1, on_hold: 0, canceled: 0, abandoned: 0 },
    } as unknown as OrganizationFigures;
    renderWithRouter(<OrganizationProfileHeader org={org} />);
    expect(screen.getByText('Owó tí a yà sọ́tọ̀')).toBeInTheDocument();
    expect(screen.getByText('Ó ń lọ lọ́wọ́: 2')).toBeInTheDocument();
    expect(screen.queryByText(/Projects|Appropriated|Ongoing/)).toBeNull();
  });
});
