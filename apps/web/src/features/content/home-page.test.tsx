import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { renderWithRouter } from '../../test/render';
import { HomePage } from './home-page';

describe('home page', () => {
  afterAll(() => setLanguage('en', { remember: false }));

  it('reads the same in English as before the catalogue', () => {
    renderWithRouter(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'See what public money is building near you' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/signup');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('speaks Igbo, every section included', async () => {
    await setLanguage('ig', { remember: false });
    renderWithRouter(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Hụ ihe ego ọha na-ewu nso gị' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Otú o si arụ ọrụ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Malite ugbu a' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByText(/Find|Eyemark it|How it works|Citizens|Get started/)).toBeNull();
  });
});
