import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n';
import { renderWithRouter } from '../../../test/render';
import { SearchBox } from './search-box';
import { StatusCounts } from './status-counts';

describe('search box and status counts in another language', () => {
  afterAll(() => setLanguage('en', { remember: false }));

  it('speak Hausa: the box, the recent searches and the status chips with en-NG numbers', async () => {
    await setLanguage('ha', { remember: false });
    const counts = { not_started: 0, ongoing: 1200, completed: 3, on_hold: 0, canceled: 0, abandoned: 0 };
    renderWithRouter(
      <>
        <SearchBox
          value=""
          onSearch={vi.fn()}
          recent={['Kano']}
          onRemoveRecent={vi.fn()}
          onClearRecent={vi.fn()}
        />
        <StatusCounts counts={counts} selected={[]} onToggle={vi.fn()} />
      </>,
    );
    expect(
      screen.getByRole('searchbox', { name: "Nemi ayyuka, 'yan kwangila, ƙungiyoyi da 'yan ƙasa" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Binciken kwanan nan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cire “Kano” daga binciken kwanan nan' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Ayyuka bisa matsayi' })).toHaveTextContent(
      'Ana ci gaba · 1,200',
    );
    expect(screen.queryByText(/Recent|Search|Ongoing/)).toBeNull();
  });
});
