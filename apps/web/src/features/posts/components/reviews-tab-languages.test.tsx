import { screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n';
import { renderAuth } from '../../../test/auth-render';
import { mockApi } from '../../../test/msw';
import { MediaTab } from './media-tab';
import { ReviewsTab } from './reviews-tab';

const api = mockApi();

afterEach(() => vi.unstubAllGlobals());
afterAll(() => setLanguage('en', { remember: false }));

describe('the project page reviews and media tabs in another language', () => {
  it('speak Yoruba when there is nothing yet', async () => {
    await setLanguage('yo', { remember: false });
    api.answer(() => ({ body: { count: 0, next: null, previous: null, results: [] } }));
    renderAuth(
      <>
        <ReviewsTab projectId="p1" onWriteReview={vi.fn()} emptyImage="/empty.svg" />
        <MediaTab projectId="p1" onWriteReview={vi.fn()} emptyImage="/empty.svg" />
      </>,
    );
    expect(await screen.findByText('Kò sí àyẹ̀wò síbẹ̀')).toBeInTheDocument();
    expect(await screen.findByText('Kò sí fọ́tò síbẹ̀')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kọ àyẹ̀wò àkọ́kọ́' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Bí ó ṣe rí lára' })).toBeInTheDocument();
    expect(screen.queryByText(/review|photo|Newest/i)).toBeNull();
  });
});
