import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { renderWithRouter } from '../test/render';
import { NotFoundPage, ServerErrorPage } from './error-pages';

describe('error pages in another language', () => {
  afterAll(() => setLanguage('en', { remember: false }));

  it('404 and 500 speak Yoruba and Pidgin, the page title too', async () => {
    await setLanguage('yo', { remember: false });
    renderWithRouter(<NotFoundPage />, '/nowhere');
    expect(screen.getByRole('heading', { name: 'A kò rí ojú-ìwé yẹn' })).toBeInTheDocument();
    // A visitor goes back to the citizen dashboard, which guests may browse.
    expect(screen.getByRole('link', { name: 'Padà sí ojú-ìwé àkọ́kọ́ rẹ' })).toHaveAttribute(
      'href',
      '/citizen/discover',
    );
    expect(document.title).toBe('A kò rí ojú-ìwé yẹn · Oversight');

    await setLanguage('pcm', { remember: false });
    renderWithRouter(<ServerErrorPage />, '/');
    expect(screen.getByRole('heading', { name: 'Sorry! No be you, na we' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to dashboard' })).toBeInTheDocument();
  });
});
