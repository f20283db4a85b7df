import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n';
import { renderAuth } from '../../../test/auth-render';
import { mockApi } from '../../../test/msw';
import { ReplyForm } from './reply-form';
import { ReviewModal } from './review-modal';

const api = mockApi();

afterEach(() => vi.unstubAllGlobals());
afterAll(() => setLanguage('en', { remember: false }));

describe('the review composer and the reply form in another language', () => {
  it('speak Hausa, checks included', async () => {
    await setLanguage('ha', { remember: false });
    api.answer(() => ({ body: {} }));
    renderAuth(
      <>
        <ReviewModal opened onClose={vi.fn()} projectId="p1" projectName="Titin Kano" />
        <ReplyForm postId="post-1" />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sharhin Titin Kano' });
    expect(within(dialog).getByText('Yaya wannan aikin yake sa ka ji?')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Take/ })).toBeInTheDocument();
    expect(within(dialog).getAllByLabelText('Ƙara hotuna').length).toBeGreaterThan(0);
    within(dialog).getByRole('button', { name: 'Wallafa sharhi' }).click();
    expect(await within(dialog).findByText('Ba sharhinka take.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Soke' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Rubuta amsa' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/review|photo|title|Cancel|What did you see/i)).toBeNull();
  });
});
